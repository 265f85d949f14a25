// The two per-page links of a doc page's actions: its Markdown version (`/<route>.md`, written by
// the post-build step markdown-versions) and its source on the code host (`docs.editUrl` + the source path
// from the repository root, the way Docusaurus builds `editUrl` links).
import path from 'node:path';

/** `/payments/overview` -> `/payments/overview.md`; the base is part of the route already. */
export function markdownHref(route: string): string {
  return `${route.replace(/\/$/, '')}.md`;
}

/** The base of "Edit this page" links for a configured repository: `<url>/edit/<branch>/`. */
export function repositoryEditUrl(repository: { url: string; branch: string } | undefined): string | undefined {
  return repository ? `${repository.url.replace(/\/+$/, '')}/edit/${repository.branch}/` : undefined;
}

/**
 * `editUrl` + the source file's path from the repository root, with `/` separators;
 * undefined when no edit URL is configured.
 */

export function editHref(editUrl: string | undefined, sourceFile: string, repositoryRoot: string, appRoot: string): string | undefined {
  if (!editUrl) return undefined;
  const fromRoot = path.relative(repositoryRoot, path.resolve(appRoot, sourceFile)).split(path.sep).join('/');
  if (fromRoot.startsWith('..')) throw new Error(`The page source ${sourceFile} is outside the repository ${repositoryRoot}`);
  return new URL(fromRoot.split('/').map(encodeURIComponent).join('/'), editUrl).href;
}

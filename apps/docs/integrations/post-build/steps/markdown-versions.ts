// Post-build step: writes the Markdown version of every page that announces one in its head
// (`<link rel="alternate" type="text/markdown" href="/gettingStarted.md">`: the guides, /api-spec and its pages,
// /changelog) next to it, converted from the built page (src/lib/markdown/html-to-markdown.ts). One rendering,
// two formats: what a component shows in HTML is what its Markdown says. The MCP server's `get_page`, llms.txt's
// links and each page's "Copy page" read these files; under `astro dev` the same conversion answers `<page>.md`
// from the page the dev server renders (devMarkdownVersion).
import { pageMarkdown } from '../../../src/lib/markdown/html-to-markdown.ts';
import type { BuiltSite, PostBuildStep } from '../pipeline.ts';

/** The site path of a page's Markdown version, from its `<link rel="alternate" type="text/markdown">`. */
export function markdownVersionHref(html: string): string | undefined {
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (/\brel="alternate"/.test(tag) && /\btype="text\/markdown"/.test(tag)) return /\bhref="([^"]+)"/.exec(tag)?.[1];
  }
  return undefined;
}

/** The output file of a site path under the base: `/docs/api-spec.md` -> `api-spec.md`. */
export function outputFile(href: string, base: string, page: string): string {
  if (!href.startsWith(base) || !href.endsWith('.md'))
    throw new Error(`post-build: ${page} announces its Markdown version at ${href}; expected a path under ${base} ending in .md`);
  return decodeURIComponent(href.slice(base.length));
}

/**
 * `astro dev` has no build to convert: the Markdown version at `mdPath` is converted from the page as the dev server
 * renders it (`renderPage`), when that page announces it; undefined otherwise.
 */
export async function devMarkdownVersion(mdPath: string, renderPage: (path: string) => Promise<string | undefined>) {
  if (!mdPath.endsWith('.md')) return undefined;
  const html = await renderPage(mdPath.slice(0, -'.md'.length));
  return html !== undefined && markdownVersionHref(html) === mdPath ? pageMarkdown(html) : undefined;
}

export const markdownVersions: PostBuildStep = {
  name: 'markdown-versions',
  reads: ['page-content'],
  writes: ['markdown-versions'],
  run(site: BuiltSite) {
    const files = new Map<string, string>();
    for (const [page, html] of site.pages) {
      const href = markdownVersionHref(html);
      if (href) files.set(outputFile(href, site.base, page), pageMarkdown(html));
    }
    return { files, summary: `${files.size} page(s) written as Markdown` };
  },
};

// Post-build step: every page's bundled module scripts (`<script type="module" src>`, all of them
// non-critical: search, copy buttons, tabs, the router) are started only once the first frame is
// painted, by one small inline loader (./deferred-scripts-loader.js) at the end of <body>.
// Module scripts never block rendering, but Chromium fetches them at High priority in the same
// first round trips as the stylesheet that does, and Lighthouse's simulation counts them as
// render-blocking: first contentful paint of the home page under mobile throttling was 1.17 s with
// them in <head>, 0.75 s started after the first frame (the same as with no scripts at all).
// Inline scripts (colour mode before paint, islands, page-specific code) are left as they are.
import { readFile } from 'node:fs/promises';
import { transform } from 'esbuild';
import type { BuiltSite, PostBuildStep } from '../pipeline.ts';

/**
 * The loader as pages carry it: comments and indentation stay in the source file, not in every page (names are
 * kept: the code reads as written). Made when a build needs it, by esbuild's service the build already runs (its
 * synchronous API would start a process of its own while the config loads).
 */
export async function loaderScript(): Promise<string> {
  const source = await readFile(new URL('./deferred-scripts-loader.js', import.meta.url), 'utf8');
  return (await transform(source, { format: 'esm', minifyWhitespace: true })).code.trim();
}
const BUNDLED_MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;

/** The page with its bundled module scripts started by the loader; unchanged when it has none. */
export function deferModuleScripts(html: string, loader: string): string {
  // Built from slices in one join: each String.replace over a whole page made a copy of it (a fifth of a second
  // over the site's pages).
  const parts: string[] = [];
  const urls: string[] = [];
  let from = 0;
  for (const match of html.matchAll(BUNDLED_MODULE_SCRIPT)) {
    parts.push(html.slice(from, match.index));
    urls.push(match[1]!);
    from = match.index + match[0].length;
  }
  if (urls.length === 0) return html;
  const body = html.indexOf('</body>', from);
  if (body < 0) throw new Error('deferred-scripts: a page with module scripts has no </body> after them');
  const tag = `<script type="module" data-astro-rerun data-deferred-scripts="${[...new Set(urls)].join(' ')}">${loader}</script>`;
  parts.push(html.slice(from, body), tag, html.slice(body));
  return parts.join('');
}

export const deferredScripts: PostBuildStep = {
  name: 'deferred-scripts',
  reads: ['module-script-tags'],
  // The loader is an inline script: the CSP must hash it after this step.
  writes: ['module-script-tags', 'inline-scripts'],
  async run(site: BuiltSite) {
    const loader = await loaderScript();
    const pages = new Map<string, string>();
    for (const [page, html] of site.pages) {
      const deferred = deferModuleScripts(html, loader);
      if (deferred !== html) pages.set(page, deferred);
    }
    return { pages, summary: `module scripts started after the first frame on ${pages.size} page(s)` };
  },
};

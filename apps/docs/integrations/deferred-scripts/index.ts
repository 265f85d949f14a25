// Astro integration: after the build, every page's bundled module scripts (`<script type="module"
// src>`, all of them non-critical: search, copy buttons, tabs, the router) are started only once
// the first frame is painted, by one small inline loader (./loader.js) at the end of <body>.
// Module scripts never block rendering, but Chromium fetches them at High priority in the same
// first round trips as the stylesheet that does, and Lighthouse's simulation counts them as
// render-blocking: first contentful paint of the home page under mobile throttling was 1.17 s with
// them in <head>, 0.75 s started after the first frame (the same as with no scripts at all).
// Inline scripts (colour mode before paint, islands, page-specific code) are left as they are.
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlFiles } from '../html-files.ts';

// Comments stay in the source file, not in every page.
const LOADER = readFileSync(new URL('./loader.js', import.meta.url), 'utf8')
  .replace(/^\s*\/\/.*\n/gm, '')
  .replace(/\s+\/\/ [^\n]*$/gm, '')
  .replace(/\n\s*/g, '\n')
  .trim();
const BUNDLED_MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;

/** The page with its bundled module scripts started by the loader; unchanged when it has none. */
export function deferModuleScripts(html: string, loader = LOADER): string {
  const urls: string[] = [];
  const without = html.replace(BUNDLED_MODULE_SCRIPT, (_, url: string) => {
    urls.push(url);
    return '';
  });
  if (urls.length === 0) return html;
  if (!without.includes('</body>')) throw new Error('deferred-scripts: a page with module scripts has no </body>');
  const tag = `<script type="module" data-astro-rerun data-deferred-scripts="${[...new Set(urls)].join(' ')}">${loader}</script>`;
  return without.replace('</body>', () => `${tag}</body>`);
}

export default function deferredScripts(): AstroIntegration {
  return {
    name: 'paydocs:deferred-scripts',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        let pages = 0;
        for (const file of await htmlFiles(fileURLToPath(dir))) {
          const html = await readFile(file, 'utf8');
          const deferred = deferModuleScripts(html);
          if (deferred === html) continue;
          await writeFile(file, deferred);
          pages++;
        }
        logger.info(`module scripts started after the first frame on ${pages} page(s)`);
      },
    },
  };
}

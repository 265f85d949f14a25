// Astro integration: after the build, names the interactive reference's files on the page that
// hosts it, so the page can warm the browser cache once the reader is at work (reference-prefetch.ts in
// src/components/spec/reference). The island's chunks are only known once Vite has written them,
// hence a post-build step: the placeholder attribute `data-reference-prefetch` becomes the
// space-separated URLs of React's island renderer and the island host, the chunks the island
// imports statically, and Scalar's stylesheet.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { assetsPath, htmlFiles } from '../html-files.ts';
import { referenceChunks } from './reference-chunks.ts';

export const PLACEHOLDER = 'data-reference-prefetch=""';

/** The attribute with the reference's URLs: `files` (in `dist/_astro/`) served under `assets`. */
export function prefetchAttribute(files: string[], assets: string): string {
  return `data-reference-prefetch="${files.map((file) => assets + file).join(' ')}"`;
}

/** The framework renderers (React's client) the page's islands hydrate with, as file names under `assets`. */
export function islandRenderers(html: string, assets: string): string[] {
  return [...html.matchAll(/<astro-island\b[^>]*\brenderer-url="([^"]+)"/g)]
    .map((m) => m[1] ?? '')
    .filter((url) => url.startsWith(assets))
    .map((url) => url.slice(assets.length));
}

export default function referencePrefetch(): AstroIntegration {
  let assets = '/_astro/';
  return {
    name: 'paydocs:reference-prefetch',
    hooks: {
      'astro:config:done': ({ config }) => {
        assets = assetsPath(config);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const pages = [];
        for (const file of await htmlFiles(out)) {
          const html = await readFile(file, 'utf8');
          if (html.includes(PLACEHOLDER)) pages.push({ file, html });
        }
        if (pages.length === 0) return;
        const chunks = referenceChunks(out);
        const files = [...new Set([...chunks.host, chunks.entry, ...chunks.eager.map((c) => c.file), ...chunks.css.map((c) => c.file)])];
        for (const page of pages) {
          const attribute = prefetchAttribute([...new Set([...islandRenderers(page.html, assets), ...files])], assets);
          await writeFile(page.file, page.html.replaceAll(PLACEHOLDER, attribute));
        }
        logger.info(`${files.length} interactive-reference files named for prefetch on ${pages.length} page(s)`);
      },
    },
  };
}

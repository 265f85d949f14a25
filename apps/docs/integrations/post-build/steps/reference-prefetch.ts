// Post-build step: names the interactive reference's files on the page that hosts it, so the page
// can warm the browser cache once the reader is at work (reference-prefetch.ts in
// src/components/spec/reference). The island's chunks are only known once Vite has written them,
// hence a post-build step: the placeholder attribute `data-reference-prefetch=""` becomes the
// space-separated URLs of
//   1. the framework renderers of the page's islands (React's client) and the island components
//      (the island host) with what they import statically: loaded with the first island;
//   2. the reference island's chunk, then the chunks it imports statically (downloaded before it
//      runs), largest first so the longest downloads start first;
//   3. the stylesheets those chunks load (Scalar's, which the island links at runtime).
// All of it is read from Vite's manifest; what the island imports with import() is left out (only
// fetched if Scalar asks for it).
import type { Manifest, ManifestChunk } from '../client-manifest.ts';
import type { BuiltSite, PostBuildStep } from '../pipeline.ts';

export const PLACEHOLDER = 'data-reference-prefetch=""';

/** The manifest key (source path) of the island whose files are named. */
export const REFERENCE_ISLAND = 'src/components/islands/ApiReference.tsx';

/** The attribute with the reference's URLs. */
export function prefetchAttribute(urls: readonly string[]): string {
  return `data-reference-prefetch="${urls.join(' ')}"`;
}

/** The URLs of the page's islands: their components and framework renderers (React's client). */
export function islandUrls(html: string): { components: string[]; renderers: string[] } {
  const islands = [...html.matchAll(/<astro-island\b[^>]*>/g)].map((m) => m[0]);
  const attribute = (name: string) =>
    islands.map((tag) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1]).filter((url): url is string => url !== undefined);
  return { components: attribute('component-url'), renderers: attribute('renderer-url') };
}

/** Manifest keys of `roots` and every chunk they import statically, breadth first, each once. */
export function staticClosure(manifest: Manifest, roots: readonly string[]): string[] {
  const seen: string[] = [];
  const queue: [key: string, importer: string | undefined][] = roots.map((key) => [key, undefined]);
  while (queue.length > 0) {
    const [key, importer] = queue.shift()!;
    if (seen.includes(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Vite manifest: no entry "${key}"${importer ? ` (imported by ${importer})` : ''}`);
    seen.push(key);
    queue.push(...(chunk.imports ?? []).map((imported): [string, string] => [imported, key]));
  }
  return seen;
}

const isStylesheet = (file: string) => file.endsWith('.css');

/** The reference's URLs for a page with the given islands; `url` maps an output file to its URL. */
export function referenceUrls(
  manifest: Manifest,
  islands: { components: string[]; renderers: string[] },
  url: (file: string) => string,
  sizeOf: (file: string) => number,
): string[] {
  if (!manifest[REFERENCE_ISLAND]) {
    throw new Error(`Vite manifest: no entry "${REFERENCE_ISLAND}" (the interactive reference island; was it renamed?)`);
  }
  const keyOfUrl = new Map(Object.entries(manifest).map(([key, chunk]) => [url(chunk.file), key]));
  const keysOf = (urls: string[]) =>
    urls.map((u) => {
      const key = keyOfUrl.get(u);
      if (!key) throw new Error(`Vite manifest: no chunk for the island URL ${u}`);
      return key;
    });
  const chunk = (key: string): ManifestChunk => manifest[key]!;
  const onPage = staticClosure(manifest, [...keysOf(islands.components), ...keysOf(islands.renderers)]);
  const island = staticClosure(manifest, [REFERENCE_ISLAND]).filter((key) => !onPage.includes(key));
  const [entry, ...imported] = island.map(chunk);
  imported.sort((a, b) => sizeOf(b.file) - sizeOf(a.file));
  const stylesheets = island.flatMap((key) => [...(chunk(key).css ?? []), ...(chunk(key).assets ?? []).filter(isStylesheet)]);
  return [
    ...new Set([
      ...islands.renderers,
      ...onPage.map((key) => url(chunk(key).file)),
      ...[entry!, ...imported].map((c) => url(c.file)),
      ...stylesheets.map(url),
    ]),
  ];
}

export const referencePrefetch: PostBuildStep = {
  name: 'reference-prefetch',
  reads: ['client-manifest', 'island-markup'],
  writes: ['reference-prefetch-list'],
  run(site: BuiltSite) {
    const pages = new Map<string, string>();
    let count = 0;
    for (const [page, html] of site.pages) {
      if (!html.includes(PLACEHOLDER)) continue;
      if (!site.manifest) throw new Error(`${page}: names the interactive reference's files, but the build wrote no client manifest`);
      const urls = referenceUrls(site.manifest, islandUrls(html), (file) => site.base + file, site.sizeOf);
      pages.set(page, html.replaceAll(PLACEHOLDER, prefetchAttribute(urls)));
      count = urls.length;
    }
    return { pages, summary: `${count} interactive-reference files named for prefetch on ${pages.size} page(s)` };
  },
};

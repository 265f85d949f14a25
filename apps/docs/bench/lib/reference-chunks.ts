// The benchmark's measure of the interactive reference's JavaScript in any built site (bench/site.ts
// compares checkouts, so it reads only dist/_astro, not a Vite manifest that older builds do not
// keep): the island's entry chunk (ApiReference.<hash>.js), the chunks it imports statically
// (downloaded before it runs) and those it imports lazily (only if Scalar asks for them), raw and
// gzip, found by scanning the minified chunks for imports.
// Chunks the page already loaded before the island (React, the island host) are listed apart,
// so the figure is what scrolling to the reference costs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ChunkSize {
  file: string;
  raw: number;
  gzip: number;
}

export interface ReferenceChunks {
  entry: string;
  /** The island host and what it imports (React): loaded with the first island of a page. */
  host: string[];
  /** The entry and everything it imports statically, minus what the page had loaded already. */
  eager: ChunkSize[];
  /** Chunks reachable only through import(): fetched if and when Scalar needs them. */
  lazy: ChunkSize[];
  /** Stylesheets the reference links at runtime (Scalar's CSS). */
  css: ChunkSize[];
}

// Minifiers quote with ", ' or ` (Rolldown prefers backticks).
const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)["'`](\.\/[^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.\/[^"'`]+\.js)["'`]\s*\)/g;
// Vite's preload helper lists a lazy chunk's dependencies as "_astro/x.js" strings.
const PRELOAD_DEP = /["'`](?:\/?_astro\/)([^"'`/]+\.(?:js|css))["'`]/g;
const CSS_URL = /["'`]\/?_astro\/([^"'`/]+\.css)["'`]/g;

function imports(source: string, pattern: RegExp): string[] {
  return [...source.matchAll(pattern)].map((m) => m[1]!.replace(/^\.\//, ''));
}

function sizeOf(dir: string, file: string): ChunkSize {
  const body = readFileSync(join(dir, file));
  return { file, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
}

/** Static closure of the given chunks (each chunk once). */
function closure(dir: string, roots: string[], known: Set<string>): string[] {
  const seen: string[] = [];
  const queue = [...roots];
  while (queue.length) {
    const file = queue.shift()!;
    if (known.has(file) || seen.includes(file)) continue;
    seen.push(file);
    const source = readFileSync(join(dir, file), 'utf8');
    queue.push(...imports(source, STATIC_IMPORT).filter((f) => f !== file));
  }
  return seen;
}

export function referenceChunks(dist: string): ReferenceChunks {
  const dir = join(dist, '_astro');
  const files = readdirSync(dir);
  const entry = files.find((f) => /^ApiReference\.[\w-]+\.js$/.test(f));
  if (!entry) throw new Error(`${dir}: no ApiReference.<hash>.js chunk (is this a built docs site?)`);
  // What the island host (loaded on every page with an island) brings before the reference.
  const host = files.find((f) => /^IslandHost\.[\w-]+\.js$/.test(f));
  const preloaded = new Set(host ? closure(dir, [host], new Set()) : []);
  const eagerFiles = closure(dir, [entry], preloaded);
  const lazyRoots = new Set<string>();
  const css = new Set<string>();
  for (const file of eagerFiles) {
    const source = readFileSync(join(dir, file), 'utf8');
    for (const lazy of imports(source, DYNAMIC_IMPORT)) lazyRoots.add(lazy);
    for (const m of source.matchAll(PRELOAD_DEP)) if (m[1]!.endsWith('.js')) lazyRoots.add(m[1]!);
  }
  // Stylesheets linked from JavaScript rather than from the HTML: Scalar's (the site's own CSS is
  // linked or inlined by the HTML and never named in a chunk).
  for (const file of files.filter((f) => f.endsWith('.js'))) {
    const source = readFileSync(join(dir, file), 'utf8');
    for (const m of source.matchAll(CSS_URL)) if (files.includes(m[1]!)) css.add(m[1]!);
  }
  const lazyFiles = closure(
    dir,
    [...lazyRoots].filter((f) => files.includes(f)),
    new Set([...preloaded, ...eagerFiles]),
  );
  const bySize = (a: ChunkSize, b: ChunkSize) => b.gzip - a.gzip;
  return {
    entry,
    host: [...preloaded],
    eager: eagerFiles.map((f) => sizeOf(dir, f)).sort(bySize),
    lazy: lazyFiles.map((f) => sizeOf(dir, f)).sort(bySize),
    css: [...css].map((f) => sizeOf(dir, f)).sort(bySize),
  };
}

export const total = (chunks: ChunkSize[]) =>
  chunks.reduce((sum, c) => ({ raw: sum.raw + c.raw, gzip: sum.gzip + c.gzip }), { raw: 0, gzip: 0 });

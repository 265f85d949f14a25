// Which files of a built site are Scalar's, so a benchmark can count requests for them: the chunks reachable from
// the Scalar island's entry (dist/_astro/ApiReference.*.js) through its imports, static and dynamic, less the shared
// ones the site's own island runtime and Try it island also import (React, the JSX runtime, Vite's preload helper);
// plus any chunk whose code names a
// `@scalar/` package. A request counts as Scalar's when its file is in that set or its URL says so
// (/scalar|ApiReference/i, the rule of the Try it browser test).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Any chunk a chunk names (its imports, its dynamic imports and Vite's preload lists). */
const NAMED_CHUNK = /["'`](?:\.\/|_astro\/)([\w.-]+\.(?:js|css))["'`]/g;
/** Only its static imports (`import ... from "./x.js"`, `import "./x.js"`). */
const STATIC_IMPORT = /(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g;

/** Files reachable from the roots through the chunk names `pattern` finds. */
function closure(dir: string, roots: string[], pattern: RegExp): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.js')) for (const m of readFileSync(join(dir, file), 'utf8').matchAll(pattern)) queue.push(m[1]!);
  }
  return seen;
}

/** File names (under /_astro/) of Scalar's code and styles in `dist`. */
export function scalarAssets(dist: string): Set<string> {
  const dir = join(dist, '_astro');
  const files = readdirSync(dir);
  const named = (pattern: RegExp) => files.filter((f) => pattern.test(f));
  const entry = named(/^ApiReference\.[\w-]+\.js$/);
  if (entry.length === 0) throw new Error(`${dir}: no ApiReference.*.js chunk (the Scalar island's entry); is this a built docs site?`);
  // The island runtime's dynamic imports name every island, Scalar's too: only its static imports are the site's.
  const shared = new Set([
    ...closure(dir, named(/^TryIt\.[\w-]+\.js$/), NAMED_CHUNK),
    ...closure(dir, named(/^IslandHost\.[\w-]+\.js$/), STATIC_IMPORT),
  ]);
  const assets = new Set([...closure(dir, entry, NAMED_CHUNK)].filter((f) => !shared.has(f)));
  for (const f of files) if (/\.(js|css)$/.test(f) && readFileSync(join(dir, f), 'utf8').includes('@scalar/')) assets.add(f);
  return assets;
}

export function isScalarRequest(url: string, assets: Set<string>): boolean {
  if (/scalar|ApiReference/i.test(url)) return true;
  const name = /\/_astro\/([^/?#]+)/.exec(url)?.[1];
  return name !== undefined && assets.has(name);
}

// The one mapping from a URL path to a file of the built site, as a static host serves
// `build.format: 'file'` output: `/a` is `a`, `a/index.html` or `a.html`; `/a/` (trailing slash)
// is only `a/index.html`. The preview server serves with it and the link checker checks with it,
// so a link passes the check exactly when the preview (and the host) would serve it.
import { existsSync, statSync } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';

// existsSync first: it answers false, where statSync throws, for a path through a file (`a.html/index.html`).
export const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** The file `urlPath` (already stripped of the base, starting with `/`) is served from, or undefined. */
export function urlToFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined; // malformed percent-encoding: nothing is served
  }
  const base = resolve(root);
  const target = normalize(join(base, decoded));
  // Refuse anything that escapes the root (../ tricks).
  if (target !== base && !target.startsWith(base + sep)) return undefined;
  const candidates = decoded.endsWith('/') ? [join(target, 'index.html')] : [target, join(target, 'index.html'), `${target}.html`];
  return candidates.find(isFile);
}

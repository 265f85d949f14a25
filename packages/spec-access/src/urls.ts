// Site URLs: the one test for an external link and the one place the site base (`/`, or a sub-path such as
// `/docs/`, however it was written: `/docs`, `docs/`) is normalised, shared by the site's pages, its islands, the
// mock's Service Worker, the post-build steps, the static server and the link check (as Starlight's `utils/base.ts`);
// and the one mapping of a built file to its route.

/** `https://…`, `mailto:…`, `//host/…`: anything that leaves the site. */
export function isExternalUrl(href: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
}

/** The base without its final slash, what a site path is appended to: `/docs/` -> `/docs`, `/` -> ``. */
export function basePrefix(base: string): string {
  return `/${base.replace(/^\/+|\/+$/g, '')}`.replace(/\/$/, '');
}

/** The base as a folder, with one final slash: `/docs` -> `/docs/`, `` -> `/`. */
export function baseDir(base: string): string {
  return `${basePrefix(base)}/`;
}

/** `withBase('/docs/', '/api-spec#x')` -> `/docs/api-spec#x`; external URLs and fragments pass through. */
export function withBase(base: string, href: string): string {
  if (isExternalUrl(href) || href.startsWith('#')) return href;
  return `${basePrefix(base)}${href.startsWith('/') ? href : `/${href}`}`;
}

/**
 * The route a file of the built site is served at (`build.format: 'file'`), from its path in the build folder (either
 * separator): `a/b.html` -> `/a/b`, `a/index.html` -> `/a`, `index.html` -> `/`; a page's `.md` version likewise.
 */
export function routeOfFile(file: string): string {
  return `/${file.replace(/\\/g, '/').replace(/\.(html|md)$/, '')}`.replace(/\/index$/, '') || '/';
}

/** `decodeURIComponent`, but a `%` not followed by two hex digits is kept as written (hand-written refs, anchors). */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

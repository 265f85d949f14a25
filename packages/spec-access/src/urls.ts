// Site URLs: the one test for an external link and the one way a site path gets the configured base
// (`/` or a sub-path such as `/docs/`), shared by the site's pages, its Markdown outputs and its links
// into the reference.

/** `https://…`, `mailto:…`, `//host/…`: anything that leaves the site. */
export function isExternalUrl(href: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
}

/** `withBase('/docs/', '/api-spec#x')` -> `/docs/api-spec#x`; external URLs and fragments pass through. */
export function withBase(base: string, href: string): string {
  if (isExternalUrl(href) || href.startsWith('#')) return href;
  const prefix = base.replace(/\/+$/, '');
  return `${prefix}${href.startsWith('/') ? href : `/${href}`}`;
}

// Loads Pagefind's browser bundle, written to dist/pagefind/ by `pagefind --site dist
// --output-subdir pagefind` after the Astro build. It is a runtime URL, not a module Vite can
// bundle, hence the @vite-ignore import.
// @see https://pagefind.app/docs/api/

export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  /** Word positions of the matches in this section. */
  locations?: number[];
}

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  sub_results: PagefindSubResult[];
}

interface PagefindModule {
  options(options: { baseUrl?: string; excerptLength?: number }): Promise<void>;
  debouncedSearch(
    term: string,
    options?: object,
    debounceMs?: number,
  ): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
}

const BASE = import.meta.env.BASE_URL.replace(/\/?$/, '/');
let pagefind: Promise<PagefindModule> | undefined;

export function loadPagefind(): Promise<PagefindModule> {
  pagefind ??= (async () => {
    const module = (await import(/* @vite-ignore */ `${BASE}pagefind/pagefind.js`)) as PagefindModule;
    await module.options({ baseUrl: BASE, excerptLength: 24 });
    return module;
  })();
  pagefind.catch(() => (pagefind = undefined));
  return pagefind;
}

/**
 * Site links have neither a trailing slash nor ".html" (/apiFundamentals/idempotency), while
 * Pagefind names the built file (/apiFundamentals/idempotency.html, /index.html).
 */
export function siteUrl(url: string): string {
  return url
    .replace(/\/index\.html(?=#|$)/, '/')
    .replace(/\.html(?=#|$)/, '')
    .replace(/(.)\/(?=#|$)/, '$1');
}

export interface SearchHit {
  title: string;
  url: string;
  excerpt: string;
  headings: PagefindSubResult[];
}

/**
 * The sections with the most matches, shown in page order. The first sub-result is often the
 * page itself (text before the first heading, no anchor); only real headings are kept.
 */
export function topHeadings(subResults: PagefindSubResult[], limit = 4): PagefindSubResult[] {
  const headings = subResults.map((sub) => ({ ...sub, url: siteUrl(sub.url) })).filter((sub) => sub.url.includes('#'));
  const best = new Set([...headings].sort((a, b) => (b.locations?.length ?? 0) - (a.locations?.length ?? 0)).slice(0, limit));
  return headings.filter((heading) => best.has(heading));
}

/** Top results for a term, or null when a newer search superseded this one. */
export async function searchSite(term: string, limit = 8): Promise<SearchHit[] | null> {
  const search = await (await loadPagefind()).debouncedSearch(term, {}, 150);
  if (!search) return null;
  const pages = await Promise.all(search.results.slice(0, limit).map((result) => result.data()));
  return pages.map((page) => {
    const url = siteUrl(page.url);
    return {
      title: page.meta.title ?? url,
      url,
      excerpt: page.excerpt,
      headings: topHeadings(page.sub_results),
    };
  });
}

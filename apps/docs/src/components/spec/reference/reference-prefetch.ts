// Warms the browser cache for the interactive reference once the reader starts using /api-spec
// (the first scroll, key, touch or click after the page has loaded): the island's chunks as
// module preloads (fetched and parsed, not run) and Scalar's stylesheet as a prefetch (hashed
// /_astro/ files are cached for good: see the Cache-Control rule in
// integrations/security-headers.ts). A reader who reads the summary first then finds the
// reference ready to start when scrolling to it; the island still mounts only when visible. Not
// on mere page load: a visitor who only glances at the page (or a Lighthouse run) never pays for
// ~640 KiB of JavaScript, and the first paint never competes with it (measured: 0.15 s later
// first paint and 2x the blocking time when it started on idle). Skipped on data-saver and 2G
// connections, like Astro's link prefetch. The URLs come from the build
// (integrations/reference-prefetch).

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the connection allows warming the cache (unknown connections do). */
export function mayPrefetch(connection: NetworkInformationLike | undefined): boolean {
  return !connection?.saveData && !/(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/** The <link> to add for one URL: modules are preloaded, everything else prefetched. */
export function linkFor(url: string): { rel: 'modulepreload' | 'prefetch'; href: string } {
  return { rel: url.endsWith('.js') ? 'modulepreload' : 'prefetch', href: url };
}

function warm(urls: string[]): void {
  for (const url of urls) {
    const link = Object.assign(document.createElement('link'), linkFor(url));
    // Marks what the page fetched ahead, so page-weight counts it apart from what it needed.
    link.dataset.prefetchAhead = '';
    document.head.append(link);
  }
}

/** Events that show a reader at work on the page. */
export const READER_EVENTS = ['scroll', 'wheel', 'keydown', 'pointerdown', 'touchstart'] as const;

/** On the reader's first interaction after load, preloads the URLs the build named. */
export function startReferencePrefetch(): void {
  const host = document.querySelector<HTMLElement>('[data-reference-prefetch]');
  const urls = host?.dataset.referencePrefetch?.split(' ').filter(Boolean) ?? [];
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (urls.length === 0 || !mayPrefetch(connection)) return;
  const controller = new AbortController();
  const start = () => {
    controller.abort();
    warm(urls);
  };
  const listen = () => {
    for (const type of READER_EVENTS) addEventListener(type, start, { once: true, passive: true, signal: controller.signal });
  };
  if (document.readyState === 'complete') listen();
  else addEventListener('load', listen, { once: true });
}

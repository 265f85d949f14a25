// Warms the browser cache for the interactive reference once /api-spec has loaded and the main
// thread is idle: the island's chunks as module preloads (fetched and parsed, not run) and
// Scalar's stylesheet as a prefetch (hashed /_astro/ files are cached for good: see the
// Cache-Control rule in integrations/security-headers.ts). A reader who reads the summary first
// then finds the reference ready to start when scrolling to it; the island still mounts only when
// visible. Skipped on data-saver and 2G connections, like Astro's link prefetch. The URLs come
// from the build (integrations/reference-prefetch).

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
    link.dataset.idlePrefetch = '';
    document.head.append(link);
  }
}

/** Once the page has loaded and the main thread is idle, preloads the URLs the build named. */
export function startReferencePrefetch(): void {
  const host = document.querySelector<HTMLElement>('[data-reference-prefetch]');
  const urls = host?.dataset.referencePrefetch?.split(' ').filter(Boolean) ?? [];
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (urls.length === 0 || !mayPrefetch(connection)) return;
  const start = () => warm(urls);
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 4000 }) : setTimeout(start, 200));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}

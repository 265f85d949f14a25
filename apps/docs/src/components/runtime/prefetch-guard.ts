// Astro's prefetch already skips hover, viewport and load prefetches on slow connections, but
// there it falls back to prefetch-on-tap (mousedown/touchstart), which ignores the connection.
// The product rule is "no prefetching on 2G or data-saver connections", so on such connections
// the tapped link opts out just before Astro's own listener reads its data-astro-prefetch.
// A capture listener on document runs before Astro's bubbling one and also covers links added
// after load (search results).

/**
 * True on data-saver or 2G connections, where prefetching would waste the reader's data. Network Information API
 * (Chromium only): saveData is the data-saver switch, effectiveType the measured class ('slow-2g' | '2g' | '3g' | '4g').
 * @see https://wicg.github.io/netinfo/
 */
function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return Boolean(connection?.saveData) || (connection?.effectiveType ?? '').includes('2g');
}

function optOutOnSlowConnection(event: Event): void {
  if (event.target instanceof HTMLAnchorElement && isSlowConnection()) {
    event.target.dataset.astroPrefetch = 'false';
  }
}

for (const type of ['mousedown', 'touchstart']) {
  document.addEventListener(type, optOutOnSlowConnection, { capture: true, passive: true });
}

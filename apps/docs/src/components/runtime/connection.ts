// Network Information API (Chromium only): saveData is the reader's data-saver switch,
// effectiveType is the measured connection class ('slow-2g' | '2g' | '3g' | '4g').
// @see https://wicg.github.io/netinfo/
interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** True on data-saver or 2G connections, where prefetching would waste the reader's data. */
export function isSlowConnection(nav: Navigator = navigator): boolean {
  const connection = (nav as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!connection) return false;
  return Boolean(connection.saveData) || (connection.effectiveType ?? '').includes('2g');
}

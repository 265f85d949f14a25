// Reads the request target out of a sample's URL once each language has replaced its run-time
// pieces (`$CHECKOUT_ID`, `${checkoutId}`, `#{checkout_id}`) with HOLE. Only URLs on the API host
// (`https://<hole>/...`) are requests to the API; a presigned upload URL or a helper's computed
// path is not something the spec can check.

export const HOLE = '\u0000';

export type UrlTarget =
  | { kind: 'api'; path: string; query: string[] }
  | { kind: 'dynamic' } // on the API host, but the path is computed at run time
  | { kind: 'other' }; // not the API host (a presigned URL, a variable)

export function readSampleUrl(url: string): UrlTarget {
  const match = /^https:\/\/\0([^?#]*)(?:\?([^#]*))?/.exec(url);
  if (!match) return { kind: 'other' };
  const rawPath = match[1] ?? '';
  if (rawPath !== '' && !rawPath.startsWith('/')) return { kind: 'dynamic' };
  const segments = rawPath.split('/').slice(1);
  // A hole must be a whole segment (`/checkouts/${id}`); `/v1${path}` hides the operation.
  if (segments.some((s) => s.includes(HOLE) && s !== HOLE)) return { kind: 'dynamic' };
  const query = (match[2] ?? '')
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => decodeURIComponent(pair.split('=')[0]!));
  if (query.some((name) => name.includes(HOLE))) return { kind: 'dynamic' };
  return { kind: 'api', path: `/${segments.map((s) => (s === HOLE ? '{}' : s)).join('/')}`, query };
}

/** The operation fields of a sample read from its URL: path and query names on the API host, none for a computed path. */
export const targetFields = (target: UrlTarget): { path: string | undefined; query: string[] } =>
  target.kind === 'api' ? { path: target.path, query: target.query } : { path: undefined, query: [] };

// JSON Pointer helpers (RFC 6901): `~` and `/` inside a token are escaped as `~0` and `~1`.
// @see https://www.rfc-editor.org/rfc/rfc6901

export function encodePointerToken(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}

export function decodePointerToken(token: string): string {
  return token.replaceAll('~1', '/').replaceAll('~0', '~');
}

export function toPointer(tokens: readonly (string | number)[]): string {
  return tokens.map((t) => `/${encodePointerToken(String(t))}`).join('');
}

/** Reads `pointer` (with or without a leading `#`) inside `root`; undefined when any step is missing. */
export function readPointer(root: unknown, pointer: string): unknown {
  const body = pointer.startsWith('#') ? pointer.slice(1) : pointer;
  if (body === '') return root;
  if (!body.startsWith('/')) return undefined;
  let node: unknown = root;
  for (const raw of body.slice(1).split('/')) {
    const token = decodePointerToken(decodeURIComponent(raw));
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[token];
    if (node === undefined) return undefined;
  }
  return node;
}

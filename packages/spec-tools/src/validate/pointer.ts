// JSON Pointer helpers (RFC 6901) for addressing schemas inside the bundled document.
import { isObject } from './types.ts';

export function escapeToken(token: string | number): string {
  return String(token).replaceAll('~', '~0').replaceAll('/', '~1');
}

/** `#/a/b` from tokens, percent-encoded so it can be used as a URI fragment in a `$ref`. */
export function fragment(tokens: readonly (string | number)[]): string {
  return `#/${tokens.map((t) => encodeURIComponent(escapeToken(t))).join('/')}`;
}

/** Resolves a local `$ref` (`#/components/...`) in `doc`; undefined when it leads nowhere. */
export function resolveLocalRef(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const token = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    if (Array.isArray(node)) node = node[Number(token)];
    else if (isObject(node)) node = node[token];
    else return undefined;
  }
  return node;
}

/** Tokens of a local ref (`#/components/schemas/X` -> ['components', 'schemas', 'X']). */
export function refTokens(ref: string): string[] {
  return ref
    .slice(2)
    .split('/')
    .map((raw) => decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~'));
}

// JSON Pointers (RFC 6901), the one encoder and decoder of the workspace. A pointer has two written
// forms: the plain string (`/paths/~1payments/get`) and the URI fragment a `$ref` carries
// (`#/paths/~1payments/get`), in which characters outside the fragment set are percent-encoded
// (bundlers write `{id}` as `%7Bid%7D`). Decoding a fragment percent-decodes a token first and then
// unescapes `~1` and `~0`, in that order (RFC 6901 section 6).
// Redocly's `unescapePointerFragment` unescapes before percent-decoding and its `parsePointer` drops
// empty tokens (a key `""` is legal), so they do not fit here; see the package README.
// @see https://www.rfc-editor.org/rfc/rfc6901
import { safeDecode } from './urls.ts';

export type PointerToken = string | number;

/** `a/b~c` -> `a~1b~0c` */
export function encodePointerToken(token: PointerToken): string {
  return String(token).replaceAll('~', '~0').replaceAll('/', '~1');
}

/** `a~1b~0c` -> `a/b~c` */
export function decodePointerToken(token: string): string {
  return token.replaceAll('~1', '/').replaceAll('~0', '~');
}

/** The plain pointer of `tokens`: `['paths', '/a', 'get']` -> `/paths/~1a/get`. */
export function toPointer(tokens: readonly PointerToken[]): string {
  return tokens.map((t) => `/${encodePointerToken(t)}`).join('');
}

/** The `$ref` form of `tokens`, percent-encoded as a URI fragment: `#/paths/~1a~1%7Bid%7D/get`. */
export function toRef(tokens: readonly PointerToken[]): string {
  return `#${tokens.map((t) => `/${encodeURIComponent(encodePointerToken(t))}`).join('')}`;
}

/** `pointer` (either form) with `tokens` appended in the same form: `childPointer('#/paths', '/a')` -> `#/paths/~1a`. */
export function childPointer(pointer: string, ...tokens: PointerToken[]): string {
  return tokens.reduce<string>((at, t) => `${at}/${encodePointerToken(t)}`, pointer === '#/' ? '#' : pointer);
}

/**
 * The tokens of a pointer in either form: `''`, `'#'` -> `[]`; `'#/paths/~1a%7Bid%7D'` -> `['paths', '/a{id}']`.
 * Throws on text that is not a pointer (a plain pointer must start with `/`).
 */
export function parsePointer(pointer: string): string[] {
  const fragment = pointer.startsWith('#');
  const body = fragment ? pointer.slice(1) : pointer;
  if (body === '') return [];
  if (!body.startsWith('/')) throw new SyntaxError(`"${pointer}" is not a JSON pointer: expected "" or text starting with "/" (or "#/")`);
  return body
    .slice(1)
    .split('/')
    .map((raw) => decodePointerToken(fragment ? safeDecode(raw) : raw));
}

/** The value `pointer` names inside `root`; undefined when a step is missing or `pointer` is not a pointer. */
export function readPointer(root: unknown, pointer: string): unknown {
  let tokens: string[];
  try {
    tokens = parsePointer(pointer);
  } catch {
    return undefined;
  }
  let node: unknown = root;
  for (const token of tokens) {
    if (node === null || typeof node !== 'object') return undefined;
    if (!Object.hasOwn(node, token)) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

/** The component a `$ref` names in `section` (`#/components/schemas/Payment` -> `Payment`), else undefined. */
export function componentName(ref: string | undefined, section: string): string | undefined {
  if (!ref?.startsWith(`#/components/${section}/`)) return undefined;
  const tokens = parsePointer(ref);
  return tokens.length === 3 ? tokens[2] : undefined;
}

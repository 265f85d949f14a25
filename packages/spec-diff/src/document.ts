// One OpenAPI document (3.0 or 3.1) as the comparison reads it: local `$ref`s resolved with the JSON pointer of
// where each object really lives, operations of `paths` and of `webhooks` (3.1) or `x-webhooks` (3.0), and
// path-level parameters merged into each operation the way the spec says they apply.
// @see https://spec.openapis.org/oas/v3.1.0#path-item-object ("parameters ... can be overridden at the operation level")

/** A JSON object of the document. Values are `unknown` until read: `asJson` or a typeof check narrows them. */
export type Json = Record<string, unknown>;

/** An optional part of the document read as an object: `{}` when it is absent (or not an object), as `?? {}` would. */
export const asJson = (value: unknown): Json => (value !== null && typeof value === 'object' ? (value as Json) : {});

export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** A JSON value together with the pointer (`#/...`) where it sits in its document. */
export interface Located<T = Json> {
  node: T;
  ptr: string;
}

export const escapePointer = (token: string): string => token.replace(/~/g, '~0').replace(/\//g, '~1');
export const child = (ptr: string, ...tokens: (string | number)[]): string =>
  tokens.reduce<string>((at, t) => `${at}/${escapePointer(String(t))}`, ptr);

// Bundlers percent-encode `{` and `}` of path keys inside refs; a stray `%` is kept as written.
function safeDecode(token: string): string {
  try {
    return decodeURIComponent(token);
  } catch {
    return token;
  }
}

export interface Operation {
  /** `POST /checkouts` or `POST checkout.created` for a webhook. */
  key: string;
  /** Matches operations across versions: path parameters renamed (`{id}` to `{payment_id}`) still match. */
  matchKey: string;
  method: string;
  path: string;
  webhook: boolean;
  op: Located;
  /** Path-level and operation-level parameters, resolved, operation-level winning. */
  parameters: Located[];
}

export class OpenApiDocument {
  readonly raw: Json;
  /** 3.0 marks null with `nullable: true` and exclusive bounds with booleans; 3.1 uses JSON Schema 2020-12. */
  readonly isOas30: boolean;

  constructor(raw: Json) {
    this.raw = raw;
    this.isOas30 = typeof raw.openapi === 'string' && raw.openapi.startsWith('3.0');
  }

  /** The object at a local pointer, or undefined when the pointer leads nowhere. */
  at(ptr: string): unknown {
    if (ptr === '#' || ptr === '') return this.raw;
    if (!ptr.startsWith('#/')) return undefined;
    let node: unknown = this.raw;
    for (const token of ptr.slice(2).split('/')) {
      const key = safeDecode(token).replace(/~1/g, '/').replace(/~0/g, '~');
      if (!node || typeof node !== 'object') return undefined;
      node = (node as Json)[key];
    }
    return node;
  }

  /** Follows `$ref` chains (local refs only: the gate reads bundled documents). Stops on a cycle. */
  resolve(loc: Located<unknown>): Located {
    let current = loc as Located;
    const seen = new Set<string>();
    while (current.node && typeof current.node === 'object' && typeof current.node.$ref === 'string') {
      const ref: string = current.node.$ref;
      if (seen.has(ref)) break;
      seen.add(ref);
      const target = this.at(ref);
      if (target === undefined) break;
      current = { node: target as Json, ptr: ref };
    }
    return current.node && typeof current.node === 'object' ? current : { node: {}, ptr: current.ptr };
  }

  operations(): Map<string, Operation> {
    const found = new Map<string, Operation>();
    const webhooks = this.raw.webhooks ?? this.raw['x-webhooks'];
    const webhooksPtr = this.raw.webhooks ? '#/webhooks' : '#/x-webhooks';
    const sections: [unknown, string, boolean][] = [
      [this.raw.paths, '#/paths', false],
      [webhooks, webhooksPtr, true],
    ];
    for (const [section, sectionPtr, webhook] of sections) {
      for (const [path, rawItem] of Object.entries(asJson(section))) {
        const item = this.resolve({ node: rawItem, ptr: child(sectionPtr, path) });
        const shared = this.parameterList(item.node.parameters, child(item.ptr, 'parameters'));
        for (const method of METHODS) {
          if (!item.node[method] || typeof item.node[method] !== 'object') continue;
          const op = { node: item.node[method] as Json, ptr: child(item.ptr, method) };
          const own = this.parameterList(op.node.parameters, child(op.ptr, 'parameters'));
          const byKey = new Map<string, Located>();
          for (const p of [...shared, ...own]) byKey.set(`${p.node.in}:${p.node.name}`, p);
          const key = `${method.toUpperCase()} ${path}`;
          const matchKey = `${webhook ? 'webhook' : 'path'} ${method.toUpperCase()} ${path.replace(/\{[^}]*\}/g, '{}')}`;
          found.set(matchKey, { key, matchKey, method, path, webhook, op, parameters: [...byKey.values()] });
        }
      }
    }
    return found;
  }

  private parameterList(list: unknown, ptr: string): Located[] {
    if (!Array.isArray(list)) return [];
    return list.map((p, i) => this.resolve({ node: p, ptr: child(ptr, i) })).filter((p) => p.node.name && p.node.in);
  }
}

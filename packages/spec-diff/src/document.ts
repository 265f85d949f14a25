// One OpenAPI document (3.0 or 3.1) as the comparison reads it: local `$ref`s resolved with the JSON pointer of
// where each object really lives, operations of `paths` and of `webhooks` (3.1) or `x-webhooks` (3.0), and
// path-level parameters merged into each operation the way the spec says they apply.
// @see https://spec.openapis.org/oas/v3.1.0#path-item-object ("parameters ... can be overridden at the operation level")
// Pointers, $ref resolution and the walk come from @paydocs/spec-access, as everywhere in the workspace.
import { SpecAccessError, childPointer, isObject, isRef, resolveLocated, walkOperations } from '@paydocs/spec-access';

/** A JSON object of the document. Values are `unknown` until read: `asJson` or a typeof check narrows them. */
export type Json = Record<string, unknown>;

/** An optional part of the document read as an object: `{}` when it is absent (or not an object), as `?? {}` would. */
export const asJson = (value: unknown): Json => (value !== null && typeof value === 'object' ? (value as Json) : {});

/** A JSON value together with the pointer (`#/...`) where it sits in its document. */
export interface Located<T = Json> {
  node: T;
  ptr: string;
}

/** `ptr` with `tokens` appended, each escaped (the one encoder, in @paydocs/spec-access). */
export { childPointer as child };

export interface Operation {
  /** `POST /checkouts`, or `webhook checkout.created`: how findings and the changelog name it. */
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
  // 3.0 and 3.1 need no flag: schema-view.ts reads 3.0's `nullable` and boolean exclusive bounds wherever they appear.
  readonly raw: Json;

  constructor(raw: Json) {
    this.raw = raw;
  }

  /**
   * Follows `$ref` chains by the workspace's one rule (siblings override the target). The gate compares
   * whatever it is given, so a ref that leads nowhere or loops reads as an empty object at that ref
   * rather than stopping the comparison.
   */
  resolve(loc: Located<unknown>): Located {
    if (!isObject(loc.node)) return { node: {}, ptr: loc.ptr };
    try {
      const found = resolveLocated(this.raw, { node: loc.node, pointer: loc.ptr });
      return { node: found.node, ptr: found.pointer };
    } catch (error) {
      if (!(error instanceof SpecAccessError)) throw error;
      return { node: {}, ptr: isRef(loc.node) ? loc.node.$ref : loc.ptr };
    }
  }

  operations(): Map<string, Operation> {
    const found = new Map<string, Operation>();
    for (const walked of walkOperations(this.raw)) {
      const webhook = walked.kind === 'webhook';
      const { method, path } = walked;
      const key = webhook ? `webhook ${path}` : `${method.toUpperCase()} ${path}`;
      const matchKey = `${webhook ? 'webhook' : 'path'} ${method.toUpperCase()} ${path.replace(/\{[^}]*\}/g, '{}')}`;
      const parameters = walked.parameters.filter((p) => p.node.name && p.node.in).map((p) => ({ node: p.node, ptr: p.pointer }));
      found.set(matchKey, { key, matchKey, method, path, webhook, op: { node: walked.operation, ptr: walked.pointer }, parameters });
    }
    return found;
  }
}

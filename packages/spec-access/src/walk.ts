// Every operation of `paths` and every webhook (`webhooks` in 3.1, `x-webhooks` in 3.0), in the
// order the document lists them, with the Path Item's parameters merged in by the one rule OpenAPI
// gives: an operation-level parameter replaces a path-level one with the same `in` and `name`
// (keeping the path-level one's place in the list).
// @see https://spec.openapis.org/oas/v3.1.0#path-item-object ("can be overridden at the operation level")
import { isHttpMethod, type HttpMethod } from './methods.ts';
import { childPointer } from './pointer.ts';
import type { Bundled, OperationObject, ParameterObject, PathItemObject, ServerObject, SpecDocument } from './openapi.ts';
import { isObject, resolveLocated, type Located } from './ref.ts';

export interface WalkedOperation {
  kind: 'operation' | 'webhook';
  method: HttpMethod;
  /** The URL path template, or the event name of a webhook. */
  path: string;
  /** Where the operation object lives (`#/paths/~1payments/get`, or the component a Path Item `$ref` names). */
  pointer: string;
  operationId: string | undefined;
  /** The operation object as written (its `parameters` unmerged). */
  operation: Bundled<OperationObject>;
  /** The Path Item, its `$ref` followed. */
  pathItem: Located<Bundled<PathItemObject>>;
  /** Path-level and operation-level parameters, each resolved, the operation's winning on `in` + `name`. */
  parameters: Located<Bundled<ParameterObject>>[];
  /** The servers that apply: the operation's, else the Path Item's, else the document's (`[]` when none). */
  servers: Bundled<ServerObject>[];
}

// @see https://spec.openapis.org/oas/v3.1.0#fixed-fields-7 (an operation's `servers` overrides the Path Item's and the root's)
const serverList = (...lists: (ServerObject[] | undefined)[]) => (lists.find(Array.isArray) ?? []) as Bundled<ServerObject>[];

/** The path part of a server URL, variables kept: `https://{api_host}/v1/` -> `/v1`, `v1` -> `/v1`, a bare host -> ``. */
export function serverBasePath(url: string): string {
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').replace(/\/$/, '');
  return path.startsWith('/') || path === '' ? path : `/${path}`;
}

function parameterList(doc: unknown, list: unknown, pointer: string): Located<Bundled<ParameterObject>>[] {
  if (!Array.isArray(list)) return [];
  return list.map((p, i) => resolveLocated<Bundled<ParameterObject>>(doc, { node: p, pointer: childPointer(pointer, i) }));
}

/** Merges path-level and operation-level parameters (see the file comment). */
export function mergeParameters<P extends Located<ParameterObject>>(pathLevel: P[], operationLevel: P[]): P[] {
  const byKey = new Map<string, P>();
  for (const p of [...pathLevel, ...operationLevel]) byKey.set(`${p.node.in}:${p.node.name}`, p);
  return [...byKey.values()];
}

export function walkOperations(doc: SpecDocument): WalkedOperation[] {
  const out: WalkedOperation[] = [];
  const webhooksKey = isObject(doc.webhooks) ? 'webhooks' : 'x-webhooks';
  const sections = [
    ['operation', 'paths'],
    ['webhook', webhooksKey],
  ] as const;
  for (const [kind, key] of sections) {
    const items = doc[key];
    if (!isObject(items)) continue;
    for (const [path, rawItem] of Object.entries(items)) {
      if (!isObject(rawItem)) continue;
      const pathItem = resolveLocated<Bundled<PathItemObject>>(doc, { node: rawItem, pointer: childPointer(`#/${key}`, path) });
      const shared = parameterList(doc, pathItem.node.parameters, childPointer(pathItem.pointer, 'parameters'));
      for (const method of Object.keys(pathItem.node).filter(isHttpMethod)) {
        const operation = pathItem.node[method] as Bundled<OperationObject> | undefined;
        if (!isObject(operation)) continue;
        const pointer = childPointer(pathItem.pointer, method);
        const own = parameterList(doc, operation.parameters, childPointer(pointer, 'parameters'));
        out.push({
          kind,
          method,
          path,
          pointer,
          operationId: typeof operation.operationId === 'string' ? operation.operationId : undefined,
          operation,
          pathItem,
          parameters: mergeParameters(shared, own),
          servers: serverList(operation.servers, pathItem.node.servers, doc.servers),
        });
      }
    }
  }
  return out;
}

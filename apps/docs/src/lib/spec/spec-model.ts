// One read-only view over the bundled spec: $ref resolution and lookups by name. Components and
// the Markdown renderers take their data only from here, so nothing about the API is written twice.
import { operationAnchor, webhookAnchor } from './anchors.ts';
import { readPointer } from './json-pointer.ts';
import {
  HTTP_METHODS,
  type HttpMethod,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type PathItemObject,
  type SchemaObject,
} from './types.ts';

export interface OperationEntry {
  kind: 'operation' | 'webhook';
  /** operationId; for a webhook without one, its event name. */
  id: string;
  method: HttpMethod;
  /** URL path, or the event name for a webhook. */
  path: string;
  tag: string | undefined;
  anchor: string;
  /** The operation with path-level parameters merged in and parameter $refs resolved. */
  operation: OperationObject;
}

export interface SpecModel {
  doc: OpenApiDocument;
  /** Follows a local `$ref` (repeatedly); sibling keys such as `description` override the target's. */
  resolve<T extends object>(node: T & { $ref?: string }): T;
  /** Component name of a `#/components/schemas/<Name>` reference, else undefined. */
  schemaRefName(schema: SchemaObject | undefined): string | undefined;
  getSchema(name: string): SchemaObject;
  hasSchema(name: string): boolean;
  getOperation(id: string): OperationEntry;
  hasOperation(id: string): boolean;
  operations(): OperationEntry[];
  webhooks(): OperationEntry[];
  operationsByTag(tag: string): OperationEntry[];
  tags(): { name: string; description?: string }[];
}

const SCHEMA_REF_PREFIX = '#/components/schemas/';

export class SpecLookupError extends Error {
  override name = 'SpecLookupError';
}

export function createSpecModel(doc: OpenApiDocument, source = 'spec/dist/openapi.json'): SpecModel {
  const resolve = <T extends object>(node: T & { $ref?: string }): T => {
    let current: Record<string, unknown> = node as Record<string, unknown>;
    const seen = new Set<string>();
    while (typeof current.$ref === 'string') {
      const ref = current.$ref;
      if (!ref.startsWith('#')) {
        throw new SpecLookupError(`${source}: external $ref "${ref}" was not bundled; expected only local "#/..." references.`);
      }
      if (seen.has(ref)) throw new SpecLookupError(`${source}: circular $ref "${ref}".`);
      seen.add(ref);
      const target = readPointer(doc, ref);
      if (target === undefined || target === null || typeof target !== 'object') {
        throw new SpecLookupError(`${source}: $ref "${ref}" points to nothing.`);
      }
      const { $ref: _ignored, ...siblings } = current;
      current = { ...(target as Record<string, unknown>), ...siblings };
    }
    return current as T;
  };

  const schemas = doc.components?.schemas ?? {};
  const entries = collectEntries(doc, resolve);
  const byId = new Map<string, OperationEntry>();
  for (const entry of entries) {
    const previous = byId.get(entry.id);
    if (previous) {
      throw new SpecLookupError(
        `${source}: operationId "${entry.id}" is used by both ${previous.method.toUpperCase()} ${previous.path} and ${entry.method.toUpperCase()} ${entry.path}.`,
      );
    }
    byId.set(entry.id, entry);
    // Webhooks are also reachable by their event name, which is how guides think of them.
    if (entry.kind === 'webhook' && entry.path !== entry.id && !byId.has(entry.path)) byId.set(entry.path, entry);
  }

  return {
    doc,
    resolve,
    schemaRefName(schema) {
      const ref = schema?.$ref;
      return ref?.startsWith(SCHEMA_REF_PREFIX) ? decodeURIComponent(ref.slice(SCHEMA_REF_PREFIX.length)) : undefined;
    },
    hasSchema: (name) => Object.hasOwn(schemas, name),
    getSchema(name) {
      const schema = schemas[name];
      if (!schema) {
        throw new SpecLookupError(
          `${source}: no schema "${name}" at #/components/schemas/${name}. Known schemas: ${Object.keys(schemas).sort().join(', ') || '(none)'}.`,
        );
      }
      return resolve(schema);
    },
    hasOperation: (id) => byId.has(id),
    getOperation(id) {
      const entry = byId.get(id);
      if (!entry) {
        throw new SpecLookupError(
          `${source}: no operation or webhook with operationId "${id}". Known ids: ${[...byId.keys()].sort().join(', ') || '(none)'}.`,
        );
      }
      return entry;
    },
    operations: () => entries.filter((e) => e.kind === 'operation'),
    webhooks: () => entries.filter((e) => e.kind === 'webhook'),
    operationsByTag(tag) {
      if (!(doc.tags ?? []).some((t) => t.name === tag)) {
        throw new SpecLookupError(
          `${source}: no tag "${tag}" in the root \`tags\`. Known tags: ${(doc.tags ?? []).map((t) => t.name).join(', ')}.`,
        );
      }
      return entries.filter((e) => e.kind === 'operation' && e.tag === tag);
    },
    tags: () => doc.tags ?? [],
  };
}

function collectEntries(doc: OpenApiDocument, resolve: SpecModel['resolve']): OperationEntry[] {
  const out: OperationEntry[] = [];
  const visit = (kind: OperationEntry['kind'], items: Record<string, PathItemObject> | undefined) => {
    for (const [path, rawItem] of Object.entries(items ?? {})) {
      const item = resolve(rawItem);
      // Methods in the order the spec lists them, which is the order authors chose to present.
      const methods = Object.keys(item).filter((k): k is HttpMethod => (HTTP_METHODS as readonly string[]).includes(k));
      for (const method of methods) {
        const op = item[method];
        if (!op) continue;
        const id = op.operationId ?? (kind === 'webhook' ? path : `${method}${path}`);
        out.push({
          kind,
          id,
          method,
          path,
          tag: op.tags?.[0],
          anchor: kind === 'webhook' ? webhookAnchor(path) : operationAnchor(id),
          operation: { ...op, parameters: mergeParameters(item.parameters, op.parameters, resolve) },
        });
      }
    }
  };
  visit('operation', doc.paths);
  visit('webhook', doc.webhooks);
  return out;
}

// Operation-level parameters override path-level ones with the same name and location.
// @see https://spec.openapis.org/oas/v3.1.0#fixed-fields-7 (Path Item `parameters`)
function mergeParameters(
  pathLevel: ParameterObject[] | undefined,
  opLevel: ParameterObject[] | undefined,
  resolve: SpecModel['resolve'],
): ParameterObject[] {
  const merged = new Map<string, ParameterObject>();
  const prefix = '#/components/parameters/';
  for (const raw of [...(pathLevel ?? []), ...(opLevel ?? [])]) {
    const p = resolve(raw);
    // Remember a shared parameter's component name, so pages can describe it once and link to it.
    const component = raw.$ref?.startsWith(prefix) ? decodeURIComponent(raw.$ref.slice(prefix.length)) : undefined;
    merged.set(`${p.in}:${p.name}`, component ? { ...p, component } : p);
  }
  return [...merged.values()];
}

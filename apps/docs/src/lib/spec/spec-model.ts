// One read-only view over the bundled spec: $ref resolution, lookups by name and the URL of every
// reference anchor. Components and the Markdown renderers take their data only from here, so nothing
// about the API is written twice. Pointers, $ref resolution and the walk over operations and webhooks
// are @paydocs/spec-access's, the workspace's one set of rules.
import { type JsonObject, operationById, operationsOf, resolve as resolveNode, type WalkedOperation, withBase } from '@paydocs/spec-access';
import { API_SPEC_PATH, operationAnchor, webhookAnchor } from './anchors.ts';
import type { HttpMethod, OpenApiDocument, OperationObject, ParameterObject, SchemaObject } from './types.ts';

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
  /** The servers that apply to it (operation, else path item, else document). */
  servers: { url: string; description?: string }[];
}

export interface SpecModel {
  doc: OpenApiDocument;
  /** The site's base (`/`, `/docs/`) the hrefs carry. */
  base: string;
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
  /** The URL of a reference anchor (`operation/createCheckout`), the site's base included. */
  href(anchor: string): string;
  /** The same without the base (`/api-spec#operation/createCheckout`), for renderers that add it themselves. */
  sitePath(anchor: string): string;
  /** `#anchor` when the anchor is on `currentPath` (a reference page, base excluded), else `href(anchor)`. */
  refHref(anchor: string, currentPath: string): string;
  /** Releases that changed an operation (`POST /payments`) or webhook (`webhook payment.created`), newest first. */
  changedIn(key: string): string[];
}

export interface SpecModelOptions {
  /** Names the document in error messages. */
  source?: string;
  /** The site's base (`/` or `/docs/`): every href starts with it. */
  base?: string;
  /**
   * Which reference page holds an anchor (the reference is split into pages: reference-pages.ts's anchorPages,
   * computed beforehand from a model without it). Without it, every anchor is on /api-spec.
   */
  pageOf?: (anchor: string) => string;
  /**
   * The releases that changed each operation (the site's changelog of this bundle), asked for on first use; none
   * without it. It never receives this model: site data flows one way, spec, then pages, then changelog.
   */
  changeHistory?: () => Map<string, string[]>;
}

const SCHEMA_REF_PREFIX = '#/components/schemas/';

/** A lookup the spec cannot answer (a broken `$ref` is @paydocs/spec-access's `SpecAccessError`). */
export class SpecLookupError extends Error {
  override name = 'SpecLookupError';
}

export function createSpecModel(doc: OpenApiDocument, options: SpecModelOptions = {}): SpecModel {
  const { source = 'spec/dist/openapi.json', base = '/' } = options;
  const resolve = <T extends object>(node: T & { $ref?: string }): T => resolveNode(doc, node, { source });

  const schemas = doc.components?.schemas ?? {};
  // The one walk and the one operation index are spec-access's (a webhook is also found by its event name).
  const raw = doc as unknown as JsonObject;
  const entryOf = new Map(operationsOf(raw).map((walked) => [walked, entryFor(walked)] as const));
  const entries = [...entryOf.values()];
  const byId = (id: string) => {
    const walked = operationById(raw, id);
    return walked && entryOf.get(walked);
  };

  const pageOfAnchor = options.pageOf ?? (() => API_SPEC_PATH);
  let history: Map<string, string[]> | undefined;

  const model: SpecModel = {
    doc,
    base,
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
    hasOperation: (id) => byId(id) !== undefined,
    getOperation(id) {
      const entry = byId(id);
      if (!entry) {
        throw new SpecLookupError(
          `${source}: no operation or webhook with operationId "${id}". Known ids: ${entries
            .map((e) => e.id)
            .sort()
            .join(', ')}.`,
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
    sitePath: (anchor) => `${pageOfAnchor(anchor)}#${anchor}`,
    href: (anchor) => withBase(base, model.sitePath(anchor)),
    refHref: (anchor, currentPath) => (pageOfAnchor(anchor) === currentPath ? `#${anchor}` : model.href(anchor)),
    changedIn(key) {
      if (!options.changeHistory) return [];
      history ??= options.changeHistory();
      return history.get(key) ?? [];
    },
  };
  return model;
}

const PARAMETER_PREFIX = '#/components/parameters/';

function entryFor(walked: WalkedOperation): OperationEntry {
  const { kind, method, path } = walked;
  const op = walked.operation as OperationObject;
  const id = op.operationId ?? (kind === 'webhook' ? path : `${method}${path}`);
  // Remember a shared parameter's component name, so pages can describe it once and link to it.
  const parameters = walked.parameters.map(({ node, ref }) => {
    const component = ref?.startsWith(PARAMETER_PREFIX) ? decodeURIComponent(ref.slice(PARAMETER_PREFIX.length)) : undefined;
    return (component ? { ...node, component } : node) as unknown as ParameterObject;
  });
  return {
    kind,
    id,
    method: method as HttpMethod,
    path,
    tag: op.tags?.[0],
    anchor: kind === 'webhook' ? webhookAnchor(path) : operationAnchor(id),
    operation: { ...op, parameters },
    servers: walked.servers as unknown as OperationEntry['servers'],
  };
}

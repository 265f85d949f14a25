// One read-only view over the bundled spec for the site: lookups by name that fail naming what exists, and the URL of
// every reference anchor. Components and the Markdown renderers take their data only from here, so nothing about the
// API is written twice. The document's types, `$ref` resolution and the walk over operations and webhooks are
// @paydocs/spec-access's, the workspace's one typed model.
import {
  componentName,
  operationById,
  operationsOf,
  resolve as resolveNode,
  withBase,
  type Bundled,
  type OpenAPIObject,
  type ReferenceObject,
  type SchemaObject,
  type WalkedOperation,
} from '@paydocs/spec-access';
import { API_SPEC_PATH, operationAnchor, webhookAnchor } from './anchors.ts';

/** An operation or webhook as the site shows it: spec-access's walk, with its id, first tag and anchor. */
export interface OperationEntry extends WalkedOperation {
  /** operationId; for a webhook without one, its event name. */
  id: string;
  tag: string | undefined;
  anchor: string;
}

export interface SpecModel {
  /** The document: typed, and being JSON, readable by packages that take a plain JSON object. */
  doc: Bundled<OpenAPIObject>;
  /** The site's base (`/`, `/docs/`) the hrefs carry. */
  base: string;
  /** Follows a local `$ref` (repeatedly); sibling keys such as `description` override the target's. */
  resolve<T extends object>(node: T | ReferenceObject): T;
  /** Component name of a `#/components/schemas/<Name>` reference, else undefined. */
  schemaRefName(schema: SchemaObject | ReferenceObject | undefined): string | undefined;
  getSchema(name: string): SchemaObject;
  hasSchema(name: string): boolean;
  getOperation(id: string): OperationEntry;
  hasOperation(id: string): boolean;
  operations(): OperationEntry[];
  webhooks(): OperationEntry[];
  operationsByTag(tag: string): OperationEntry[];
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

/** A lookup the spec cannot answer (a broken `$ref` is @paydocs/spec-access's `SpecAccessError`). */
export class SpecLookupError extends Error {
  override name = 'SpecLookupError';
}

export function createSpecModel(doc: OpenAPIObject, options: SpecModelOptions = {}): SpecModel {
  const { source = 'spec/dist/openapi.json', base = '/' } = options;
  const resolve = <T extends object>(node: T | ReferenceObject): T => resolveNode<T>(doc, node, { source });
  const schemas = doc.components?.schemas ?? {};
  const entryOf = new Map(operationsOf(doc).map((walked) => [walked, entryFor(walked)] as const));
  const entries = [...entryOf.values()];
  // The one operation index is spec-access's (a webhook is also found by its event name).
  const byId = (id: string) => entryOf.get(operationById(doc, id)!);
  const known = (what: string, names: string[]) => `Known ${what}: ${names.sort().join(', ') || '(none)'}.`;
  const pageOfAnchor = options.pageOf ?? (() => API_SPEC_PATH);
  let history: Map<string, string[]> | undefined;

  const model: SpecModel = {
    doc: doc as Bundled<OpenAPIObject>,
    base,
    resolve,
    schemaRefName: (schema) => componentName(schema?.$ref, 'schemas'),
    hasSchema: (name) => Object.hasOwn(schemas, name),
    getSchema(name) {
      if (!model.hasSchema(name)) {
        throw new SpecLookupError(
          `${source}: no schema "${name}" at #/components/schemas/${name}. ${known('schemas', Object.keys(schemas))}`,
        );
      }
      return resolve(schemas[name]!);
    },
    hasOperation: (id) => byId(id) !== undefined,
    getOperation(id) {
      const entry = byId(id);
      if (!entry) {
        throw new SpecLookupError(
          `${source}: no operation or webhook with operationId "${id}". ${known(
            'ids',
            entries.map((e) => e.id),
          )}`,
        );
      }
      return entry;
    },
    operations: () => entries.filter((e) => e.kind === 'operation'),
    webhooks: () => entries.filter((e) => e.kind === 'webhook'),
    operationsByTag(tag) {
      if (!(doc.tags ?? []).some((t) => t.name === tag)) {
        throw new SpecLookupError(
          `${source}: no tag "${tag}" in the root \`tags\`. ${known(
            'tags',
            (doc.tags ?? []).map((t) => t.name),
          )}`,
        );
      }
      return entries.filter((e) => e.kind === 'operation' && e.tag === tag);
    },
    sitePath: (anchor) => `${pageOfAnchor(anchor)}#${anchor}`,
    href: (anchor) => withBase(base, model.sitePath(anchor)),
    refHref: (anchor, currentPath) => (pageOfAnchor(anchor) === currentPath ? `#${anchor}` : model.href(anchor)),
    changedIn(key) {
      history ??= options.changeHistory?.() ?? new Map();
      return history.get(key) ?? [];
    },
  };
  return model;
}

function entryFor(walked: WalkedOperation): OperationEntry {
  const { kind, method, path, operationId } = walked;
  const id = operationId ?? (kind === 'webhook' ? path : `${method}${path}`);
  return { ...walked, id, tag: walked.operation.tags?.[0], anchor: kind === 'webhook' ? webhookAnchor(path) : operationAnchor(id) };
}

// One read-only view over the bundled spec for the site: lookups by name that fail naming what exists, and the URL of
// every reference anchor. Components and the Markdown renderers take their data only from here, so nothing about the
// API is written twice. The document's types, `$ref` resolution and the walk over operations and webhooks are
// @paydocs/spec-access's, the workspace's one typed model.
import {
  componentName,
  operationById,
  matchOperation,
  operationsOf,
  resolve as resolveNode,
  withBase,
  type Bundled,
  type MediaTypeObject,
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
  /** How the changelog names it (@paydocs/spec-diff's subject key): `POST /payments`, `webhook payment.created`. */
  changeKey: string;
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

/** The site's model of a bundled document (see the file comment). */
export type SpecModel = ReturnType<typeof createSpecModel>;

export function createSpecModel(doc: OpenAPIObject, options: SpecModelOptions = {}) {
  const { source = 'spec/dist/openapi.json', base = '/' } = options;
  const schemas = doc.components?.schemas ?? {};
  const entryOf = new Map(operationsOf(doc).map((walked) => [walked, entryFor(walked)] as const));
  const entries = [...entryOf.values()];
  const known = (what: string, names: string[]) => `Known ${what}: ${names.sort().join(', ') || '(none)'}.`;
  const pageOfAnchor = options.pageOf ?? (() => API_SPEC_PATH);
  const hasSchema = (name: string) => Object.hasOwn(schemas, name);
  /** The entry of an operation or webhook by operationId or event name (spec-access's one index), or undefined. */
  const entry = (id: string) => entryOf.get(operationById(doc, id)!);
  const sitePath = (anchor: string) => `${pageOfAnchor(anchor)}#${anchor}`;
  const href = (anchor: string) => withBase(base, sitePath(anchor));
  const resolve = <T extends object>(node: T | ReferenceObject): T => resolveNode<T>(doc, node);
  let history: Map<string, string[]> | undefined;

  return {
    /** The document: typed, and being JSON, readable by packages that take a plain JSON object. */
    doc: doc as Bundled<OpenAPIObject>,
    /** The site's base (`/`, `/docs/`) the hrefs carry. */
    base,
    /** Follows a local `$ref` (repeatedly); sibling keys such as `description` override the target's. */
    resolve,
    /** Component name of a `#/components/schemas/<Name>` reference, else undefined. */
    schemaRefName: (schema: SchemaObject | ReferenceObject | undefined) => componentName(schema?.$ref, 'schemas'),
    hasSchema,
    getSchema(name: string): SchemaObject {
      if (!hasSchema(name)) {
        throw new SpecLookupError(
          `${source}: no schema "${name}" at #/components/schemas/${name}. ${known('schemas', Object.keys(schemas))}`,
        );
      }
      return resolve(schemas[name]!);
    },
    entry,
    getOperation(id: string): OperationEntry {
      const found = entry(id);
      if (!found) {
        throw new SpecLookupError(
          `${source}: no operation or webhook with operationId "${id}". ${known(
            'ids',
            entries.map((e) => e.id),
          )}`,
        );
      }
      return found;
    },
    /** The operation `METHOD target` calls (spec-access's one matcher: the template, the path as sent, a URL), or undefined. */
    operationAt(method: string, target: string): OperationEntry | undefined {
      const found = matchOperation(doc, method, target);
      return 'error' in found ? undefined : entryOf.get(found.operation);
    },
    /** An operation's request body, `$ref` followed, with its first media type (the spec lists one per body). */
    requestBody({ operation }: OperationEntry): { required: boolean; contentType: string; media: MediaTypeObject } | undefined {
      const body = operation.requestBody ? resolve(operation.requestBody) : undefined;
      const [contentType, media] = Object.entries(body?.content ?? {})[0] ?? [];
      return contentType && media ? { required: Boolean(body?.required), contentType, media } : undefined;
    },
    /** Every operation, then every webhook, in spec order. */
    entries: () => entries,
    operations: () => entries.filter((e) => e.kind === 'operation'),
    webhooks: () => entries.filter((e) => e.kind === 'webhook'),
    operationsByTag(tag: string): OperationEntry[] {
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
    /** The URL of a reference anchor (`operation/createCheckout`), the site's base included. */
    href,
    /** The same without the base (`/api-spec#operation/createCheckout`), for renderers that add it themselves. */
    sitePath,
    /** `#anchor` when the anchor is on `currentPath` (a reference page, base excluded), else `href(anchor)`. */
    refHref: (anchor: string, currentPath: string) => (pageOfAnchor(anchor) === currentPath ? `#${anchor}` : href(anchor)),
    /** Releases that changed an operation (`POST /payments`) or webhook (`webhook payment.created`), newest first. */
    changedIn(key: string): string[] {
      history ??= options.changeHistory?.() ?? new Map();
      return history.get(key) ?? [];
    },
  };
}

function entryFor(walked: WalkedOperation): OperationEntry {
  const { kind, method, path, operationId } = walked;
  const webhook = kind === 'webhook';
  const id = operationId ?? (webhook ? path : `${method}${path}`);
  const changeKey = webhook ? `webhook ${path}` : `${method.toUpperCase()} ${path}`;
  return { ...walked, id, tag: walked.operation.tags?.[0], anchor: webhook ? webhookAnchor(path) : operationAnchor(id), changeKey };
}

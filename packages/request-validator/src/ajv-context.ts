// One Ajv 2020-12 instance per bundled document: the document is registered once per direction view under its own
// URI and each schema compiled as a `$ref` into it, so `#/components/...` refs resolve as in the spec; and
// validateExample, one value against a component schema or an operation's body.
import { _, str, type ErrorObject, type ValidateFunction } from 'ajv';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { directionView, FORBIDDEN } from './direction-views.ts';
import { resolveTarget, type ExampleTarget } from './resolve-target.ts';
import { isObject, type Direction, type ExampleError, type JsonObject, type ValidationResult } from './types.ts';

// Both packages are CommonJS with `exports.default`; under Node's ESM loader the default import is
// `module.exports`, so take `.default` explicitly (it exists at runtime and in the types).
const Ajv2020 = Ajv2020Module.default;
const addFormats = addFormatsModule.default;

/** The URI the document is registered under; standalone.ts names its wrapper schemas below it. */
export const AJV_BASE = 'https://paydocs.invalid/openapi';
const DIRECTIONS: Direction[] = ['neutral', 'request', 'response'];

// OpenAPI's own schema keywords beside JSON Schema 2020-12 (annotations for validation purposes).
// @see https://spec.openapis.org/oas/v3.1.0#fixed-fields-20
const OPENAPI_KEYWORDS = ['discriminator', 'xml', 'externalDocs', 'example'];
// The document itself is the schema resource the refs point into, so Ajv sees its top-level
// fields (openapi, info, paths, components, ...) as keywords of the resource root.
const DOCUMENT_FIELDS = ['openapi', 'info', 'jsonSchemaDialect', 'servers', 'paths', 'webhooks', 'components', 'security', 'tags'];

export interface AjvContext {
  /** Validates `value` against the schema at `schema` (a fragment of the bundled document). */
  validate(direction: Direction, schema: string, value: unknown): ExampleError[];
}

/** Every `x-` key used anywhere in the document, so strict mode accepts them and nothing else. */
function extensionKeys(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) extensionKeys(item, found);
  } else if (isObject(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('x-')) found.add(key);
      else extensionKeys(value, found);
    }
  }
  return found;
}

function describe(error: ErrorObject): string {
  const params = Object.entries(error.params ?? {})
    .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
    .join(', ');
  return params ? `${error.message ?? error.keyword} (${params})` : (error.message ?? error.keyword);
}

/** The schema id a schema fragment of the bundled document is compiled under (`{$ref: ...}`) for a direction. */
export function schemaRef(direction: Direction, schema: string): string {
  return `${AJV_BASE}/${direction}.json${schema}`;
}

/**
 * The configured Ajv instance of a bundled document: options, formats, the OpenAPI and `x-` keywords, FORBIDDEN,
 * and the three direction views. `code` is passed through (`{ source: true }` for standalone code that
 * runs where `new Function` may not, such as a page or worker under a strict Content-Security-Policy).
 */
export function createAjv(doc: JsonObject, code?: { source: boolean }) {
  // strictSchema stays on: a misspelled keyword (`minLenght`) or an unknown format is reported
  // instead of silently validating nothing. Type/tuple/required strictness is off because
  // allOf compositions (the response envelope) legitimately split those across subschemas.
  const ajv = new Ajv2020({
    allErrors: true,
    strictSchema: true,
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
    validateSchema: false,
    logger: false,
    ...(code ? { code } : {}),
  });
  addFormats(ajv);
  const known = new Set([...OPENAPI_KEYWORDS, ...DOCUMENT_FIELDS, ...extensionKeys(doc)]);
  known.delete(FORBIDDEN);
  ajv.addVocabulary([...known]);
  ajv.addKeyword({
    keyword: FORBIDDEN,
    schemaType: 'string',
    // Generated code (not a `validate` function), so standalone code can carry it.
    error: { message: ({ schema }) => str`must not be present: ${schema}` },
    code(cxt) {
      cxt.fail(_`true`);
    },
  });
  for (const direction of DIRECTIONS) ajv.addSchema(directionView(doc, direction), `${AJV_BASE}/${direction}.json`);
  return ajv;
}

/** The errors of one validate function as ExampleErrors (a missing or unexpected property named). */
function errorsOf(fn: ValidateFunction, value: unknown): ExampleError[] {
  if (fn(value)) return [];
  return (fn.errors ?? []).map((error) => {
    const params = error.params as { missingProperty?: unknown; additionalProperty?: unknown };
    const property = params?.missingProperty ?? params?.additionalProperty;
    return {
      pointer: error.instancePath,
      message: describe(error),
      keyword: error.keyword,
      ...(typeof property === 'string' ? { property } : {}),
    };
  });
}

const contexts = new WeakMap<object, AjvContext>();

/** The document's one Ajv context, compiled schemas cached with it (or the one useAjvContext gave). */
export function contextFor(doc: JsonObject): AjvContext {
  if (!contexts.has(doc)) contexts.set(doc, createAjvContext(doc));
  return contexts.get(doc)!;
}

/** An AjvContext over a lookup of each schema id's validate function, or the sentence saying why there is none. */
export const contextOf = (find: (ref: string, schema: string) => ValidateFunction | string): AjvContext => ({
  validate(direction, schema, value) {
    const fn = find(schemaRef(direction, schema), schema);
    return typeof fn === 'string' ? [{ pointer: '', message: fn }] : errorsOf(fn, value);
  },
});

/** Compiles each schema on first use and keeps the function, or why it cannot be compiled. */
function createAjvContext(doc: JsonObject): AjvContext {
  const ajv = createAjv(doc);
  const compiled = new Map<string, ValidateFunction | string>();
  return contextOf((ref, schema) => {
    if (!compiled.has(ref))
      try {
        compiled.set(ref, ajv.compile({ $ref: ref }));
      } catch (error) {
        compiled.set(ref, `the schema at ${schema} cannot be compiled: ${(error as Error).message}`);
      }
    return compiled.get(ref)!;
  });
}

/**
 * Validates `value` against a component schema (`{schema: 'Payment'}`) or an operation's request
 * or response body (`{operation: 'createCheckout', part: 'response', status: '201'}`; operationIds
 * of paths and webhooks) of the bundled document `spec`.
 * Throws when the schema, operation, body or status does not exist.
 */
export function validateExample(target: ExampleTarget, value: unknown, spec: object): ValidationResult {
  const doc = spec as JsonObject;
  const resolved = resolveTarget(doc, target);
  const errors = contextFor(doc).validate(resolved.direction, resolved.schema, value);
  return { valid: errors.length === 0, errors };
}

/** Validates the examples and requests of `spec` with `context` (a precompiled one, where `new Function` is not allowed). */
export function useAjvContext(spec: JsonObject, context: AjvContext): void {
  contexts.set(spec, context);
}

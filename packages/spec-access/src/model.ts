// The questions every reader of a bundled spec asks, answered once each: an operation by id (the index is match.ts's),
// its success response, the example of a media type, a schema with its `allOf` flattened, and the server URL and
// base path of an operation. Browser-safe: the mock's Service Worker and the site's islands use it.
// @see https://spec.openapis.org/oas/v3.1.0#responses-object
import { operationById } from './match.ts';
import type {
  MediaTypeObject,
  OperationObject,
  ParameterObject,
  ReferenceObject,
  ResponseObject,
  SchemaObject,
  SecurityRequirementObject,
  SpecDocument,
} from './openapi.ts';
import { SpecAccessError, isObject, resolve } from './ref.ts';
import { serverBasePath, type WalkedOperation } from './walk.ts';

/** The operation or webhook `id` names (an operationId, or a webhook's event name); throws naming the id. */
export function requireOperation(doc: SpecDocument, id: string): WalkedOperation {
  const found = operationById(doc, id);
  if (!found) throw new SpecAccessError(`Unknown operation "${id}": no operation or webhook of the bundled spec has this operationId`);
  return found;
}

/** A success status: `200` to `299`, or the range `2XX`. */
export const isSuccessStatus = (status: string): boolean => /^2(\d\d|XX)$/.test(status);

/** The success status of an operation: its lowest documented one (`200` before `201`, a range `2XX` after every code). */
export function successStatus(operation: OperationObject): string | undefined {
  return Object.keys(operation.responses ?? {})
    .filter(isSuccessStatus)
    .sort()[0];
}

/** The success response of an operation (successStatus), the response object's `$ref` followed; undefined when none. */
export function successResponse(doc: SpecDocument, operation: OperationObject): { status: string; response: ResponseObject } | undefined {
  const status = successStatus(operation);
  const raw: ResponseObject | ReferenceObject | undefined = status === undefined ? undefined : operation.responses?.[status];
  return status !== undefined && isObject(raw) ? { status, response: resolve<ResponseObject>(doc, raw) } : undefined;
}

/**
 * The example of a media type (or parameter) object: `example`, else the first of `examples` (its `value`, an Example
 * Object's `$ref` followed); undefined when it has neither. The schema's own examples are the caller's fallback.
 */
export function mediaExample(doc: SpecDocument, media: MediaTypeObject | ParameterObject | undefined): { value: unknown } | undefined {
  if (!isObject(media)) return undefined;
  if (media.example !== undefined) return { value: media.example };
  const first = Object.values(media.examples ?? {})[0];
  return isObject(first) ? { value: resolve(doc, first).value } : undefined;
}

/** An object schema with its `allOf` members merged in. */
export interface FlatSchema {
  /** The schema itself, `$ref` followed (its `description`, `x-` keys). */
  schema: SchemaObject;
  /** Every property, in order: members first, then the schema's own; a later definition wins. */
  properties: Map<string, SchemaObject | ReferenceObject>;
  required: Set<string>;
}

/**
 * `schema` with its `allOf` members merged, recursively and with `$ref`s followed; a later member's property replaces
 * an earlier one. An own property that only narrows a member's (`data: { description }` over `data: { $ref: Payment }`:
 * no `$ref`, `type` or `properties` of its own) is laid over it instead of replacing it.
 */
export function flattenAllOf(doc: SpecDocument, schema: SchemaObject | ReferenceObject | undefined): FlatSchema {
  const s: SchemaObject = isObject(schema) ? resolve(doc, schema) : {};
  const properties = new Map<string, SchemaObject | ReferenceObject>();
  const required = new Set<string>();
  for (const member of s.allOf ?? []) {
    const flat = flattenAllOf(doc, member);
    for (const [name, prop] of flat.properties) properties.set(name, prop);
    for (const name of flat.required) required.add(name);
  }
  for (const [name, prop] of Object.entries(s.properties ?? {})) {
    if (!isObject(prop)) continue;
    const previous = properties.get(name);
    const narrows = previous && !('$ref' in prop) && !('type' in prop) && !('properties' in prop);
    properties.set(name, narrows ? { ...previous, ...prop } : prop);
  }
  for (const name of s.required ?? []) required.add(String(name));
  return { schema: s, properties, required };
}

/**
 * The server URL of an operation as OpenAPI picks it (operation, then Path Item, then root `servers`), its variables
 * replaced by their defaults (`https://{api_host}/v1` -> `https://api.example.com/v1`); `` when none applies.
 * @see https://spec.openapis.org/oas/v3.1.0#server-object
 */
export function serverUrl(walked: Pick<WalkedOperation, 'servers'>): string {
  const server = walked.servers[0];
  if (!server || typeof server.url !== 'string') return '';
  return server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const fallback = server.variables?.[name]?.default;
    return typeof fallback === 'string' ? fallback : whole;
  });
}

/** The base path of an operation's server (`/v1`; `` for a server at the host's root, as the token call's). */
export const operationBasePath = (walked: Pick<WalkedOperation, 'servers'>): string => serverBasePath(serverUrl(walked));

/** An operation's security requirements: its own `security`, else the document's; `[]` when neither sets any. */
export function securityRequirements(doc: SpecDocument, operation: OperationObject): SecurityRequirementObject[] {
  return operation.security ?? doc.security ?? [];
}

/** Whether an operation needs a token: it has security requirements and none of them is empty (`[{}]`). */
export function requiresToken(doc: SpecDocument, operation: OperationObject): boolean {
  const security = securityRequirements(doc, operation);
  return security.length > 0 && !security.some((r) => Object.keys(r).length === 0);
}

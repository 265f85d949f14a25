// The top-level fields of an operation's JSON request body and the value each takes when it is not sent: its
// `default`, or the one value of a single-value enum (`currency`: `usd`), for an object the defaults of its
// properties (`payment`: `{ expedited: false }`), else undefined. The sandbox uses it so a
// created resource does not keep the example's value for a field the request left out.
// The browser-safe entry (the package root also exports the Node file loader), so the Try it worker bundles it.
import { type JsonObject, resolve } from '@paydocs/spec-access/ref';
import { requireOperation } from '@paydocs/spec-access/model';
import type { Spec } from '../types.ts';
import { type EchoShape, RESPONSE_NAMES } from './echo.ts';

const cache = new WeakMap<object, Map<string, Record<string, unknown>>>();

function defaultOf(spec: JsonObject, schema: JsonObject): unknown {
  const s = resolve(spec, schema);
  if (s.default !== undefined) return s.default;
  if (Array.isArray(s.enum) && s.enum.length === 1) return s.enum[0];
  if (s.const !== undefined) return s.const;
  if (s.type === 'object' && s.properties && typeof s.properties === 'object') {
    const nested: Record<string, unknown> = {};
    for (const [name, property] of Object.entries(s.properties as JsonObject)) {
      const value = defaultOf(spec, property as JsonObject);
      if (value !== undefined) nested[name] = value;
    }
    return Object.keys(nested).length > 0 ? nested : undefined;
  }
  return undefined;
}

export function requestFields(spec: Spec, operationId: string): Record<string, unknown> {
  const byOperation = cache.get(spec) ?? new Map<string, Record<string, unknown>>();
  cache.set(spec, byOperation);
  const known = byOperation.get(operationId);
  if (known) return known;
  const doc = spec as JsonObject;
  const body = requireOperation(spec, operationId).operation.requestBody as JsonObject | undefined;
  const media = body ? ((resolve(doc, body).content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined) : undefined;
  const schema = media?.schema ? resolve(doc, media.schema as JsonObject) : {};
  const fields: Record<string, unknown> = {};
  for (const [name, property] of Object.entries((schema.properties ?? {}) as JsonObject))
    fields[name] = defaultOf(doc, property as JsonObject);
  byOperation.set(operationId, fields);
  return fields;
}

function allowsNull(spec: JsonObject, schema: JsonObject): boolean {
  const s = resolve(spec, schema);
  if (s.type === 'null' || (Array.isArray(s.type) && s.type.includes('null'))) return true;
  for (const key of ['oneOf', 'anyOf'] as const)
    if (Array.isArray(s[key]) && (s[key] as JsonObject[]).some((member) => allowsNull(spec, member))) return true;
  return false;
}

/** The properties of the success response's `data` object that may be null (`payment_description`, ...). */
export function nullableDataFields(spec: Spec, operationId: string, status: number): Set<string> {
  const doc = spec as JsonObject;
  const responses = (requireOperation(spec, operationId).operation.responses ?? {}) as JsonObject;
  const response = responses[String(status)] ? resolve(doc, responses[String(status)] as JsonObject) : {};
  const media = (response.content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined;
  const top = media?.schema ? resolve(doc, media.schema as JsonObject) : {};
  const members = [top, ...((top.allOf as JsonObject[] | undefined) ?? []).map((m) => resolve(doc, m))];
  // The operation's own `data` (a resource with properties), not the Envelope's open one.
  const dataSchema =
    members
      .map((m) => (m.properties as JsonObject | undefined)?.data as JsonObject | undefined)
      .map((d) => (d ? resolve(doc, d) : {}))
      .find((d) => d.properties) ?? {};
  const out = new Set<string>();
  for (const [name, property] of Object.entries((dataSchema.properties ?? {}) as JsonObject))
    if (allowsNull(doc, property as JsonObject)) out.add(name);
  return out;
}

/** The echo shape of an operation's created resource (echo.ts): names, defaults of fields not sent, nullables. */
export function echoShape(spec: Spec, operationId: string, status: number, kind: string, sent: Record<string, unknown>): EchoShape {
  const unsent = Object.fromEntries(Object.entries(requestFields(spec, operationId)).filter(([name]) => !(name in sent)));
  return { names: RESPONSE_NAMES[kind] ?? {}, unsent, nullable: nullableDataFields(spec, operationId, status) };
}

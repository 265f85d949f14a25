// Builds a resource from its documented example and what the request sent (the README's state table, "create"): the
// example supplies every field the request does not decide, so the answer keeps the documented shape.
import { flattenAllOf, requireOperation, successResponse } from '@paydocs/spec-access/model';
import type { ReferenceObject, RequestBodyObject, ResponseObject, SchemaObject, SchemaOrRef } from '@paydocs/spec-access';
import { isObject, type JsonObject as Json, resolve } from '@paydocs/spec-access/ref';
import type { Spec } from '../types.ts';
import type { Resource, RuleContext } from './state.ts';

/** Names a resource gives a sent field when they differ (the checkout stores `amount` as `payment_amount`). */
export const RESPONSE_NAMES: Record<string, Record<string, string>> = {
  // Checkout: "payment_amount: Amount to collect", "payment_currency", "payment_description" (Checkout schema).
  '/checkouts': { amount: 'payment_amount', currency: 'payment_currency', description: 'payment_description' },
  // Payment: the fee sent as `application_fee_amount` comes back as the `application_fee` object.
  '/payments': { application_fee_amount: 'application_fee' },
};

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A new id with the prefix of the example's id (`cho_4Vn7Bx2Kq9Rt6Y` -> `cho_` + 14 random characters). */
export function newId(exampleId: unknown): string {
  const prefix = typeof exampleId === 'string' && exampleId.includes('_') ? exampleId.slice(0, exampleId.indexOf('_') + 1) : 'mock_';
  const bytes = crypto.getRandomValues(new Uint8Array(14));
  return prefix + Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/**
 * Whether a sent value may stand where the example has `example`: the same JSON type (any value where the example
 * is null), and for an object every sent key one the example has, its value fitting in turn. So a sent card
 * (`number`, `month`) does not replace a returned card (`id`, `acct_last_four`), while `payment.description` does.
 */
function fits(sent: unknown, example: unknown): boolean {
  if (example === null || example === undefined) return true;
  if (Array.isArray(example)) return Array.isArray(sent);
  if (isObject(example)) {
    if (!isObject(sent)) return false;
    if (Object.keys(example).length === 0) return true;
    return Object.entries(sent).every(([k, v]) => k in example && fits(v, example[k]));
  }
  return typeof sent === typeof example;
}

/** The example with the sent fields laid over it (only fields the example has, under their response name). */
export function overlay(example: Json, sent: Json, names: Record<string, string> = {}): Json {
  const out: Json = structuredClone(example);
  for (const [key, value] of Object.entries(sent)) {
    const name = names[key] ?? key;
    if (!(name in out) || (name !== 'metadata' && !fits(value, out[name]))) continue;
    out[name] = isObject(value) && isObject(out[name]) && name !== 'metadata' ? { ...(out[name] as Json), ...value } : value;
  }
  return out;
}

/**
 * The value a field takes when it is not sent: its `default`, or the one value of a single-value enum (`currency`:
 * `usd`), for an object the defaults of its properties (`payment`: `{ expedited: false }`), else undefined.
 */
function defaultOf(spec: Spec, schema: SchemaOrRef): unknown {
  const s = resolve<SchemaObject>(spec, schema);
  if (s.default !== undefined) return s.default;
  if (s.enum?.length === 1) return s.enum[0];
  if (s.const !== undefined) return s.const;
  if (s.type !== 'object' || !s.properties) return undefined;
  const nested = Object.entries(s.properties).flatMap(([name, p]) => {
    const value = defaultOf(spec, p);
    return value === undefined ? [] : [[name, value]];
  });
  return nested.length ? Object.fromEntries(nested) : undefined;
}

function allowsNull(spec: Spec, schema: SchemaOrRef): boolean {
  const s = resolve<SchemaObject>(spec, schema);
  if (s.type === 'null' || (Array.isArray(s.type) && s.type.includes('null'))) return true;
  return [...(s.oneOf ?? []), ...(s.anyOf ?? [])].some((member) => allowsNull(spec, member));
}

/** The schema of a request body's or response's JSON media type. */
const jsonSchema = (spec: Spec, carrier: RequestBodyObject | ResponseObject | ReferenceObject | undefined) =>
  carrier ? resolve<RequestBodyObject | ResponseObject>(spec, carrier).content?.['application/json']?.schema : undefined;

/** How an operation's created resource takes what was sent: the request's fields with their defaults, the nullable ones. */
function echoShape(spec: Spec, operationId: string) {
  const { operation } = requireOperation(spec, operationId);
  const fields = new Map(
    [...flattenAllOf(spec, jsonSchema(spec, operation.requestBody)).properties].map(([name, p]) => [name, defaultOf(spec, p)]),
  );
  // The operation's own `data` (a resource with properties), not the Envelope's open one.
  const envelope = flattenAllOf(spec, jsonSchema(spec, successResponse(spec, operation)?.response));
  const data = flattenAllOf(spec, envelope.properties.get('data'));
  return { fields, nullable: new Set([...data.properties].filter(([, p]) => allowsNull(spec, p)).map(([name]) => name)) };
}

/**
 * A resource `operationId` creates in the collection `kind`: the example, the sent fields, a new id, creation and
 * update times now. Fields of the request schema that were not sent do not keep the example's values: they take
 * their default, else null where the response allows it, else a flat object (metadata) becomes empty; any other
 * field the response allows to be null and the request did not send is null too (a payment's
 * `application_fee_rate_id`). Anything else keeps the example's value (an object holding objects, a required status).
 * `body` is the whole request body when `sent` leaves some of its fields to the caller (a payment's `payment_method`).
 * A resource created under a `Sub-Account` header belongs to that account.
 */
export function created(ctx: RuleContext, operationId: string, kind: string, example: Json, sent: Json, body = sent): Resource {
  const { spec, now } = ctx;
  const names = RESPONSE_NAMES[kind] ?? {};
  const { fields, nullable } = echoShape(spec, operationId);
  const out = overlay(example, sent, names);
  const sentNames = new Set(Object.keys(sent).map((k) => names[k] ?? k));
  for (const [input, fallback] of fields) {
    const name = names[input] ?? input;
    if (input in body || !(name in out)) continue;
    const current = out[name];
    if (fallback !== undefined && current !== null && fits(fallback, current)) out[name] = fallback;
    else if (nullable.has(name)) out[name] = null;
    // A flat object (metadata) empties; one with nested objects (fee settings) keeps the example's shape.
    else if (isObject(current) && !Object.values(current).some(isObject)) out[name] = {};
    sentNames.add(name);
  }
  for (const name of nullable) if (name in out && !sentNames.has(name)) out[name] = null;
  out.id = newId(example.id);
  const stamp = now.toISOString();
  if ('created_at' in out) out.created_at = stamp;
  if ('updated_at' in out) out.updated_at = stamp;
  if (ctx.headers['sub-account'] && 'account_id' in out) out.account_id = ctx.headers['sub-account'];
  return out as Resource;
}

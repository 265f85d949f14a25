// The case catalogue: one `{ before, after, want }` case (or more) per check, run by catalogue.test.ts and rendered
// as the check table of the README (readme-table.ts). Schema cases are written once and placed everywhere a schema
// can sit (query parameter, request body, response body, response header, webhook payload), plain, behind a `$ref`
// and inside an `allOf`, because the same edit must be judged by which side of the wire it is on.
import { readFileSync } from 'node:fs';
import { SCHEMA_CHECKS, SUBJECT_DIRECTION, SUBJECTS, type Direction, type SchemaCheckId, type Subject } from '../src/checks.ts';
import type { Json } from '../src/document.ts';

export interface CatalogueCase {
  name: string;
  before: Json;
  after: Json;
  /** Finding ids the comparison must report: exactly these, no more. */
  want: string[];
}

const clone = <T>(value: T): T => structuredClone(value);

const doc = (parts: Json, openapi = '3.1.0'): Json => ({ openapi, info: { title: 'catalogue', version: '1.0.0' }, paths: {}, ...parts });

// ---------------------------------------------------------------------------------------------------------------
// Schema cases: S is the schema of a field; `want` names checks (prefixed with the subject when placed).

interface SchemaCase {
  name: string;
  before: Json;
  after: Json;
  want: SchemaCheckId[] | Partial<Record<Direction, SchemaCheckId[]>>;
}

const str = { type: 'string' };
const obj = (properties: Json, required?: string[]): Json => ({ type: 'object', properties, ...(required ? { required } : {}) });

const SCHEMA_CASES: SchemaCase[] = [
  { name: 'type string to integer', before: str, after: { type: 'integer' }, want: ['type-changed'] },
  {
    name: 'type integer to number (widened)',
    before: { type: 'integer' },
    after: { type: 'number' },
    want: { request: ['type-compatible'], response: ['type-changed'] },
  },
  {
    name: 'type number to integer (narrowed)',
    before: { type: 'number' },
    after: { type: 'integer' },
    want: { request: ['type-changed'], response: ['type-compatible'] },
  },
  {
    name: 'format changed',
    before: { type: 'string', format: 'date' },
    after: { type: 'string', format: 'date-time' },
    want: ['format-changed'],
  },
  { name: 'format added', before: str, after: { type: 'string', format: 'uuid' }, want: ['format-added'] },
  { name: 'format removed', before: { type: 'string', format: 'uuid' }, after: str, want: ['format-removed'] },
  { name: 'became nullable (type array)', before: str, after: { type: ['string', 'null'] }, want: ['became-nullable'] },
  { name: 'became not nullable', before: { type: ['string', 'null'] }, after: str, want: ['became-not-nullable'] },
  { name: 'became nullable (oneOf null)', before: str, after: { oneOf: [str, { type: 'null' }] }, want: ['became-nullable'] },
  {
    name: 'enum value removed',
    before: { type: 'string', enum: ['a', 'b', 'c'] },
    after: { type: 'string', enum: ['a', 'b'] },
    want: ['enum-value-removed'],
  },
  {
    name: 'enum value added',
    before: { type: 'string', enum: ['a', 'b'] },
    after: { type: 'string', enum: ['a', 'b', 'c'] },
    want: ['enum-value-added'],
  },
  { name: 'free string became enum', before: str, after: { type: 'string', enum: ['a'] }, want: ['became-enum'] },
  { name: 'enum became free string', before: { type: 'string', enum: ['a'] }, after: str, want: ['enum-removed'] },
  {
    name: 'const changed',
    before: { type: 'string', const: 'a' },
    after: { type: 'string', const: 'b' },
    want: ['enum-value-removed', 'enum-value-added'],
  },
  { name: 'nested property removed', before: obj({ a: str, b: str }), after: obj({ a: str }), want: ['property-removed'] },
  { name: 'optional property added', before: obj({ a: str }), after: obj({ a: str, b: str }), want: ['property-added'] },
  {
    name: 'required property added',
    before: obj({ a: str }),
    after: obj({ a: str, b: str }, ['b']),
    want: { request: ['new-required-property'], response: ['property-added'] },
  },
  { name: 'property became required', before: obj({ a: str }), after: obj({ a: str }, ['a']), want: ['became-required'] },
  { name: 'property became optional', before: obj({ a: str }, ['a']), after: obj({ a: str }), want: ['became-optional'] },
  {
    name: 'property became readOnly',
    before: obj({ a: str }),
    after: obj({ a: { type: 'string', readOnly: true } }),
    want: { request: ['became-read-only'], response: [] },
  },
  {
    name: 'property became writeOnly',
    before: obj({ a: str }),
    after: obj({ a: { type: 'string', writeOnly: true } }),
    want: { request: [], response: ['became-write-only'] },
  },
  {
    name: 'readOnly property removed',
    before: obj({ a: str, id: { type: 'string', readOnly: true } }),
    after: obj({ a: str }),
    want: { request: [], response: ['property-removed'] },
  },
  {
    name: 'required readOnly property added',
    before: obj({ a: str }),
    after: obj({ a: str, id: { type: 'string', readOnly: true } }, ['id']),
    want: { request: [], response: ['property-added'] },
  },
  { name: 'pattern added', before: str, after: { type: 'string', pattern: '^py_' }, want: ['pattern-added'] },
  { name: 'pattern removed', before: { type: 'string', pattern: '^py_' }, after: str, want: ['pattern-removed'] },
  {
    name: 'pattern changed',
    before: { type: 'string', pattern: '^py_' },
    after: { type: 'string', pattern: '^pay_' },
    want: ['pattern-changed'],
  },
  {
    name: 'maxLength 22 to 15',
    before: { type: 'string', maxLength: 22 },
    after: { type: 'string', maxLength: 15 },
    want: ['max-length-decreased'],
  },
  { name: 'maxLength set', before: str, after: { type: 'string', maxLength: 15 }, want: ['max-length-decreased'] },
  {
    name: 'maxLength raised',
    before: { type: 'string', maxLength: 15 },
    after: { type: 'string', maxLength: 22 },
    want: ['max-length-increased'],
  },
  {
    name: 'minLength raised',
    before: { type: 'string', minLength: 1 },
    after: { type: 'string', minLength: 3 },
    want: ['min-length-increased'],
  },
  { name: 'minLength removed', before: { type: 'string', minLength: 3 }, after: str, want: ['min-length-decreased'] },
  {
    name: 'maxItems lowered',
    before: { type: 'array', items: str, maxItems: 10 },
    after: { type: 'array', items: str, maxItems: 5 },
    want: ['max-items-decreased'],
  },
  {
    name: 'maxItems removed',
    before: { type: 'array', items: str, maxItems: 5 },
    after: { type: 'array', items: str },
    want: ['max-items-increased'],
  },
  {
    name: 'minItems set',
    before: { type: 'array', items: str },
    after: { type: 'array', items: str, minItems: 1 },
    want: ['min-items-increased'],
  },
  {
    name: 'minItems lowered',
    before: { type: 'array', items: str, minItems: 2 },
    after: { type: 'array', items: str, minItems: 1 },
    want: ['min-items-decreased'],
  },
  { name: 'maximum lowered', before: { type: 'integer', maximum: 100 }, after: { type: 'integer', maximum: 50 }, want: ['max-decreased'] },
  { name: 'maximum raised', before: { type: 'integer', maximum: 50 }, after: { type: 'integer', maximum: 100 }, want: ['max-increased'] },
  { name: 'minimum raised', before: { type: 'integer', minimum: 0 }, after: { type: 'integer', minimum: 50 }, want: ['min-increased'] },
  { name: 'minimum lowered', before: { type: 'integer', minimum: 50 }, after: { type: 'integer', minimum: 0 }, want: ['min-decreased'] },
  {
    name: 'exclusiveMaximum set',
    before: { type: 'number' },
    after: { type: 'number', exclusiveMaximum: 1 },
    want: ['exclusive-max-decreased'],
  },
  {
    name: 'exclusiveMaximum raised',
    before: { type: 'number', exclusiveMaximum: 1 },
    after: { type: 'number', exclusiveMaximum: 2 },
    want: ['exclusive-max-increased'],
  },
  {
    name: 'exclusiveMinimum raised',
    before: { type: 'number', exclusiveMinimum: 0 },
    after: { type: 'number', exclusiveMinimum: 1 },
    want: ['exclusive-min-increased'],
  },
  {
    name: 'exclusiveMinimum removed',
    before: { type: 'number', exclusiveMinimum: 0 },
    after: { type: 'number' },
    want: ['exclusive-min-decreased'],
  },
  {
    name: 'array items enum narrowed',
    before: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } },
    after: { type: 'array', items: { type: 'string', enum: ['a'] } },
    want: ['enum-value-removed'],
  },
  {
    name: 'oneOf variant added',
    before: { oneOf: [obj({ a: str }), { type: 'integer' }] },
    after: { oneOf: [obj({ a: str }), { type: 'integer' }, { type: 'boolean' }] },
    want: ['variant-added'],
  },
  { name: 'anyOf variant removed', before: { anyOf: [str, { type: 'integer' }] }, after: { anyOf: [str] }, want: ['variant-removed'] },
  {
    name: 'oneOf variant property narrowed',
    before: { oneOf: [obj({ a: { type: 'string', maxLength: 9 } })] },
    after: { oneOf: [obj({ a: { type: 'string', maxLength: 5 } })] },
    want: ['max-length-decreased'],
  },
  {
    name: 'allOf part gains a required property',
    before: { allOf: [obj({ a: str }), obj({ b: str })] },
    after: { allOf: [obj({ a: str }), obj({ b: str }, ['b'])] },
    want: ['became-required'],
  },
  {
    name: 'unchanged but split into allOf',
    before: obj({ a: str, b: str }, ['a']),
    after: { allOf: [obj({ a: str }, ['a']), obj({ b: str })] },
    want: [],
  },
  {
    name: 'additionalProperties false set',
    before: obj({ a: str }),
    after: { ...obj({ a: str }), additionalProperties: false },
    want: ['additional-properties-disallowed'],
  },
  {
    name: 'additionalProperties false lifted',
    before: { ...obj({ a: str }), additionalProperties: false },
    after: { ...obj({ a: str }), additionalProperties: true },
    want: ['additional-properties-allowed'],
  },
  {
    name: 'additionalProperties schema narrowed',
    before: { type: 'object', additionalProperties: { type: 'string', maxLength: 40 } },
    after: { type: 'object', additionalProperties: { type: 'string', maxLength: 20 } },
    want: ['max-length-decreased'],
  },
  { name: 'multipleOf set', before: { type: 'number' }, after: { type: 'number', multipleOf: 0.01 }, want: ['multiple-of-narrowed'] },
  {
    name: 'multipleOf changed to a multiple (0.01 to 0.05)',
    before: { type: 'number', multipleOf: 0.01 },
    after: { type: 'number', multipleOf: 0.05 },
    want: ['multiple-of-narrowed'],
  },
  {
    name: 'multipleOf changed to a divisor (0.1 to 0.01)',
    before: { type: 'number', multipleOf: 0.1 },
    after: { type: 'number', multipleOf: 0.01 },
    want: ['multiple-of-widened'],
  },
  { name: 'multipleOf removed', before: { type: 'integer', multipleOf: 5 }, after: { type: 'integer' }, want: ['multiple-of-widened'] },
  {
    name: 'multipleOf changed across (2 to 3)',
    before: { type: 'integer', multipleOf: 2 },
    after: { type: 'integer', multipleOf: 3 },
    want: ['multiple-of-changed'],
  },
  {
    name: 'uniqueItems set',
    before: { type: 'array', items: str },
    after: { type: 'array', items: str, uniqueItems: true },
    want: ['became-unique-items'],
  },
  {
    name: 'uniqueItems lifted',
    before: { type: 'array', items: str, uniqueItems: true },
    after: { type: 'array', items: str, uniqueItems: false },
    want: ['unique-items-removed'],
  },
  { name: 'default added', before: { type: 'integer' }, after: { type: 'integer', default: 10 }, want: ['default-added'] },
  {
    name: 'default changed (10 to 25)',
    before: { type: 'integer', default: 10 },
    after: { type: 'integer', default: 25 },
    want: ['default-changed'],
  },
  { name: 'default removed', before: { type: 'boolean', default: false }, after: { type: 'boolean' }, want: ['default-removed'] },
  {
    name: 'default unchanged but written as an equal object',
    before: { type: 'object', default: { a: 1 } },
    after: { type: 'object', default: { a: 1 } },
    want: [],
  },
  { name: 'value became deprecated', before: str, after: { type: 'string', deprecated: true }, want: ['became-deprecated'] },
  {
    name: 'property became deprecated',
    before: obj({ a: str }),
    after: obj({ a: { type: 'string', deprecated: true } }),
    want: ['became-deprecated'],
  },
  { name: 'deprecation removed', before: { type: 'string', deprecated: true }, after: str, want: ['deprecation-removed'] },
  {
    name: 'discriminator propertyName changed',
    before: { oneOf: [obj({ kind: str })], discriminator: { propertyName: 'kind' } },
    after: { oneOf: [obj({ kind: str })], discriminator: { propertyName: 'type' } },
    want: ['discriminator-property-changed'],
  },
  {
    name: 'discriminator mapping value removed',
    before: {
      oneOf: [obj({ kind: str })],
      discriminator: { propertyName: 'kind', mapping: { card: '#/components/schemas/Base', bank: '#/components/schemas/Base' } },
    },
    after: { oneOf: [obj({ kind: str })], discriminator: { propertyName: 'kind', mapping: { card: '#/components/schemas/Base' } } },
    want: ['discriminator-mapping-removed'],
  },
  {
    name: 'discriminator mapping value added',
    before: { oneOf: [obj({ kind: str })], discriminator: { propertyName: 'kind', mapping: { card: '#/components/schemas/Base' } } },
    after: {
      oneOf: [obj({ kind: str })],
      discriminator: { propertyName: 'kind', mapping: { card: '#/components/schemas/Base', bank: '#/components/schemas/Base' } },
    },
    want: ['discriminator-mapping-added'],
  },
  {
    name: 'discriminator mapping value retargeted',
    before: { oneOf: [obj({ kind: str })], discriminator: { propertyName: 'kind', mapping: { card: '#/components/schemas/Base' } } },
    after: { oneOf: [obj({ kind: str })], discriminator: { propertyName: 'kind', mapping: { card: '#/components/schemas/Field' } } },
    want: ['discriminator-mapping-changed'],
  },
  {
    name: 'enum value moved between oneOf members is unchanged',
    before: {
      oneOf: [
        { type: 'string', enum: ['a', 'b'] },
        { type: 'string', enum: ['c'] },
      ],
    },
    after: {
      oneOf: [
        { type: 'string', enum: ['a'] },
        { type: 'string', enum: ['b', 'c'] },
      ],
    },
    want: [],
  },
  {
    name: 'enum value of a property moved between oneOf members is unchanged',
    before: { oneOf: [obj({ kind: { type: 'string', enum: ['a', 'b'] } }), obj({ kind: { type: 'string', enum: ['c'] } })] },
    after: { oneOf: [obj({ kind: { type: 'string', enum: ['a'] } }), obj({ kind: { type: 'string', enum: ['b', 'c'] } })] },
    want: [],
  },
  {
    name: 'enum value dropped from every oneOf member is still removed',
    before: {
      oneOf: [
        { type: 'string', enum: ['a', 'b'] },
        { type: 'string', enum: ['c'] },
      ],
    },
    after: {
      oneOf: [
        { type: 'string', enum: ['a'] },
        { type: 'string', enum: ['c'] },
      ],
    },
    want: ['enum-value-removed'],
  },
  // A nullable wrapper (`oneOf: [S, {type: 'null'}]`) added or dropped: S is compared with the schema it wraps, and
  // only the nullability changes; the wrapper itself has no keywords, and that is no keyword removed.
  {
    name: 'maxLength lowered while wrapped in a nullable oneOf',
    before: { type: 'string', maxLength: 5 },
    after: { oneOf: [{ type: 'string', maxLength: 3 }, { type: 'null' }] },
    want: ['max-length-decreased', 'became-nullable'],
  },
  {
    name: 'maxLength raised while a nullable oneOf is unwrapped',
    before: { oneOf: [{ type: 'string', maxLength: 3 }, { type: 'null' }] },
    after: { type: 'string', maxLength: 5 },
    want: ['max-length-increased', 'became-not-nullable'],
  },
  {
    name: 'maxLength kept while wrapped in a nullable oneOf',
    before: { type: 'string', maxLength: 5 },
    after: { oneOf: [{ type: 'string', maxLength: 5 }, { type: 'null' }] },
    want: ['became-nullable'],
  },
  {
    name: 'an enum kept while wrapped in a nullable oneOf',
    before: { type: 'string', enum: ['a', 'b'] },
    after: { oneOf: [{ type: 'string', enum: ['a', 'b'] }, { type: 'null' }] },
    want: ['became-nullable'],
  },
  {
    name: 'an enum kept while a nullable oneOf is unwrapped',
    before: { oneOf: [{ type: 'string', enum: ['a', 'b'] }, { type: 'null' }] },
    after: { type: 'string', enum: ['a', 'b'] },
    want: ['became-not-nullable'],
  },
  {
    name: 'an enum value added while wrapped in a nullable anyOf',
    before: { type: 'string', enum: ['a', 'b'] },
    after: { anyOf: [{ type: 'string', enum: ['a', 'b', 'c'] }, { type: 'null' }] },
    want: ['enum-value-added', 'became-nullable'],
  },
  {
    name: 'a format kept while wrapped in a nullable oneOf',
    before: { type: 'string', format: 'date-time' },
    after: { oneOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
    want: ['became-nullable'],
  },
  {
    name: 'a format kept while a nullable oneOf is unwrapped',
    before: { oneOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
    after: { type: 'string', format: 'date-time' },
    want: ['became-not-nullable'],
  },
  {
    name: 'bounds and multipleOf kept while wrapped in a nullable oneOf',
    before: { type: 'integer', minimum: 1, maximum: 100, multipleOf: 5 },
    after: { oneOf: [{ type: 'integer', minimum: 1, maximum: 100, multipleOf: 5 }, { type: 'null' }] },
    want: ['became-nullable'],
  },
  {
    name: 'a nullable string moved into a nullable oneOf: still nullable',
    before: { type: ['string', 'null'], maxLength: 5 },
    after: { oneOf: [{ type: 'string', maxLength: 3 }, { type: 'null' }] },
    want: ['max-length-decreased'],
  },
  {
    name: 'a nullable oneOf unwrapped into a nullable string: still nullable',
    before: { oneOf: [{ type: 'string', format: 'uuid' }, { type: 'null' }] },
    after: { type: ['string', 'null'], format: 'uuid' },
    want: [],
  },
  {
    name: 'description-only edit',
    before: { type: 'string', description: 'old' },
    after: { type: 'string', description: 'new' },
    want: [],
  },
];

type Wrapping = 'inline' | '$ref' | 'allOf';

/** A document whose one operation (or webhook) carries `field: schema` on the given subject. */
function placed(subject: Subject, schema: Json, wrapping: Wrapping): Json {
  const schemas: Json = { Base: obj({ id: str }) };
  const components: Json = { schemas };
  let field: Json = schema;
  if (wrapping === '$ref') {
    schemas.Field = schema;
    field = { $ref: '#/components/schemas/Field' };
  }
  const body = (): Json => {
    const own = obj({ field });
    if (wrapping === 'allOf') return { allOf: [{ $ref: '#/components/schemas/Base' }, own] };
    if (wrapping === '$ref') {
      schemas.Body = own;
      return { $ref: '#/components/schemas/Body' };
    }
    return own;
  };
  const json = (schema: Json) => ({ content: { 'application/json': { schema } } });
  switch (subject) {
    case 'request-parameter':
      return doc({
        paths: {
          '/items': { get: { parameters: [{ name: 'field', in: 'query', schema: field }], responses: { '200': { description: 'ok' } } } },
        },
        components,
      });
    case 'request-body':
      return doc({
        paths: { '/items': { post: { requestBody: json(body()), responses: { '201': { description: 'created' } } } } },
        components,
      });
    case 'response-body':
      return doc({ paths: { '/items': { get: { responses: { '200': { description: 'ok', ...json(body()) } } } } }, components });
    case 'response-header':
      return doc({
        paths: { '/items': { get: { responses: { '200': { description: 'ok', headers: { 'X-Field': { schema: field } } } } } } },
        components,
      });
    case 'webhook-payload':
      return doc({
        webhooks: { 'item.created': { post: { requestBody: json(body()), responses: { '200': { description: 'ok' } } } } },
        components,
      });
    case 'webhook-parameter':
      return doc({
        webhooks: {
          'item.created': {
            post: { parameters: [{ name: 'X-Field', in: 'header', schema: field }], responses: { '200': { description: 'ok' } } },
          },
        },
        components,
      });
    case 'webhook-response':
      return doc({
        webhooks: { 'item.created': { post: { responses: { '200': { description: 'ok', ...json(body()) } } } } },
        components,
      });
  }
}

function schemaCases(): CatalogueCase[] {
  const out: CatalogueCase[] = [];
  for (const c of SCHEMA_CASES) {
    for (const subject of SUBJECTS) {
      const direction = SUBJECT_DIRECTION[subject];
      const checks = Array.isArray(c.want) ? c.want : (c.want[direction] ?? []);
      const want = checks.filter((check) => SCHEMA_CHECKS[check][direction] !== null).map((check) => `${subject}-${check}`);
      // Bodies are placed plain, behind a $ref and in an allOf; parameters and headers plain and behind a $ref.
      const wrappings: Wrapping[] =
        subject.endsWith('body') || subject === 'webhook-payload' || subject === 'webhook-response'
          ? ['inline', '$ref', 'allOf']
          : ['inline', '$ref'];
      for (const wrapping of wrappings) {
        out.push({
          name: `${c.name} (${subject}, ${wrapping})`,
          before: placed(subject, clone(c.before), wrapping),
          after: placed(subject, clone(c.after), wrapping),
          want,
        });
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Operation cases: written out, each on a small document.

const ok = { '200': { description: 'ok' } };
const jsonBody = (schema: Json): Json => ({ content: { 'application/json': { schema } } });
const op = (extra: Json = {}): Json => ({ operationId: 'listItems', responses: clone(ok), ...extra });
const paths = (operation: Json, path = '/items', method = 'get'): Json => doc({ paths: { [path]: { [method]: operation } } });
const signature = (required: boolean): Json => ({ name: 'Paydocs-Signature', in: 'header', required, schema: str });
const subAccount = (required: boolean): Json => ({ name: 'Sub-Account', in: 'header', required, schema: str });
const withParams = (parameters: Json[], components: Json = {}): Json => ({ ...paths(op({ parameters })), components });
const responses = (map: Json): Json => paths(op({ responses: map }));
const secured = (security: Json[] | undefined, global?: Json[]): Json => ({
  ...paths(op(security ? { security } : {})),
  ...(global ? { security: global } : {}),
  components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, oauth: { type: 'oauth2', flows: {} } } },
});

const OPERATION_CASES: CatalogueCase[] = [
  {
    name: 'an operation removed',
    before: doc({ paths: { '/items': { get: op(), post: op({ operationId: 'createItem' }) } } }),
    after: paths(op()),
    want: ['api-removed'],
  },
  {
    name: 'an operation added',
    before: paths(op()),
    after: doc({ paths: { '/items': { get: op(), post: op({ operationId: 'createItem' }) } } }),
    want: ['api-added'],
  },
  {
    name: 'a path parameter renamed (/refunds/{id} to /refunds/{refund_id}): same operation, typed clients break',
    before: paths(op({ parameters: [{ name: 'id', in: 'path', required: true, schema: str }] }), '/refunds/{id}'),
    after: paths(op({ parameters: [{ name: 'refund_id', in: 'path', required: true, schema: str }] }), '/refunds/{refund_id}'),
    want: ['request-path-parameter-renamed'],
  },
  {
    name: 'a path-level path parameter renamed',
    before: doc({ paths: { '/refunds/{id}': { parameters: [{ name: 'id', in: 'path', required: true, schema: str }], get: op() } } }),
    after: doc({
      paths: { '/refunds/{refund_id}': { parameters: [{ name: 'refund_id', in: 'path', required: true, schema: str }], get: op() } },
    }),
    want: ['request-path-parameter-renamed'],
  },
  {
    name: 'an operation became deprecated',
    before: paths(op()),
    after: paths(op({ deprecated: true })),
    want: ['api-deprecated'],
  },
  {
    name: 'an operation no longer deprecated',
    before: paths(op({ deprecated: true })),
    after: paths(op()),
    want: ['api-undeprecated'],
  },
  {
    name: 'a query parameter became deprecated',
    before: withParams([{ name: 'limit', in: 'query', schema: { type: 'integer' } }]),
    after: withParams([{ name: 'limit', in: 'query', deprecated: true, schema: { type: 'integer' } }]),
    want: ['request-parameter-deprecated'],
  },
  {
    name: 'a webhook signature header no longer sent',
    before: doc({ webhooks: { 'item.created': { post: op({ parameters: [signature(true)] }) } } }),
    after: doc({ webhooks: { 'item.created': { post: op() } } }),
    want: ['webhook-parameter-removed'],
  },
  {
    name: 'a webhook header added',
    before: doc({ webhooks: { 'item.created': { post: op() } } }),
    after: doc({ webhooks: { 'item.created': { post: op({ parameters: [signature(false)] }) } } }),
    want: ['webhook-parameter-added'],
  },
  {
    name: 'a webhook header no longer always sent',
    before: doc({ webhooks: { 'item.created': { post: op({ parameters: [signature(true)] }) } } }),
    after: doc({ webhooks: { 'item.created': { post: op({ parameters: [signature(false)] }) } } }),
    want: ['webhook-parameter-became-optional'],
  },
  {
    name: 'a webhook header now always sent',
    before: doc({ webhooks: { 'item.created': { post: op({ parameters: [signature(false)] }) } } }),
    after: doc({ webhooks: { 'item.created': { post: op({ parameters: [signature(true)] }) } } }),
    want: ['webhook-parameter-became-required'],
  },
  {
    name: 'a webhook receiver answer status no longer accepted',
    before: doc({
      webhooks: { 'item.created': { post: op({ responses: { '200': { description: 'ok' }, '204': { description: 'ok' } } }) } },
    }),
    after: doc({ webhooks: { 'item.created': { post: op() } } }),
    want: ['webhook-response-status-removed'],
  },
  {
    name: 'a webhook receiver answer status added',
    before: doc({ webhooks: { 'item.created': { post: op() } } }),
    after: doc({
      webhooks: { 'item.created': { post: op({ responses: { '200': { description: 'ok' }, '204': { description: 'ok' } } }) } },
    }),
    want: ['webhook-response-status-added'],
  },
  {
    name: 'a webhook receiver answer media type no longer accepted',
    before: doc({
      webhooks: { 'item.created': { post: op({ responses: { '200': { description: 'ok', ...jsonBody(obj({ a: str })) } } }) } },
    }),
    after: doc({ webhooks: { 'item.created': { post: op({ responses: { '200': { description: 'ok' } } }) } } }),
    want: ['webhook-response-media-type-removed'],
  },
  {
    name: 'a webhook removed',
    before: doc({ webhooks: { 'item.created': { post: op() }, 'item.updated': { post: op() } } }),
    after: doc({ webhooks: { 'item.created': { post: op() } } }),
    want: ['webhook-removed'],
  },
  {
    name: 'a webhook added',
    before: doc({ webhooks: {} }),
    after: doc({ webhooks: { 'item.created': { post: op() } } }),
    want: ['webhook-added'],
  },
  {
    name: 'an operationId changed',
    before: paths(op()),
    after: paths(op({ operationId: 'listAllItems' })),
    want: ['api-operation-id-changed'],
  },
  {
    name: 'a query parameter removed',
    before: withParams([{ name: 'limit', in: 'query', schema: { type: 'integer' } }]),
    after: withParams([]),
    want: ['request-parameter-removed'],
  },
  {
    name: 'a required header parameter added',
    before: withParams([]),
    after: withParams([subAccount(true)]),
    want: ['new-required-request-parameter'],
  },
  {
    name: 'an optional header parameter added',
    before: withParams([]),
    after: withParams([subAccount(false)]),
    want: ['new-optional-request-parameter'],
  },
  {
    name: 'a header parameter became required',
    before: withParams([subAccount(false)]),
    after: withParams([subAccount(true)]),
    want: ['request-parameter-became-required'],
  },
  {
    name: 'a header parameter became optional',
    before: withParams([subAccount(true)]),
    after: withParams([subAccount(false)]),
    want: ['request-parameter-became-optional'],
  },
  {
    name: 'a header parameter made required by swapping its $ref (SubAccountOptional to SubAccountRequired)',
    before: withParams([{ $ref: '#/components/parameters/SubAccountOptional' }], {
      parameters: { SubAccountOptional: subAccount(false), SubAccountRequired: subAccount(true) },
    }),
    after: withParams([{ $ref: '#/components/parameters/SubAccountRequired' }], {
      parameters: { SubAccountOptional: subAccount(false), SubAccountRequired: subAccount(true) },
    }),
    want: ['request-parameter-became-required'],
  },
  {
    name: 'a path-level parameter became required',
    before: doc({ paths: { '/items': { parameters: [subAccount(false)], get: op() } } }),
    after: doc({ paths: { '/items': { parameters: [subAccount(true)], get: op() } } }),
    want: ['request-parameter-became-required'],
  },
  {
    name: 'a parameter moved from path level to operation level is unchanged',
    before: doc({ paths: { '/items': { parameters: [subAccount(true)], get: op() } } }),
    after: withParams([subAccount(true)]),
    want: [],
  },
  {
    name: 'a header parameter renamed only in case is unchanged',
    before: withParams([subAccount(true)]),
    after: withParams([{ ...subAccount(true), name: 'sub-account' }]),
    want: [],
  },
  {
    name: 'a query parameter free string became an enum',
    before: withParams([{ name: 'status', in: 'query', schema: str }]),
    after: withParams([{ name: 'status', in: 'query', schema: { type: 'string', enum: ['created'] } }]),
    want: ['request-parameter-became-enum'],
  },
  {
    name: 'a query parameter enum lost values',
    before: withParams([{ name: 'status', in: 'query', schema: { type: 'string', enum: ['created', 'paid'] } }]),
    after: withParams([{ name: 'status', in: 'query', schema: { type: 'string', enum: ['created'] } }]),
    want: ['request-parameter-enum-value-removed'],
  },
  {
    name: 'a parameter schema given through content',
    before: withParams([{ name: 'filter', in: 'query', content: { 'application/json': { schema: obj({ a: str }) } } }]),
    after: withParams([{ name: 'filter', in: 'query', content: { 'application/json': { schema: obj({ a: str }, ['a']) } } }]),
    want: ['request-parameter-became-required'],
  },
  {
    name: 'a required request body added',
    before: paths(op(), '/items', 'post'),
    after: paths(op({ requestBody: { required: true, ...jsonBody(obj({ a: str })) } }), '/items', 'post'),
    want: ['request-body-added-required'],
  },
  {
    name: 'an optional request body added',
    before: paths(op(), '/items', 'post'),
    after: paths(op({ requestBody: jsonBody(obj({ a: str })) }), '/items', 'post'),
    want: ['request-body-added-optional'],
  },
  {
    name: 'the request body removed',
    before: paths(op({ requestBody: jsonBody(obj({ a: str })) }), '/items', 'post'),
    after: paths(op(), '/items', 'post'),
    want: ['request-body-removed'],
  },
  {
    name: 'the request body became required',
    before: paths(op({ requestBody: jsonBody(str) }), '/items', 'post'),
    after: paths(op({ requestBody: { required: true, ...jsonBody(str) } }), '/items', 'post'),
    want: ['request-body-became-required'],
  },
  {
    name: 'the request body became optional',
    before: paths(op({ requestBody: { required: true, ...jsonBody(str) } }), '/items', 'post'),
    after: paths(op({ requestBody: jsonBody(str) }), '/items', 'post'),
    want: ['request-body-became-optional'],
  },
  {
    name: 'a request media type removed',
    before: paths(
      op({ requestBody: { content: { 'application/json': { schema: str }, 'application/x-www-form-urlencoded': { schema: str } } } }),
      '/items',
      'post',
    ),
    after: paths(op({ requestBody: jsonBody(str) }), '/items', 'post'),
    want: ['request-body-media-type-removed'],
  },
  {
    name: 'a request media type added',
    before: paths(op({ requestBody: jsonBody(str) }), '/items', 'post'),
    after: paths(
      op({ requestBody: { content: { 'application/json': { schema: str }, 'multipart/form-data': { schema: str } } } }),
      '/items',
      'post',
    ),
    want: ['request-body-media-type-added'],
  },
  {
    name: 'a required field added to an inline request body under paths',
    before: paths(op({ requestBody: jsonBody(obj({ amount: { type: 'integer' } }, ['amount'])) }), '/items', 'post'),
    after: paths(
      op({ requestBody: jsonBody(obj({ amount: { type: 'integer' }, currency: str }, ['amount', 'currency'])) }),
      '/items',
      'post',
    ),
    want: ['request-body-new-required-property'],
  },
  {
    name: 'a required field added to a request body composed with allOf',
    before: {
      ...paths(op({ requestBody: jsonBody({ allOf: [{ $ref: '#/components/schemas/Base' }, obj({ a: str })] }) }), '/items', 'post'),
      components: { schemas: { Base: obj({ id: str }) } },
    },
    after: {
      ...paths(op({ requestBody: jsonBody({ allOf: [{ $ref: '#/components/schemas/Base' }, obj({ a: str })] }) }), '/items', 'post'),
      components: { schemas: { Base: obj({ id: str, b: str }, ['b']) } },
    },
    want: ['request-body-new-required-property'],
  },
  {
    name: 'a success status changed (201 to 200)',
    before: paths(op({ responses: { '201': { description: 'created' } } }), '/items', 'post'),
    after: paths(op({ responses: { '200': { description: 'ok' } } }), '/items', 'post'),
    want: ['response-success-status-removed', 'response-success-status-added'],
  },
  {
    name: 'an error status removed',
    before: responses({ ...ok, '404': { description: 'nf' } }),
    after: responses(ok),
    want: ['response-non-success-status-removed'],
  },
  {
    name: 'an error status added',
    before: responses(ok),
    after: responses({ ...ok, '429': { description: 'slow down' } }),
    want: ['response-non-success-status-added'],
  },
  {
    name: 'a default response removed',
    before: responses({ ...ok, default: { description: 'error' } }),
    after: responses(ok),
    want: ['response-non-success-status-removed'],
  },
  {
    name: 'a response media type removed',
    before: responses({ '200': { description: 'ok', content: { 'application/json': { schema: str }, 'text/csv': { schema: str } } } }),
    after: responses({ '200': { description: 'ok', ...jsonBody(str) } }),
    want: ['response-media-type-removed'],
  },
  {
    name: 'a response media type added',
    before: responses({ '200': { description: 'ok', ...jsonBody(str) } }),
    after: responses({ '200': { description: 'ok', content: { 'application/json': { schema: str }, 'text/csv': { schema: str } } } }),
    want: ['response-media-type-added'],
  },
  {
    name: 'a required response header removed',
    before: responses({ '200': { description: 'ok', headers: { 'X-Request-Id': { required: true, schema: str } } } }),
    after: responses(ok),
    want: ['required-response-header-removed'],
  },
  {
    name: 'an optional response header removed',
    before: responses({ '200': { description: 'ok', headers: { 'X-Request-Id': { schema: str } } } }),
    after: responses(ok),
    want: ['optional-response-header-removed'],
  },
  {
    name: 'a response header added',
    before: responses(ok),
    after: responses({ '200': { description: 'ok', headers: { 'X-Request-Id': { schema: str } } } }),
    want: ['response-header-added'],
  },
  {
    name: 'a response header became optional',
    before: responses({ '200': { description: 'ok', headers: { 'X-Request-Id': { required: true, schema: str } } } }),
    after: responses({ '200': { description: 'ok', headers: { 'X-Request-Id': { schema: str } } } }),
    want: ['response-header-became-optional'],
  },
  {
    name: 'a response header became required',
    before: responses({ '200': { description: 'ok', headers: { 'X-Request-Id': { schema: str } } } }),
    after: responses({ '200': { description: 'ok', headers: { 'X-Request-Id': { required: true, schema: str } } } }),
    want: ['response-header-became-required'],
  },
  {
    name: 'a shared response ($ref) loses a required property',
    before: {
      ...responses({ '200': { $ref: '#/components/responses/Item' } }),
      components: { responses: { Item: { description: 'ok', ...jsonBody(obj({ id: str }, ['id'])) } } },
    },
    after: {
      ...responses({ '200': { $ref: '#/components/responses/Item' } }),
      components: { responses: { Item: { description: 'ok', ...jsonBody(obj({ id: str })) } } },
    },
    want: ['response-body-became-optional'],
  },
  {
    name: 'a webhook payload media type removed',
    before: doc({ webhooks: { 'item.created': { post: op({ requestBody: jsonBody(str) }) } } }),
    after: doc({ webhooks: { 'item.created': { post: op({ requestBody: { content: { 'text/plain': { schema: str } } } }) } } }),
    want: ['webhook-media-type-removed'],
  },
  {
    name: 'a webhook payload no longer sent',
    before: doc({ webhooks: { 'item.created': { post: op({ requestBody: jsonBody(obj({ id: str })) }) } } }),
    after: doc({ webhooks: { 'item.created': { post: op() } } }),
    want: ['webhook-payload-removed'],
  },
  {
    name: 'a webhook payload behind a $ref no longer sent',
    before: {
      ...doc({ webhooks: { 'item.created': { post: op({ requestBody: { $ref: '#/components/requestBodies/ItemEvent' } }) } } }),
      components: { requestBodies: { ItemEvent: { required: true, ...jsonBody(obj({ id: str })) } } },
    },
    after: doc({ webhooks: { 'item.created': { post: op() } } }),
    want: ['webhook-payload-removed'],
  },
  {
    name: 'a webhook payload now sent',
    before: doc({ webhooks: { 'item.created': { post: op() } } }),
    after: doc({ webhooks: { 'item.created': { post: op({ requestBody: jsonBody(obj({ id: str })) }) } } }),
    want: ['webhook-payload-added'],
  },
  { name: 'security added to a public operation', before: secured([]), after: secured([{ bearer: [] }]), want: ['api-security-added'] },
  { name: 'security removed from an operation', before: secured([{ bearer: [] }]), after: secured([]), want: ['api-security-removed'] },
  {
    name: 'a security alternative removed',
    before: secured([{ bearer: [] }, { oauth: [] }]),
    after: secured([{ bearer: [] }]),
    want: ['api-security-alternative-removed'],
  },
  {
    name: 'a security alternative added',
    before: secured([{ bearer: [] }]),
    after: secured([{ bearer: [] }, { oauth: [] }]),
    want: ['api-security-alternative-added'],
  },
  {
    name: 'a second scheme required together with the first',
    before: secured([{ bearer: [] }]),
    after: secured([{ bearer: [], oauth: [] }]),
    want: ['api-security-alternative-removed', 'api-security-alternative-added'],
  },
  {
    name: 'a scope added',
    before: secured([{ oauth: ['read'] }]),
    after: secured([{ oauth: ['read', 'write'] }]),
    want: ['api-security-scope-added'],
  },
  {
    name: 'a scope removed',
    before: secured([{ oauth: ['read', 'write'] }]),
    after: secured([{ oauth: ['read'] }]),
    want: ['api-security-scope-removed'],
  },
  {
    name: 'document-wide security added',
    before: secured(undefined),
    after: secured(undefined, [{ bearer: [] }]),
    want: ['api-security-added'],
  },
  {
    name: 'operation security moved to the document is unchanged',
    before: secured([{ bearer: [] }]),
    after: secured(undefined, [{ bearer: [] }]),
    want: [],
  },
  {
    name: 'a component schema removed',
    before: { ...paths(op()), components: { schemas: { Old: str } } },
    after: { ...paths(op()), components: { schemas: {} } },
    want: ['api-schema-removed'],
  },
  {
    name: 'a component schema added',
    before: { ...paths(op()), components: { schemas: {} } },
    after: { ...paths(op()), components: { schemas: { New: str } } },
    want: ['api-schema-added'],
  },
  {
    name: 'an envelope narrowed by allOf: a property of the narrowed `data` removed',
    before: {
      ...responses({
        '200': {
          description: 'ok',
          ...jsonBody({ allOf: [{ $ref: '#/components/schemas/Envelope' }, obj({ data: { $ref: '#/components/schemas/Item' } })] }),
        },
      }),
      components: {
        schemas: { Envelope: obj({ id: str, data: { type: ['object', 'array'] } }), Item: obj({ id: str, amount: { type: 'integer' } }) },
      },
    },
    after: {
      ...responses({
        '200': {
          description: 'ok',
          ...jsonBody({ allOf: [{ $ref: '#/components/schemas/Envelope' }, obj({ data: { $ref: '#/components/schemas/Item' } })] }),
        },
      }),
      components: { schemas: { Envelope: obj({ id: str, data: { type: ['object', 'array'] } }), Item: obj({ id: str }) } },
    },
    want: ['response-body-property-removed'],
  },
  {
    name: 'a required-one-of rule whose members now define the property is unchanged',
    before: paths(
      op({ requestBody: jsonBody({ ...obj({ a: str, b: str }), anyOf: [{ required: ['a'] }, { required: ['b'] }] }) }),
      '/items',
      'post',
    ),
    after: paths(
      op({ requestBody: jsonBody({ ...obj({}), allOf: [{ anyOf: [obj({ a: str }, ['a']), obj({ b: str }, ['b'])] }] }) }),
      '/items',
      'post',
    ),
    want: [],
  },
  {
    name: 'a recursive schema ($ref cycle) compares without looping',
    before: {
      ...responses({ '200': { description: 'ok', ...jsonBody({ $ref: '#/components/schemas/Node' }) } }),
      components: { schemas: { Node: obj({ next: { $ref: '#/components/schemas/Node' }, v: str }) } },
    },
    after: {
      ...responses({ '200': { description: 'ok', ...jsonBody({ $ref: '#/components/schemas/Node' }) } }),
      components: { schemas: { Node: obj({ next: { $ref: '#/components/schemas/Node' } }) } },
    },
    want: ['response-body-property-removed'],
  },
  {
    name: 'a component used by many operations is reported once',
    before: {
      ...doc({
        paths: {
          '/a': { get: op({ responses: { '200': { description: 'ok', ...jsonBody({ $ref: '#/components/schemas/Item' }) } } }) },
          '/b': {
            get: op({ operationId: 'b', responses: { '200': { description: 'ok', ...jsonBody({ $ref: '#/components/schemas/Item' }) } } }),
          },
        },
      }),
      components: { schemas: { Item: obj({ status: { type: 'string', enum: ['a'] } }) } },
    },
    after: {
      ...doc({
        paths: {
          '/a': { get: op({ responses: { '200': { description: 'ok', ...jsonBody({ $ref: '#/components/schemas/Item' }) } } }) },
          '/b': {
            get: op({ operationId: 'b', responses: { '200': { description: 'ok', ...jsonBody({ $ref: '#/components/schemas/Item' }) } } }),
          },
        },
      }),
      components: { schemas: { Item: obj({ status: { type: 'string', enum: ['a', 'b'] } }) } },
    },
    want: ['response-body-enum-value-added'],
  },
];

// ---------------------------------------------------------------------------------------------------------------
// OpenAPI 3.0: `nullable`, boolean exclusive bounds, `x-webhooks`; and a 3.0 -> 3.1 migration that changes nothing.

const oas30 = (schema: Json, extra: Json = {}): Json =>
  doc(
    { paths: { '/items': { get: op({ responses: { '200': { description: 'ok', ...jsonBody(obj({ field: schema })) } } }) } }, ...extra },
    '3.0.3',
  );
const oas31 = (schema: Json): Json =>
  doc({ paths: { '/items': { get: op({ responses: { '200': { description: 'ok', ...jsonBody(obj({ field: schema })) } } }) } } });

const OAS30_CASES: CatalogueCase[] = [
  {
    name: '3.0: nullable became false on a response',
    before: oas30({ type: 'string', nullable: true }),
    after: oas30(str),
    want: ['response-body-became-not-nullable'],
  },
  {
    name: '3.0: became nullable on a response',
    before: oas30(str),
    after: oas30({ type: 'string', nullable: true }),
    want: ['response-body-became-nullable'],
  },
  {
    name: '3.0: nullable $ref written with allOf',
    before: oas30({ allOf: [{ $ref: '#/components/schemas/S' }] }, { components: { schemas: { S: str } } }),
    after: oas30({ nullable: true, allOf: [{ $ref: '#/components/schemas/S' }] }, { components: { schemas: { S: str } } }),
    want: ['response-body-became-nullable'],
  },
  {
    name: '3.0: boolean exclusiveMaximum read as a bound',
    before: oas30({ type: 'number', maximum: 10 }),
    after: oas30({ type: 'number', maximum: 10, exclusiveMaximum: true }),
    want: ['response-body-max-increased', 'response-body-exclusive-max-decreased'],
  },
  {
    name: '3.0: x-webhooks removed',
    before: doc({ 'x-webhooks': { 'item.created': { post: op() } } }, '3.0.3'),
    after: doc({ 'x-webhooks': {} }, '3.0.3'),
    want: ['webhook-removed'],
  },
  {
    name: '3.0: x-webhooks payload no longer sent',
    before: doc({ 'x-webhooks': { 'item.created': { post: op({ requestBody: jsonBody(obj({ id: str })) }) } } }, '3.0.3'),
    after: doc({ 'x-webhooks': { 'item.created': { post: op() } } }, '3.0.3'),
    want: ['webhook-payload-removed'],
  },
  {
    name: '3.0: x-webhooks payload enum widened',
    before: doc({ 'x-webhooks': { 'item.created': { post: op({ requestBody: jsonBody({ type: 'string', enum: ['a'] }) }) } } }, '3.0.3'),
    after: doc(
      { 'x-webhooks': { 'item.created': { post: op({ requestBody: jsonBody({ type: 'string', enum: ['a', 'b'] }) }) } } },
      '3.0.3',
    ),
    want: ['webhook-payload-enum-value-added'],
  },
  {
    name: '3.0 to 3.1 migration: nullable to type array is unchanged',
    before: oas30({ type: 'string', nullable: true }),
    after: oas31({ type: ['string', 'null'] }),
    want: [],
  },
  {
    name: '3.0 to 3.1 migration: x-webhooks to webhooks is unchanged',
    before: doc({ 'x-webhooks': { 'item.created': { post: op() } } }, '3.0.3'),
    after: doc({ webhooks: { 'item.created': { post: op() } } }),
    want: [],
  },
  {
    name: '3.0 to 3.1 migration: exclusiveMinimum boolean to number is unchanged',
    before: oas30({ type: 'number', minimum: 0, exclusiveMinimum: true }),
    after: oas31({ type: 'number', exclusiveMinimum: 0 }),
    want: [],
  },
];

// ---------------------------------------------------------------------------------------------------------------
// The package's original fixture (test/fixtures/base.json), with the changes its first tests caught.

const base: Json = JSON.parse(readFileSync(new URL('./fixtures/base.json', import.meta.url), 'utf8'));
/** The object at `keys` inside a fixture document: an edit naming a part the fixture lacks fails with its path. */
function part(d: Json, ...keys: string[]): Json {
  let node: unknown = d;
  for (const key of keys) {
    node = node !== null && typeof node === 'object' ? (node as Json)[key] : undefined;
    if (node === null || typeof node !== 'object') throw new Error(`test/fixtures/base.json: no object at /${keys.join('/')}`);
  }
  return node as Json;
}

/** The array at `keys` inside a fixture document (an enum, a `required` list, a parameter list). */
function list(d: Json, ...keys: string[]): unknown[] {
  const last = keys.pop()!;
  const value = part(d, ...keys)[last];
  if (!Array.isArray(value)) throw new Error(`test/fixtures/base.json: no array at /${[...keys, last].join('/')}`);
  return value;
}

const schemaProps = (d: Json, name: string): Json => part(d, 'components', 'schemas', name, 'properties');

const edit = (mutate: (d: Json) => void): Json => {
  const d = clone(base);
  mutate(d);
  return d;
};

const FIXTURE_CASES: CatalogueCase[] = [
  {
    name: 'fixture: list operation removed',
    before: base,
    after: edit((d) => delete part(d, 'paths', '/checkouts').get),
    want: ['api-removed'],
  },
  {
    name: 'fixture: webhook removed',
    before: base,
    after: edit((d) => delete part(d, 'webhooks')['checkout.created']),
    want: ['webhook-removed'],
  },
  {
    name: 'fixture: response field removed',
    before: base,
    after: edit((d) => delete schemaProps(d, 'Checkout').status),
    want: ['response-body-property-removed'],
  },
  {
    name: 'fixture: request field renamed',
    before: base,
    after: edit((d) => {
      const p = schemaProps(d, 'CheckoutCreateInput');
      p.memo = p.description;
      delete p.description;
    }),
    want: ['request-body-property-removed', 'request-body-property-added'],
  },
  {
    name: 'fixture: nested request field removed',
    before: base,
    after: edit((d) => delete part(schemaProps(d, 'CheckoutCreateInput'), 'metadata', 'properties').order_id),
    want: ['request-body-property-removed'],
  },
  {
    name: 'fixture: response enum narrowed (safe)',
    before: base,
    after: edit((d) => list(d, 'components', 'schemas', 'CheckoutStatus', 'enum').pop()),
    want: ['response-body-enum-value-removed'],
  },
  {
    name: 'fixture: response enum widened',
    before: base,
    after: edit((d) => list(d, 'components', 'schemas', 'CheckoutStatus', 'enum').push('archived')),
    want: ['response-body-enum-value-added'],
  },
  {
    name: 'fixture: request field made required',
    before: base,
    after: edit((d) => list(d, 'components', 'schemas', 'CheckoutCreateInput', 'required').push('description')),
    want: ['request-body-became-required'],
  },
  {
    name: 'fixture: required header added',
    before: base,
    after: edit((d) =>
      list(d, 'paths', '/checkouts', 'post', 'parameters').push({ name: 'Idempotency-Key', in: 'header', required: true, schema: str }),
    ),
    want: ['new-required-request-parameter'],
  },
  {
    name: 'fixture: request type changed',
    before: base,
    after: edit((d) => (part(schemaProps(d, 'CheckoutCreateInput'), 'amount').type = 'string')),
    want: ['request-body-type-changed'],
  },
  {
    name: 'fixture: schema removed',
    before: base,
    after: edit((d) => {
      // The enum moves inline: the field is unchanged, only the named schema (and its generated type) is gone.
      const schemas = part(d, 'components', 'schemas');
      schemaProps(d, 'Checkout').status = clone(schemas.CheckoutStatus);
      delete schemas.CheckoutStatus;
    }),
    want: ['api-schema-removed'],
  },
  {
    name: 'fixture: response field made required (safe)',
    before: base,
    after: edit((d) => list(d, 'components', 'schemas', 'Checkout', 'required').push('status')),
    want: ['response-body-became-required'],
  },
  { name: 'fixture: unchanged', before: base, after: clone(base), want: [] },
];

export const CATALOGUE: CatalogueCase[] = [...OPERATION_CASES, ...OAS30_CASES, ...FIXTURE_CASES, ...schemaCases()];

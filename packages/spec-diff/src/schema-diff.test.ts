// Edge cases of the schema comparison (schema-diff.ts) the catalogue's one-edit cases do not reach: given a schema
// before and after in a request or a response body, want every finding in full (id, both pointers, sentence). Type
// changes that keep an overlap are compared further and those that do not stop there, several values are listed,
// properties hidden on both sides or hidden on one side while changed, a oneOf wrapper added or dropped, and what
// is absent on one side (items, additionalProperties, a discriminator, a parameter's schema) is not compared.
import { describe, expect, test } from 'vitest';
import { diffSpecs } from './diff.ts';

const SCHEMA = {
  request: '#/paths/~1items/post/requestBody/content/application~1json/schema',
  response: '#/paths/~1items/get/responses/200/content/application~1json/schema',
} as const;

function body(side: 'request' | 'response', schema: unknown): object {
  const media = { content: { 'application/json': { schema } } };
  const operation =
    side === 'request'
      ? { post: { requestBody: media, responses: { '201': { description: 'created' } } } }
      : { get: { responses: { '200': { description: 'ok', ...media } } } };
  return { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/items': operation } };
}

const found = (before: object, after: object): string[] =>
  diffSpecs(before, after).map((f) => `${f.id} ${f.before} -> ${f.after}: ${f.message}`);

const str = { type: 'string' };

describe('compareSchemas (given a body schema before and after, want every finding)', () => {
  const cases: { name: string; side: 'request' | 'response'; before: unknown; after: unknown; want: (p: string) => string[] }[] = [
    {
      name: 'two enum values removed are listed together',
      side: 'response',
      before: { type: 'string', enum: ['a', 'b', 'c'] },
      after: { type: 'string', enum: ['a'] },
      want: (p) => [
        `response-body-enum-value-removed ${p} -> ${p}: GET /items, response 200 (application/json): enum value(s) \`"b"\`, \`"c"\` removed.`,
      ],
    },
    {
      name: 'the order of a type list is no change',
      side: 'request',
      before: { type: ['string', 'integer'] },
      after: { type: ['integer', 'string'] },
      want: () => [],
    },
    {
      name: 'a type dropped from a list, with a bound added: the types overlap, so the bound is compared too',
      side: 'request',
      before: { type: ['string', 'integer'] },
      after: { type: 'string', maxLength: 5 },
      want: (p) => [
        `request-body-max-length-decreased ${p} -> ${p}: POST /items, request body (application/json): maxLength set to 5.`,
        `request-body-type-changed ${p} -> ${p}: POST /items, request body (application/json): type changed from integer | string to string.`,
      ],
    },
    {
      name: 'a request string that became a number is not compatible',
      side: 'request',
      before: str,
      after: { type: 'number' },
      want: (p) => [
        `request-body-type-changed ${p} -> ${p}: POST /items, request body (application/json): type changed from string to number.`,
      ],
    },
    {
      name: 'types that no longer overlap stop the comparison there',
      side: 'response',
      before: { type: 'string', format: 'uuid' },
      after: { type: 'integer', format: 'int64' },
      want: (p) => [
        `response-body-type-changed ${p} -> ${p}: GET /items, response 200 (application/json): type changed from string to integer.`,
      ],
    },
    {
      name: 'a property readOnly on both sides is not compared in a request',
      side: 'request',
      before: { type: 'object', properties: { id: { type: 'string', readOnly: true } } },
      after: { type: 'object', properties: { id: { type: 'integer', readOnly: true } } },
      want: () => [],
    },
    {
      name: 'a request property that became writeOnly is still compared',
      side: 'request',
      before: { type: 'object', properties: { pin: { type: 'string', maxLength: 9 } } },
      after: { type: 'object', properties: { pin: { type: 'string', maxLength: 4, writeOnly: true } } },
      want: (p) => [
        `request-body-max-length-decreased ${p}/properties/pin -> ${p}/properties/pin: POST /items, request body (application/json), property \`pin\`: maxLength changed from 9 to 4.`,
      ],
    },
    {
      name: 'a response property that became readOnly is still compared',
      side: 'response',
      before: { type: 'object', properties: { state: { type: 'string', enum: ['a'] } } },
      after: { type: 'object', properties: { state: { type: 'string', enum: ['a', 'b'], readOnly: true } } },
      want: (p) => [
        `response-body-enum-value-added ${p}/properties/state -> ${p}/properties/state: GET /items, response 200 (application/json), property \`state\`: enum value(s) \`"b"\` added. Clients with exhaustive matching break.`,
      ],
    },
    {
      name: 'an object wrapped in a nullable oneOf is compared with the object it wraps',
      side: 'response',
      before: { type: 'object', properties: { a: str } },
      after: { oneOf: [{ type: 'object', properties: { a: str, b: str } }, { type: 'null' }] },
      want: (p) => [
        `response-body-became-nullable ${p} -> ${p}: GET /items, response 200 (application/json): may now be null.`,
        `response-body-property-added ${p} -> ${p}/oneOf/0/properties/b: GET /items, response 200 (application/json), property \`b\`: added.`,
      ],
    },
    {
      name: 'a nullable oneOf unwrapped is compared with the object it wrapped',
      side: 'response',
      before: { oneOf: [{ type: 'object', properties: { a: str, b: str } }, { type: 'null' }] },
      after: { type: 'object', properties: { a: str } },
      want: (p) => [
        `response-body-became-not-nullable ${p} -> ${p}: GET /items, response 200 (application/json): may no longer be null.`,
        `response-body-property-removed ${p}/oneOf/0/properties/b -> ${p}: GET /items, response 200 (application/json), property \`b\`: removed (or renamed); clients reading it break.`,
      ],
    },
    {
      name: 'a string wrapped in a nullable oneOf while its maxLength is lowered: no keyword removed from the wrapper',
      side: 'request',
      before: { type: 'string', maxLength: 5 },
      after: { oneOf: [{ type: 'string', maxLength: 3 }, { type: 'null' }] },
      want: (p) => [
        `request-body-became-nullable ${p} -> ${p}: POST /items, request body (application/json): may now be null.`,
        `request-body-max-length-decreased ${p} -> ${p}/oneOf/0: POST /items, request body (application/json): maxLength changed from 5 to 3.`,
      ],
    },
    {
      name: 'a string wrapped in a nullable oneOf while its maxLength is lowered: no keyword removed from the wrapper',
      side: 'response',
      before: { type: 'string', maxLength: 5 },
      after: { oneOf: [{ type: 'string', maxLength: 3 }, { type: 'null' }] },
      want: (p) => [
        `response-body-became-nullable ${p} -> ${p}: GET /items, response 200 (application/json): may now be null.`,
        `response-body-max-length-decreased ${p} -> ${p}/oneOf/0: GET /items, response 200 (application/json): maxLength changed from 5 to 3.`,
      ],
    },
    {
      name: 'a nullable anyOf unwrapped with a format kept: only the nullability changes',
      side: 'request',
      before: { anyOf: [{ type: 'string', format: 'date' }, { type: 'null' }] },
      after: { type: 'string', format: 'date' },
      want: (p) => [`request-body-became-not-nullable ${p} -> ${p}: POST /items, request body (application/json): may no longer be null.`],
    },
    {
      name: 'keywords beside a nullable oneOf apply to the member it wraps',
      side: 'response',
      before: { type: 'string', maxLength: 5, deprecated: true },
      after: { deprecated: true, oneOf: [{ type: 'string', maxLength: 5 }, { type: 'null' }] },
      want: (p) => [`response-body-became-nullable ${p} -> ${p}: GET /items, response 200 (application/json): may now be null.`],
    },
    {
      name: 'a nullable oneOf on both sides is not unwrapped: its members are matched by title',
      side: 'response',
      before: { oneOf: [{ title: 'Card', type: 'object', properties: { last4: str } }, { type: 'null' }] },
      after: { oneOf: [{ title: 'Bank', type: 'object', properties: { iban: str } }, { type: 'null' }] },
      want: (p) => [
        `response-body-variant-removed ${p}/oneOf/0 -> ${p}: GET /items, response 200 (application/json): variant title:Card removed.`,
        `response-body-variant-added ${p} -> ${p}/oneOf/0: GET /items, response 200 (application/json): variant title:Bank added. Clients that handle every variant break.`,
      ],
    },
    {
      name: 'a oneOf of two replaced by a plain schema: both variants removed',
      side: 'response',
      before: { oneOf: [str, { type: 'integer' }] },
      after: str,
      want: (p) => [
        `response-body-variant-removed ${p}/oneOf/0 -> ${p}: GET /items, response 200 (application/json): variant oneOf[0] removed.`,
        `response-body-variant-removed ${p}/oneOf/1 -> ${p}: GET /items, response 200 (application/json): variant oneOf[1] removed.`,
      ],
    },
    {
      name: 'a plain schema replaced by a oneOf of two: both variants added',
      side: 'response',
      before: str,
      after: { oneOf: [str, { type: 'integer' }] },
      want: (p) => [
        `response-body-variant-added ${p} -> ${p}/oneOf/0: GET /items, response 200 (application/json): variant oneOf[0] added. Clients that handle every variant break.`,
        `response-body-variant-added ${p} -> ${p}/oneOf/1: GET /items, response 200 (application/json): variant oneOf[1] added. Clients that handle every variant break.`,
      ],
    },
    {
      name: 'array items dropped on one side are not compared (there is nothing to compare them with)',
      side: 'request',
      before: { type: 'array', items: { type: 'string', maxLength: 5 } },
      after: { type: 'array' },
      want: () => [],
    },
    {
      name: 'an additionalProperties schema dropped on one side is not compared',
      side: 'request',
      before: { type: 'object', additionalProperties: { type: 'string', maxLength: 5 } },
      after: { type: 'object' },
      want: () => [],
    },
    {
      name: 'a discriminator added',
      side: 'response',
      before: { oneOf: [str] },
      after: { oneOf: [str], discriminator: { propertyName: 'kind' } },
      want: (p) => [
        `response-body-discriminator-property-changed ${p} -> ${p}: GET /items, response 200 (application/json): discriminator propertyName changed from none to \`kind\`; variants are told apart by another field.`,
      ],
    },
    {
      name: 'a discriminator removed',
      side: 'response',
      before: { oneOf: [str], discriminator: { propertyName: 'kind' } },
      after: { oneOf: [str] },
      want: (p) => [
        `response-body-discriminator-property-changed ${p} -> ${p}: GET /items, response 200 (application/json): discriminator propertyName changed from \`kind\` to none; variants are told apart by another field.`,
      ],
    },
    {
      name: 'a discriminator with only a mapping added',
      side: 'response',
      before: { oneOf: [str] },
      after: { oneOf: [str], discriminator: { mapping: { card: '#/components/schemas/Card' } } },
      want: (p) => [
        `response-body-discriminator-mapping-added ${p} -> ${p}: GET /items, response 200 (application/json): discriminator value \`card\` added. Clients that handle every value break.`,
      ],
    },
    {
      name: 'a discriminator with only a mapping removed',
      side: 'response',
      before: { oneOf: [str], discriminator: { mapping: { card: '#/components/schemas/Card' } } },
      after: { oneOf: [str] },
      want: (p) => [
        `response-body-discriminator-mapping-removed ${p} -> ${p}: GET /items, response 200 (application/json): discriminator value \`card\` removed.`,
      ],
    },
  ];
  test.each(cases)('$name ($side)', ({ side, before, after, want }) => {
    expect(found(body(side, before), body(side, after)).sort()).toEqual(want(SCHEMA[side]).sort());
  });
});

describe('two schemas compared with one (the comparison is keyed by the pointers on both sides)', () => {
  const op = (path: string, schema: unknown) => ({
    get: { operationId: path, responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } } },
  });
  const spec = (a: unknown, b: unknown) => ({
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: { '/a': op('a', a), '/b': op('b', b) },
    components: { schemas: { Item: { type: 'string', enum: ['x', 'y'] } } },
  });
  const ref = { $ref: '#/components/schemas/Item' };
  const inline = (values: string[]) => ({ type: 'string', enum: values });
  test('two inline schemas now sharing one component: each pair reported', () => {
    expect(found(spec(inline(['x', 'y', 'z']), inline(['x', 'y', 'w'])), spec(ref, ref)).sort()).toEqual([
      'response-body-enum-value-removed #/paths/~1a/get/responses/200/content/application~1json/schema -> #/components/schemas/Item: GET /a, response 200 (application/json): enum value(s) `"z"` removed.',
      'response-body-enum-value-removed #/paths/~1b/get/responses/200/content/application~1json/schema -> #/components/schemas/Item: GET /b, response 200 (application/json): enum value(s) `"w"` removed.',
    ]);
  });
  test('a shared component wrapped in a nullable oneOf in one place: that place became nullable', () => {
    expect(found(spec(ref, ref), spec(ref, { oneOf: [ref, { type: 'null' }] }))).toEqual([
      'response-body-became-nullable #/components/schemas/Item -> #/paths/~1b/get/responses/200/content/application~1json/schema: GET /b, response 200 (application/json): may now be null.',
    ]);
  });
  test('one shared component now two inline schemas: each pair reported', () => {
    expect(found(spec(ref, ref), spec(inline(['x']), inline(['y']))).sort()).toEqual([
      'response-body-enum-value-removed #/components/schemas/Item -> #/paths/~1a/get/responses/200/content/application~1json/schema: GET /a, response 200 (application/json): enum value(s) `"y"` removed.',
      'response-body-enum-value-removed #/components/schemas/Item -> #/paths/~1b/get/responses/200/content/application~1json/schema: GET /b, response 200 (application/json): enum value(s) `"x"` removed.',
    ]);
  });
});

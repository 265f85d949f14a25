// Which properties of an example its schema does not declare (given/want): refs followed, allOf/anyOf/oneOf members
// pooled, arrays through items and prefixItems, maps through a schema-valued additionalProperties, and open objects
// (additionalProperties true, patternProperties, unevaluatedProperties) or schemas without `properties` left alone.
import { describe, expect, test } from 'vitest';
import { undeclaredProperties } from '../src/undeclared-properties.ts';

const doc = {
  components: {
    schemas: {
      Envelope: { type: 'object', properties: { object: { type: 'string' }, has_more: { type: 'boolean' } } },
      Item: {
        type: 'object',
        properties: { id: { type: 'string' }, metadata: { type: 'object', additionalProperties: { type: 'string' } } },
      },
      List: {
        allOf: [
          { $ref: '#/components/schemas/Envelope' },
          { properties: { data: { type: 'array', items: { $ref: '#/components/schemas/Item' } } } },
        ],
      },
      Card: { type: 'object', properties: { brand: { type: 'string' } } },
      Bank: { type: 'object', properties: { routing: { type: 'string' } } },
      Method: { oneOf: [{ $ref: '#/components/schemas/Card' }, { $ref: '#/components/schemas/Bank' }] },
      Open: { type: 'object', properties: { a: {} }, additionalProperties: true },
      Patterned: { type: 'object', properties: { a: {} }, patternProperties: { '^x_': {} } },
      Free: { type: 'object' },
      Pair: { type: 'array', prefixItems: [{ $ref: '#/components/schemas/Card' }], items: { $ref: '#/components/schemas/Bank' } },
    },
  },
};
const at = (name: string) => `#/components/schemas/${name}`;

describe('undeclaredProperties', () => {
  test.each([
    { name: 'every property declared', schema: 'Item', value: { id: 'i', metadata: { k: 'v' } }, want: [] },
    { name: 'a removed property', schema: 'Item', value: { id: 'i', description: 'x' }, want: ['/description'] },
    { name: 'allOf members pooled (envelope and data)', schema: 'List', value: { object: 'list', has_more: false, data: [] }, want: [] },
    {
      name: 'into array items through allOf and $ref',
      schema: 'List',
      value: { data: [{ id: 'a' }, { id: 'b', old: 1 }] },
      want: ['/data/1/old'],
    },
    { name: 'a map through additionalProperties is open', schema: 'Item', value: { metadata: { any_key: 'v' } }, want: [] },
    { name: 'oneOf members pooled', schema: 'Method', value: { brand: 'visa', routing: '1' }, want: [] },
    { name: 'a key no oneOf member declares', schema: 'Method', value: { brand: 'visa', iban: 'x' }, want: ['/iban'] },
    { name: 'additionalProperties true', schema: 'Open', value: { a: 1, b: 2 }, want: [] },
    { name: 'patternProperties', schema: 'Patterned', value: { a: 1, x_y: 2 }, want: [] },
    { name: 'a free object', schema: 'Free', value: { anything: 1 }, want: [] },
    {
      name: 'prefixItems, then items',
      schema: 'Pair',
      value: [
        { brand: 'v', routing: 'no' },
        { routing: '1', brand: 'no' },
      ],
      want: ['/0/routing', '/1/brand'],
    },
    { name: 'a key with a slash is escaped', schema: 'Card', value: { 'a/b': 1 }, want: ['/a~1b'] },
  ])('$name', ({ schema, value, want }) => {
    const got = undeclaredProperties(doc, at(schema), value);
    expect(got.map((e) => e.pointer)).toEqual(want);
    for (const e of got) expect(e.message).toBe(`has property \`${e.property}\`, which the schema does not declare`);
  });
});

// What a schema looks like to the comparison (schema-view.ts): given one schema (with the components it refers to),
// want the fields of its view. Keywords of the wrong JSON type are ignored rather than read, allOf parts merge to what
// every part demands, keywords beside a `$ref` apply on top of its target, and cycles end.
import { describe, expect, test } from 'vitest';
import { OpenApiDocument } from './document.ts';
import { viewOf, viewOfAll, type SchemaView } from './schema-view.ts';

const SCHEMAS = {
  Card: { type: 'object', title: 'Card', properties: { pan: { type: 'string' } } },
  Short: { type: 'string', maxLength: 5, default: 'a', readOnly: false },
  Loop: { allOf: [{ $ref: '#/components/schemas/Loop' }], type: 'string' },
};
const doc = new OpenApiDocument({ components: { schemas: SCHEMAS } });

/** The view as plain JSON: sets sorted, maps as objects, located values as their pointer; absent keys stay absent. */
function plain(view: SchemaView): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(view)) {
    if (value === undefined) continue; // merge's `??=` leaves a key with nothing in it: the same as absent
    if (value instanceof Set) out[key] = [...value].sort();
    else if (key === 'properties')
      out[key] = Object.fromEntries([...(value as SchemaView['properties'])].map(([k, l]) => [k, l.map((x) => x.ptr)]));
    else if (key === 'self') out[key] = (value as SchemaView['self']).map((l) => l.ptr);
    else if (key === 'items' || key === 'additional') out[key] = (value as { ptr: string }).ptr;
    else if (key === 'variants') out[key] = (value as SchemaView['variants']).map((v) => v.key);
    else if (key === 'discriminator') {
      const d = value as NonNullable<SchemaView['discriminator']>;
      out[key] = { ...d, mapping: Object.fromEntries(d.mapping) };
    } else out[key] = value;
  }
  return out;
}

const rawView = (schema: unknown) => viewOf(doc, { node: schema, ptr: '#/s' });

describe('viewOf (given a schema, want these fields of its view; `absent`: keys the view must not have)', () => {
  const cases: { name: string; given: unknown; want: Record<string, unknown>; absent?: string[] }[] = [
    {
      name: 'keywords of the wrong JSON type are ignored',
      given: {
        type: 'string',
        format: 5,
        pattern: true,
        multipleOf: '5',
        maxLength: '5',
        additionalProperties: true,
        items: true,
        discriminator: 'kind',
      },
      want: { types: ['string'], bounds: {}, closed: false },
      absent: ['format', 'pattern', 'multipleOf', 'additional', 'items', 'discriminator', 'default', 'enum'],
    },
    {
      name: 'a discriminator keeps only a string propertyName and string targets',
      given: { discriminator: { propertyName: 5, mapping: { card: '#/components/schemas/Card', bad: 5 } } },
      want: { discriminator: { mapping: { card: '#/components/schemas/Card' } } },
    },
    {
      name: 'a discriminator mapping that is not an object is no mapping',
      given: { discriminator: { mapping: 'x' } },
      want: { discriminator: { mapping: {} } },
    },
    {
      name: 'no type but properties: an object',
      given: { properties: { a: {} } },
      want: { types: ['object'], properties: { a: ['#/s/properties/a'] } },
    },
    {
      name: 'no type but additionalProperties: an object',
      given: { additionalProperties: false },
      want: { types: ['object'], closed: true },
    },
    { name: 'no type but items: an array', given: { items: { type: 'string' } }, want: { types: ['array'], items: '#/s/items' } },
    { name: 'no type and nothing else: no types', given: {}, want: { required: [], variants: [] }, absent: ['types'] },
    { name: 'a declared type wins over items', given: { type: 'string', items: {} }, want: { types: ['string'] } },
    { name: 'a type list keeps only type names', given: { type: ['string', 5] }, want: { types: ['string'] } },
    {
      name: 'only null declared: no type is inferred from properties',
      given: { type: 'null', properties: { a: {} } },
      want: { nullable: true },
      absent: ['types'],
    },
    {
      name: 'only null declared: no type is inferred from items',
      given: { type: ['null'], items: {} },
      want: { nullable: true },
      absent: ['types'],
    },
    {
      name: 'null in a type array is nullability, not a type',
      given: { type: ['string', 'null'] },
      want: { types: ['string'], nullable: true },
    },
    { name: 'null in an enum is nullability, not a value', given: { enum: ['a', null] }, want: { enum: ['a'], nullable: true } },
    { name: 'const is a one-value enum', given: { const: 'a' }, want: { enum: ['a'], nullable: false } },
    {
      name: '3.0 boolean exclusive bounds without a number beside them are no bound',
      given: { type: 'number', exclusiveMaximum: true, exclusiveMinimum: true },
      want: { bounds: {} },
    },
    {
      name: 'oneOf members keyed by $ref name, then title, then position; a null member is nullability',
      given: {
        oneOf: [{ $ref: '#/components/schemas/Card' }, { title: 'Bank', type: 'object' }, { type: 'null' }, { type: 'string', title: 7 }],
      },
      want: { variants: ['ref:Card', 'title:Bank', 'oneOf[3]'], nullable: true },
    },
    {
      name: 'a member that is not an object is keyed by position',
      given: { anyOf: [null, 'x'] },
      want: { variants: ['anyOf[0]', 'anyOf[1]'] },
    },
    {
      name: 'allOf: types intersect, integer is the number both allow',
      given: { allOf: [{ type: ['string', 'integer'] }, { type: ['integer', 'number'] }] },
      want: { types: ['integer'] },
    },
    {
      name: 'allOf: number and integer give integer',
      given: { allOf: [{ type: 'number' }, { type: 'integer' }] },
      want: { types: ['integer'] },
    },
    {
      name: 'allOf: integer and number give integer',
      given: { allOf: [{ type: 'integer' }, { type: 'number' }] },
      want: { types: ['integer'] },
    },
    { name: 'allOf: string and integer allow nothing', given: { allOf: [{ type: 'string' }, { type: 'integer' }] }, want: { types: [] } },
    { name: 'allOf: string and number allow nothing', given: { allOf: [{ type: 'string' }, { type: 'number' }] }, want: { types: [] } },
    { name: 'allOf: a part gives the type the parent lacks', given: { allOf: [{ type: 'string' }] }, want: { types: ['string'] } },
    {
      name: 'allOf: enums intersect, the tightest bounds win',
      given: {
        enum: ['a', 'b'],
        maxLength: 5,
        minLength: 1,
        allOf: [
          { enum: ['b', 'c'], maxLength: 9, minLength: 3 },
          { maxLength: 4, minLength: 2 },
        ],
      },
      want: { enum: ['b'], bounds: { maxLength: 4, minLength: 3 } },
    },
    {
      name: 'allOf: a part adds what the parent does not say',
      given: {
        allOf: [
          {
            format: 'uuid',
            pattern: '^a',
            enum: ['x'],
            maxItems: 3,
            minItems: 1,
            readOnly: true,
            writeOnly: true,
            items: {},
            additionalProperties: { type: 'string' },
            multipleOf: 2,
            uniqueItems: true,
            default: 1,
            deprecated: true,
            discriminator: { propertyName: 'kind' },
            properties: { a: {} },
            required: ['a'],
          },
        ],
      },
      want: {
        format: 'uuid',
        pattern: '^a',
        enum: ['x'],
        bounds: { maxItems: 3, minItems: 1 },
        readOnly: true,
        writeOnly: true,
        items: '#/s/allOf/0/items',
        closed: false,
        additional: '#/s/allOf/0/additionalProperties',
        multipleOf: 2,
        uniqueItems: true,
        default: '1',
        deprecated: true,
        discriminator: { propertyName: 'kind', mapping: {} },
        properties: { a: ['#/s/allOf/0/properties/a'] },
        required: ['a'],
      },
    },
    {
      name: 'allOf: what the parent says first stays (format, pattern, items, multipleOf, default, discriminator)',
      given: {
        format: 'date',
        pattern: '^p',
        items: {},
        multipleOf: 3,
        default: 2,
        discriminator: { propertyName: 'type' },
        additionalProperties: false,
        allOf: [
          { format: 'uuid', pattern: '^a', items: {}, multipleOf: 2, discriminator: { propertyName: 'kind' }, additionalProperties: true },
        ],
      },
      want: {
        format: 'date',
        pattern: '^p',
        items: '#/s/items',
        multipleOf: 3,
        default: '2',
        discriminator: { propertyName: 'type', mapping: {} },
        closed: true,
      },
    },
    {
      name: 'allOf: a property defined by the parent and a part has both definitions; the parent variants stay',
      given: { properties: { a: {} }, oneOf: [{ title: 'A' }], allOf: [{ properties: { a: {} }, oneOf: [{ title: 'B' }] }] },
      want: { properties: { a: ['#/s/properties/a', '#/s/allOf/0/properties/a'] }, variants: ['title:A'] },
    },
    {
      name: 'allOf: variants come from a part when the parent has none',
      given: { allOf: [{ anyOf: [{ title: 'B' }] }] },
      want: { variants: ['title:B'] },
    },
    {
      name: 'keywords beside a $ref apply on top of its target',
      given: { $ref: '#/components/schemas/Short', readOnly: true, default: 'b', maxLength: 9 },
      want: { ptr: '#/components/schemas/Short', readOnly: true, default: '"b"', bounds: { maxLength: 9 }, types: ['string'] },
    },
    {
      name: 'properties beside a $ref: the sibling definition is read where it is written',
      given: { $ref: '#/components/schemas/Card', properties: { b: {} } },
      want: { types: ['object'], properties: { b: ['#/components/schemas/Card/properties/b', '#/s/properties/b'] } },
    },
    {
      name: 'annotations beside a $ref change nothing',
      given: { $ref: '#/components/schemas/Card', description: 'x', title: 'y' },
      want: {
        ptr: '#/components/schemas/Card',
        self: ['#/components/schemas/Card'],
        properties: { pan: ['#/components/schemas/Card/properties/pan'] },
      },
    },
    {
      name: 'an inline schema is read once (its properties are not doubled)',
      given: { type: 'object', properties: { a: {} } },
      want: { properties: { a: ['#/s/properties/a'] }, required: [] },
    },
    {
      name: 'an allOf that refers back to itself ends',
      given: { $ref: '#/components/schemas/Loop' },
      want: { ptr: '#/components/schemas/Loop', types: ['string'] },
    },
  ];
  test.each(cases)('$name', ({ given, want, absent = [] }) => {
    const raw = rawView(given);
    const got = plain(raw);
    expect(Object.fromEntries(Object.keys(want).map((k) => [k, got[k]]))).toStrictEqual(want);
    // On the view itself: a key set to undefined is still a key.
    for (const key of absent) expect(Object.keys(raw), key).not.toContain(key);
  });
});

describe('viewOfAll', () => {
  test('no definition is an empty view at the document root', () => {
    expect(plain(viewOfAll(doc, []))).toMatchObject({ ptr: '#', self: ['#'], bounds: {}, properties: {} });
  });
  test('several definitions: the last one is where the view points, and every one is kept', () => {
    const got = plain(
      viewOfAll(doc, [
        { node: { type: 'string', maxLength: 9 }, ptr: '#/a' },
        { node: { maxLength: 4 }, ptr: '#/b' },
      ]),
    );
    expect(got).toMatchObject({ ptr: '#/b', self: ['#/a', '#/b'], bounds: { maxLength: 4 }, types: ['string'] });
  });
});

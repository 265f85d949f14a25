// How the comparison reads a document: `$ref`s that lead nowhere read as empty objects at the ref (the gate compares
// what it is given, never stops), operations matched with path parameters blanked but not confused with a literal
// path, and parameters without a name or a location left out.
import { describe, expect, test } from 'vitest';
import { diffSpecs } from './diff.ts';
import { asJson, OpenApiDocument } from './document.ts';

const doc = (paths: object) => ({ openapi: '3.1.0', info: { title: 't', version: '1' }, paths });
const ok = { responses: { '200': { description: 'ok' } } };

describe('OpenApiDocument.resolve', () => {
  const d = new OpenApiDocument({ components: { schemas: { A: { type: 'string' }, Loop: { $ref: '#/components/schemas/Loop' } } } });
  const cases: { name: string; given: { node: unknown; ptr: string }; want: { node: unknown; ptr: string } }[] = [
    { name: 'not an object', given: { node: 'x', ptr: '#/a' }, want: { node: {}, ptr: '#/a' } },
    {
      name: 'an inline object stays where it is',
      given: { node: { type: 'integer' }, ptr: '#/b' },
      want: { node: { type: 'integer' }, ptr: '#/b' },
    },
    {
      name: 'a ref moves to its target',
      given: { node: { $ref: '#/components/schemas/A' }, ptr: '#/c' },
      want: { node: { type: 'string' }, ptr: '#/components/schemas/A' },
    },
    {
      name: 'a ref to nowhere',
      given: { node: { $ref: '#/components/schemas/Nope' }, ptr: '#/d' },
      want: { node: {}, ptr: '#/components/schemas/Nope' },
    },
    {
      name: 'a ref that loops',
      given: { node: { $ref: '#/components/schemas/Loop' }, ptr: '#/e' },
      want: { node: {}, ptr: '#/components/schemas/Loop' },
    },
  ];
  test.each(cases)('$name', ({ given, want }) => expect(d.resolve(given)).toStrictEqual(want));
});

describe('asJson', () => {
  test.each([
    [null, {}],
    ['x', {}],
    [{ a: 1 }, { a: 1 }],
  ])('%j -> %j', (given, want) => expect(asJson(given)).toStrictEqual(want));
});

describe('operations', () => {
  test('a path template and a literal path with the same prefix are two operations', () => {
    const ids = diffSpecs(doc({ '/items/{id}': { get: ok } }), doc({ '/items/': { get: ok } })).map((f) => f.id);
    expect(ids.sort()).toEqual(['api-added', 'api-removed']);
  });
  test('keys and match keys', () => {
    const ops = new OpenApiDocument(doc({ '/items/{id}': { get: ok } })).operations();
    expect([...ops.values()].map((o) => [o.key, o.matchKey, o.webhook])).toEqual([['GET /items/{id}', 'path GET /items/{}', false]]);
  });
  test.each([
    ['no location', { name: 'q', schema: { type: 'string' } }],
    ['no name', { in: 'query', schema: { type: 'string' } }],
  ])('a parameter with %s is not a parameter', (_name, parameter) => {
    const ops = new OpenApiDocument(doc({ '/items': { get: { ...ok, parameters: [parameter] } } })).operations();
    expect([...ops.values()][0]!.parameters).toEqual([]);
  });
});

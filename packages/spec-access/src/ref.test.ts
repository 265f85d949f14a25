import { describe, expect, test } from 'vitest';
import { SpecAccessError, derefDeep, resolve, resolveLocated, resolveRef } from './ref.ts';

const doc = {
  components: {
    schemas: {
      Card: { type: 'object', description: 'A card', properties: { brand: { $ref: '#/components/schemas/Brand' } } },
      Brand: { type: 'string', enum: ['visa'] },
      Alias: { $ref: '#/components/schemas/Card' },
      Node: { type: 'object', properties: { child: { $ref: '#/components/schemas/Node' } } },
      'a/b': { type: 'integer' },
      LoopA: { $ref: '#/components/schemas/LoopB' },
      LoopB: { $ref: '#/components/schemas/LoopA' },
    },
    parameters: { Limit: { name: 'limit', in: 'query' } },
  },
  paths: { '/x/{id}': { get: { operationId: 'getX' } } },
};

describe('resolveRef', () => {
  test.each([
    ['#/components/schemas/Brand', doc.components.schemas.Brand],
    ['#/components/schemas/a~1b', { type: 'integer' }],
    ['#/paths/~1x~1%7Bid%7D/get', { operationId: 'getX' }],
  ])('%s', (ref, want) => expect(resolveRef(doc, ref)).toEqual(want));
  test.each([
    ['external', 'other.yaml#/A', 'external $ref "other.yaml#/A" was not bundled'],
    ['dangling', '#/components/schemas/Nope', '$ref "#/components/schemas/Nope" points to nothing'],
    ['not a pointer', '#components', 'is not a JSON pointer'],
  ])('%s ref throws naming it', (_, ref, message) => {
    expect(() => resolveRef(doc, ref, { source: 'spec.json' })).toThrow(SpecAccessError);
    expect(() => resolveRef(doc, ref, { source: 'spec.json' })).toThrow(message);
    expect(() => resolveRef(doc, ref, { source: 'spec.json' })).toThrow(/^spec\.json: /);
  });
});

describe('resolveLocated', () => {
  test('follows a chain and reports where the object lives and the first ref', () => {
    const got = resolveLocated(doc, { node: { $ref: '#/components/schemas/Alias' }, pointer: '#/x' });
    expect(got).toEqual({ node: doc.components.schemas.Card, pointer: '#/components/schemas/Card', ref: '#/components/schemas/Alias' });
  });
  test('siblings override the target (a Reference Object description)', () => {
    const got = resolve(doc, { $ref: '#/components/schemas/Brand', description: 'Card brand' });
    expect(got).toEqual({ type: 'string', enum: ['visa'], description: 'Card brand' });
  });
  test('a non-ref stays where it is', () => {
    const node = { type: 'string' };
    expect(resolveLocated(doc, { node, pointer: '#/here' })).toEqual({ node, pointer: '#/here' });
  });
  test('a cycle of refs throws', () => {
    expect(() => resolve(doc, { $ref: '#/components/schemas/LoopA' })).toThrow('circular $ref');
  });
});

describe('derefDeep', () => {
  test('no $ref is left, but for a recursive schema', () => {
    expect(derefDeep(doc, { $ref: '#/components/schemas/Card' })).toEqual({
      type: 'object',
      description: 'A card',
      properties: { brand: { type: 'string', enum: ['visa'] } },
    });
    expect(derefDeep(doc, { $ref: '#/components/schemas/Node' })).toEqual({
      type: 'object',
      properties: { child: { $ref: '#/components/schemas/Node' } },
    });
  });
  test('onCycle replaces the recursive $ref', () => {
    const marker = (ref: string) => ({ $comment: `recursive: ${ref}` });
    expect(derefDeep(doc, { $ref: '#/components/schemas/Node' }, marker)).toEqual({
      type: 'object',
      properties: { child: { $comment: 'recursive: #/components/schemas/Node' } },
    });
  });
  test('does not change the document', () => {
    const before = structuredClone(doc);
    derefDeep(doc, doc);
    expect(doc).toEqual(before);
  });
});

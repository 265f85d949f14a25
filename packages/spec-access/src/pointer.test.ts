import { describe, expect, test } from 'vitest';
import {
  childPointer,
  componentName,
  decodePointerToken,
  encodePointerToken,
  parsePointer,
  readPointer,
  toPointer,
  toRef,
} from './pointer.ts';

describe('pointer tokens', () => {
  test.each([
    ['plain', 'paths', 'paths'],
    ['slash', '/payments/{id}', '~1payments~1{id}'],
    ['tilde', 'a~b', 'a~0b'],
    ['tilde before one', '~1', '~01'],
    ['empty', '', ''],
  ])('%s: encodes %j as %j and back', (_, given, want) => {
    expect(encodePointerToken(given)).toBe(want);
    expect(decodePointerToken(want)).toBe(given);
  });
});

describe('toPointer / toRef', () => {
  const tokens = ['paths', '/payments/{id}', 'get', 0];
  test('plain pointer', () => expect(toPointer(tokens)).toBe('/paths/~1payments~1{id}/get/0'));
  test('ref form, percent-encoded', () => expect(toRef(tokens)).toBe('#/paths/~1payments~1%7Bid%7D/get/0'));
  test('root', () => {
    expect(toPointer([])).toBe('');
    expect(toRef([])).toBe('#');
  });
  test.each([
    ['#/paths', ['/a', 'get'], '#/paths/~1a/get'],
    ['#', ['components'], '#/components'],
    ['#/', ['components'], '#/components'],
    ['', ['x~y'], '/x~0y'],
  ])('childPointer(%j, %j) -> %j', (given, tokens, want) => expect(childPointer(given, ...tokens)).toBe(want));
});

describe('parsePointer', () => {
  test.each([
    ['', []],
    ['#', []],
    ['/a/b', ['a', 'b']],
    ['/a/', ['a', '']],
    ['#/paths/~1a~1%7Bid%7D', ['paths', '/a/{id}']],
    // a plain pointer is not percent-decoded: `%7B` is three characters of a key there
    ['/paths/%7B', ['paths', '%7B']],
    // fragment: percent-decoding comes before ~ unescaping (RFC 6901 section 6)
    ['#/%7E1', ['/']],
    ['#/~01', ['~1']],
    ['#/50%off', ['50%off']],
  ])('%j -> %j', (given, want) => expect(parsePointer(given)).toEqual(want));
  test('text that is not a pointer names what was expected', () => {
    expect(() => parsePointer('components/schemas')).toThrow('expected "" or text starting with "/"');
  });
});

describe('readPointer', () => {
  const doc = { a: { 'b/c': [10, 20], '': 'empty' }, 'x~y': 1 };
  test.each([
    ['#', doc],
    ['/a/b~1c/1', 20],
    ['#/a/b~1c/0', 10],
    ['/a/', 'empty'],
    ['/x~0y', 1],
    ['/a/missing', undefined],
    ['/a/b~1c/5', undefined],
    ['/a/b~1c/0/deeper', undefined],
    ['/a/toString', undefined],
    ['not-a-pointer', undefined],
  ])('%j -> %j', (given, want) => expect(readPointer(doc, given)).toEqual(want));
});

describe('componentName', () => {
  const cases: { given: [string | undefined, string]; want: string | undefined }[] = [
    { given: ['#/components/schemas/Payment', 'schemas'], want: 'Payment' },
    { given: ['#/components/schemas/A%7Bb%7D~1c', 'schemas'], want: 'A{b}/c' },
    { given: ['#/components/responses/BadRequest', 'schemas'], want: undefined },
    { given: ['#/components/schemas/Payment/properties/id', 'schemas'], want: undefined },
    { given: [undefined, 'schemas'], want: undefined },
  ];
  test.each(cases)('$given -> $want', ({ given, want }) => expect(componentName(...given)).toBe(want));
});

import { describe, expect, test } from 'vitest';
import { perObject, perValue } from './memo.ts';

describe('perObject', () => {
  test('computes once per object identity, again for another object', () => {
    const calls: object[] = [];
    const keysOf = perObject((doc: { a: number }) => {
      calls.push(doc);
      return Object.keys(doc);
    });
    const doc = { a: 1 };
    expect(keysOf(doc)).toBe(keysOf(doc));
    expect(keysOf({ a: 1 })).toEqual(['a']);
    expect(calls).toHaveLength(2);
  });

  test('keeps a result that is undefined instead of computing it again', () => {
    let calls = 0;
    const nothing = perObject((_: object) => {
      calls++;
      return undefined;
    });
    const key = {};
    nothing(key);
    nothing(key);
    expect(calls).toBe(1);
  });
});

describe('perValue', () => {
  test('computes once per value of the arguments, again for other values', () => {
    const calls: unknown[][] = [];
    const render = perValue((text: string, attributes: Record<string, string> = {}) => {
      calls.push([text, attributes]);
      return { html: `<p ${JSON.stringify(attributes)}>${text}</p>` };
    });
    expect(render('a', { class: 'x' })).toBe(render('a', { class: 'x' }));
    expect(render('a', { class: 'y' })).not.toBe(render('a', { class: 'x' }));
    render('b');
    expect(calls).toEqual([
      ['a', { class: 'x' }],
      ['a', { class: 'y' }],
      ['b', {}],
    ]);
  });
});

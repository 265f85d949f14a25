import { describe, expect, it } from 'vitest';
import { causesOf, errorMessage } from './error-chain.ts';

const looped = new Error('outer');
looped.cause = new Error('inner', { cause: looped });

describe('causesOf', () => {
  it.each([
    { name: 'no cause', error: new Error('boom'), want: [] },
    {
      name: 'nested causes, outermost first',
      error: new Error('render failed', { cause: new Error('fetch failed', { cause: new Error('offline') }) }),
      want: ['fetch failed', 'offline'],
    },
    { name: 'non-error causes', error: new Error('a', { cause: 'plain string' }), want: ['plain string'] },
    { name: 'object cause', error: new Error('a', { cause: { code: 42 } }), want: ['{"code":42}'] },
    { name: 'a cause loop stops at the repeat', error: looped, want: ['inner'] },
    { name: 'thrown non-error', error: 'just a string', want: [] },
  ])('$name', ({ error, want }) => {
    expect(causesOf(error)).toEqual(want);
  });

  it('stops after ten causes', () => {
    let error = new Error('0');
    for (let i = 1; i <= 20; i++) error = new Error(String(i), { cause: error });
    expect(causesOf(error)).toHaveLength(10);
  });
});

describe('errorMessage', () => {
  it.each([
    { error: new Error('boom'), want: 'boom' },
    { error: new TypeError(), want: 'TypeError' },
    { error: 'text', want: 'text' },
    { error: 7, want: '7' },
  ])('$want', ({ error, want }) => {
    expect(errorMessage(error)).toBe(want);
  });
});

// The Ruby literal reader of the samples checker, given/want: the value a Ruby sample's request body literal stands
// for (hashes, arrays, strings, numbers, true/false/nil), UNKNOWN for anything computed at run time, and where the
// literal ends.
import { describe, expect, test } from 'vitest';
import { readRubyString, readRubyValue } from '../src/samples/ruby-literal.ts';
import { UNKNOWN } from '../src/samples/types.ts';

describe('readRubyValue', () => {
  test.each<[string, string, unknown]>([
    ['symbol keys', '{ amount: 100, currency: "usd" }', { amount: 100, currency: 'usd' }],
    ['string keys with =>', '{ "amount" => 100, \'currency\' => "usd" }', { amount: 100, currency: 'usd' }],
    ['symbol keys written :key =>', '{ :amount => 1 }', { amount: 1 }],
    [
      'nested, across lines, trailing comma',
      '{\n  a: [1, 2.5, -3],\n  b: { c: true, d: false, e: nil },\n}',
      { a: [1, 2.5, -3], b: { c: true, d: false, e: null } },
    ],
    ['digits with underscores', '10_000', 10000],
    ['comments skipped', '{ # the amount\n  a: 1, # in cents\n  b: 2 }', { a: 1, b: 2 }],
    ['an empty hash and an empty list', '{ a: {}, b: [] }', { a: {}, b: [] }],
    ['a variable is unknown', '{ a: order_id, b: 1 }', { a: UNKNOWN, b: 1 }],
    ['a method call with arguments is unknown, the rest read', '{ a: f(1, [2]), b: 3 }', { a: UNKNOWN, b: 3 }],
    ['an interpolated string is unknown', '{ a: "Order #{id}", b: "x" }', { a: UNKNOWN, b: 'x' }],
    ['a literal followed by more expression is unknown', '{ a: "a" + b, c: 10 * n, d: 1 }', { a: UNKNOWN, c: UNKNOWN, d: 1 }],
    ['a splat makes the whole hash unknown', '{ **base, a: 1 }', UNKNOWN],
    ['a list of hashes', '[{ a: 1 }, { a: 2 }]', [{ a: 1 }, { a: 2 }]],
    ['.to_json after the literal', '{ a: 1 }.to_json', { a: 1 }],
    ['a string followed by .to_json', '"x".to_json', 'x'],
    ['an escaped quote inside a string', '"a\\"b"', 'a"b'],
    ['a single-quoted string keeps #{ as text', "'#{x}'", '#{x}'],
    ['an unclosed hash reads what it has', '{ a: 1', { a: 1 }],
  ])('%s', (_name, given, want) => {
    expect(readRubyValue(given, 0).value).toEqual(want);
  });

  test.each<[string, string, number]>([
    ['a hash ends after its brace', '{ a: 1 } rest', 8],
    ['a number ends after its digits', '12, 3', 2],
    ['an unknown expression ends at the comma at its depth', 'f(a, b), 2', 7],
    ['an unknown expression ends at the closing bracket', 'x]', 1],
    ['an unknown expression ends at a newline', 'x\ny', 1],
    ['leading space is skipped', '   7', 4],
    ['an unknown expression skips a string holding a comma', 'f("a,b"), 2', 8],
  ])('end: %s', (_name, given, want) => {
    expect(readRubyValue(given, 0).end).toBe(want);
  });
});

describe('readRubyString', () => {
  test.each<[string, string, { value: string; end: number } | undefined]>([
    ['double quotes, an interpolation replaced by the hole', '"a#{b}c" x', { value: 'a?c', end: 8 }],
    ['nested braces and a string inside an interpolation', '"#{h({ "k" => 1 })}!"', { value: '?!', end: 21 }],
    ['single quotes: no interpolation', "'a#{b}' x", { value: 'a#{b}', end: 7 }],
    ['a backslash escapes the next character', '"a\\"b"', { value: 'a"b', end: 6 }],
    ['not a string', 'abc', undefined],
  ])('%s', (_name, given, want) => {
    expect(readRubyString(given, 0, '?')).toEqual(want);
  });
});

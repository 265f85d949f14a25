// The Ruby literal reader of the samples checker, given/want: the value a Ruby sample's request body literal stands
// for (hashes, arrays, strings, numbers, true/false/nil), UNKNOWN for anything computed at run time, and where the
// literal ends.
import { describe, expect, test } from 'vitest';
import { readRubyString, readRubyValue } from '../src/samples/ruby-literal.ts';
import { UNKNOWN } from '@paydocs/request-validator';

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
    ['a comment right after the brace', '{# the body\n  a: 1 }', { a: 1 }],
    ['a comment that starts with #{ is a comment', '{ a: 1, #{ old }\n  b: 2 }', { a: 1, b: 2 }],
    ['a comment at the end of the text', '{ a: 1 # no newline', { a: 1 }],
    ['string keys written "key": value', '{ "amount": 100, "b":2 }', { amount: 100, b: 2 }],
    ['a constant as a key is computed', '{ Foo::BAR => 1 }', UNKNOWN],
    ['a one-letter variable is unknown', '{ a: n, b: 2 }', { a: UNKNOWN, b: 2 }],
    ['a variable before true', '{ a: flag, b: true }', { a: UNKNOWN, b: true }],
    ['a decimal with two places', '12.75', 12.75],
    ['an unclosed string reads to the end', '"ab', 'ab'],
    ['a trailing backslash in an unclosed string', '"ab\\', 'ab'],
    ['braces without # are text', '"Hi {name}"', 'Hi {name}'],
    ['a # without { is text', '"#1 order"', '#1 order'],
    ['a computed value skips a double-quoted string holding a comma', '{ a: "x" + "y, z", b: 1 }', { a: UNKNOWN, b: 1 }],
    ['a computed value skips a single-quoted string holding a comma', "{ a: 'x' + 'y, z', b: 1 }", { a: UNKNOWN, b: 1 }],
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
    ['an unknown expression runs to the end of the text', 'f(x)', 4],
    ['an unclosed hash ends at the end of the text', '{ a: 1 # x', 10],
  ])('end: %s', (_name, given, want) => {
    expect(readRubyValue(given, 0).end).toBe(want);
  });
});

describe('readRubyString', () => {
  test.each<[string, string, { value: string; end: number } | undefined]>([
    ['double quotes, an interpolation replaced by the hole', '"a#{b}c" x', { value: 'a?c', end: 8 }],
    ['nested braces and a string inside an interpolation', '"#{h({ "k" => 1 })}!"', { value: '?!', end: 21 }],
    ['a closing brace inside a string inside an interpolation', '"a#{m("}")}b" x', { value: 'a?b', end: 13 }],
    ['single quotes: no interpolation', "'a#{b}' x", { value: 'a#{b}', end: 7 }],
    ['a backslash escapes the next character', '"a\\"b"', { value: 'a"b', end: 6 }],
    ['not a string', 'abc', undefined],
  ])('%s', (_name, given, want) => {
    expect(readRubyString(given, 0, '?')).toEqual(want);
  });
});

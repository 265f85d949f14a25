// The literal reader of the Node samples parser, given/want: the value a body literal stands for, UNKNOWN for
// anything computed at run time.
import ts from 'typescript';
import { expect, test } from 'vitest';
import { staticValue } from '../src/samples/parse-node.ts';
import { UNKNOWN } from '../src/samples/types.ts';

const literalValue = (source: string) => {
  const file = ts.createSourceFile('x.ts', `(${source});`, ts.ScriptTarget.ES2022, true);
  const statement = file.statements[0] as ts.ExpressionStatement;
  return staticValue(statement.expression);
};

test.each<[string, string, unknown]>([
  ['strings in both quotes and a plain template', '[\'a\', "b", `c`]', ['a', 'b', 'c']],
  ['numbers with separators, negative numbers', '[10_000, 2.5, -3]', [10000, 2.5, -3]],
  ['true, false and null', '[true, false, null]', [true, false, null]],
  ['parentheses, as and satisfies are looked through', "[('a'), 1 as number, { b: 2 } satisfies object]", ['a', 1, { b: 2 }]],
  ['keys as identifiers, strings and numbers', "{ a: 1, 'b-c': 2, 3: 'x' }", { a: 1, 'b-c': 2, 3: 'x' }],
  ['a shorthand property is a run-time value', '{ a, b: 1 }', { a: UNKNOWN, b: 1 }],
  ['a spread element in a list is a run-time value', '[1, ...rest]', [1, UNKNOWN]],
  ['a spread in an object hides its keys', '{ ...base, a: 1 }', UNKNOWN],
  ['a computed key hides its keys', '{ [k]: 1 }', UNKNOWN],
  ['a method hides its keys', '{ f() { return 1; } }', UNKNOWN],
  // biome-ignore lint/suspicious/noTemplateCurlyInString: Node source code, parsed by the test.
  ['a template with a substitution is a run-time value', '`a${b}`', UNKNOWN],
  ['minus something other than a number is a run-time value', '[-x, !1, +1]', [UNKNOWN, UNKNOWN, UNKNOWN]],
  ['a call is a run-time value', "{ id: randomUUID(), n: Number('1') }", { id: UNKNOWN, n: UNKNOWN }],
])('%s', (_name, given, want) => {
  expect(literalValue(given)).toEqual(want);
});

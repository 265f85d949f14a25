// The Node samples parser, given/want: the value a body literal stands for (UNKNOWN for anything computed at run
// time), and the requests a sample's code makes: method, path, query and header names, body, URL constants.
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the cases are Node source code, parsed by the tests.
import { parseExpression } from '@babel/parser';
import { describe, expect, test } from 'vitest';
import { parseNode, staticValue } from '../src/samples/parse-node.ts';
import { type RequestSample, UNKNOWN } from '@paydocs/request-validator';

const literalValue = (source: string) =>
  staticValue(parseExpression(source, { plugins: ['typescript'], createParenthesizedExpressions: true }));

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
  ['a template with a substitution is a run-time value', '`a${b}`', UNKNOWN],
  ['minus something other than a number is a run-time value', '[-x, !1, +1]', [UNKNOWN, UNKNOWN, UNKNOWN]],
  ['a call is a run-time value', "{ id: randomUUID(), n: Number('1') }", { id: UNKNOWN, n: UNKNOWN }],
])('%s', (_name, given, want) => {
  expect(literalValue(given)).toEqual(want);
});

describe('parseNode: the requests of a Node sample', () => {
  // given a sample's code; want each fetch on the API host with its method, path, query names, header names
  // (undefined when the code computes them) and body. `h` is the API host, a run-time value as in the guides.
  const unparsable = { unparsable: 'the body is not JSON.stringify(...) of a value' };
  const request = (over: Partial<RequestSample>) => ({ method: 'GET', path: '/v1/checkouts', query: [], headers: [], ...over });
  const cases: [string, string, Partial<RequestSample>[]][] = [
    ['a fetch without init is a GET without headers', 'await fetch(`https://${h}/v1/checkouts?limit=2`);', [request({ query: ['limit'] })]],
    ['a path computed at run time: no path, no query', 'await fetch(`https://${h}/v1${path}?limit=2`);', [request({ path: undefined })]],
    ['a call of another function is not a request', 'log(`https://${h}/v1/checkouts`);', []],
    ['a URL held in a constant', 'const url = `https://${h}/v1/checkouts`;\nawait fetch(url);', [request({})]],
    [
      'a base URL constant is inlined where the URL starts; a constant after it is a run-time value',
      "const BASE = `https://${h}/v1`;\nconst ID = 'chk_1';\nawait fetch(`${BASE}/checkouts/${ID}`);",
      [request({ path: '/v1/checkouts/{}' })],
    ],
    [
      'constants inlined three deep',
      'const A = `https://${h}/v1`;\nconst B = `${A}/b`;\nconst C = `${B}/c`;\nawait fetch(`${C}/d`);',
      [request({ path: '/v1/b/c/d' })],
    ],
    [
      'constants four deep are not followed: the URL is not read',
      'const A = `https://${h}/v1`;\nconst B = `${A}/b`;\nconst C = `${B}/c`;\nconst D = `${C}/d`;\nawait fetch(`${D}/e`);',
      [],
    ],
    [
      'a URL constant four names deep is not followed',
      'const a = b;\nconst b = c;\nconst c = d;\nconst d = `https://${h}/v1/checkouts`;\nawait fetch(a);',
      [],
    ],
    ['constants that refer to each other end the search', 'const a = b;\nconst b = a;\nawait fetch(a);', []],
    ['a URL constant built from itself ends the search', 'const U = `${U}/v1`;\nawait fetch(`${U}/checkouts`);', []],
    [
      'method, headers and body held in constants',
      "const method = 'post';\nconst headers = { Authorization: `Bearer ${t}`, 'Content-Type': 'application/json' };\nconst body = JSON.stringify({ amount: 100 });\nawait fetch(`https://${h}/v1/checkouts`, { method, headers, body });",
      [request({ method: 'POST', headers: ['Authorization', 'Content-Type'], body: { value: { amount: 100 } } })],
    ],
    [
      'a method computed at run time (a parameter default is not a constant)',
      'async function send(method = "DELETE") {\n  await fetch(`https://${h}/v1/checkouts`, { method });\n}',
      [request({ method: 'UNKNOWN' })],
    ],
    [
      'an init object in a variable: its headers are unknown',
      'await fetch(`https://${h}/v1/checkouts`, options);',
      [request({ headers: undefined })],
    ],
    [
      'a spread in the init object is skipped',
      "await fetch(`https://${h}/v1/checkouts`, { ...defaults, method: 'PUT' });",
      [request({ method: 'PUT' })],
    ],
    [
      'a spread in the headers hides their names',
      "await fetch(`https://${h}/v1/checkouts`, { headers: { ...auth, 'Content-Type': 'application/json' } });",
      [request({ headers: undefined })],
    ],
    [
      'a computed header name hides the names (it may be Authorization)',
      "await fetch(`https://${h}/v1/checkouts`, { headers: { [AUTH]: token, 'Content-Type': 'application/json' } });",
      [request({ headers: undefined })],
    ],
    ['headers computed at run time', 'await fetch(`https://${h}/v1/checkouts`, { headers: auth() });', [request({ headers: undefined })]],
    [
      'other init properties are not a body',
      "await fetch(`https://${h}/v1/checkouts`, { method: 'DELETE', cache: 'no-store' });",
      [request({ method: 'DELETE' })],
    ],
    ['a body in a variable is not readable', 'await fetch(`https://${h}/v1/checkouts`, { body: form });', [request({ body: unparsable })]],
    [
      'a body another stringify makes is not readable',
      'await fetch(`https://${h}/v1/checkouts`, { body: qs.stringify({ a: 1 }) });',
      [request({ body: unparsable })],
    ],
    [
      'JSON.stringify of nothing is not readable',
      'await fetch(`https://${h}/v1/checkouts`, { body: JSON.stringify() });',
      [request({ body: unparsable })],
    ],
  ];
  test.each(cases)('%s', (_name, given, want) => {
    const got = parseNode(given, 'guide.mdx', 1).map(({ method, path, query, headers, body }) => ({ method, path, query, headers, body }));
    expect(got).toEqual(want);
  });

  test('a block that is not a program has no requests; one that calls fetch fails naming its line', () => {
    expect(parseNode('{\n  "amount": 2500\n}', 'guide.mdx', 1)).toEqual([]);
    expect(() => parseNode("const a = 1;\nawait fetch(`https://${h}/v1/checkouts`, { method: 'POST' ;", 'guide.mdx', 30)).toThrow(
      /^guide\.mdx:31: a Node sample that calls fetch does not parse/,
    );
  });

  test('the body literal keeps its source, its guide line and the free identifiers it reads', () => {
    const code =
      "await fetch(`https://${h}/v1/checkouts`, {\n  method: 'POST',\n  body: JSON.stringify({ amount: total, currency, description: order.note }),\n});";
    expect(parseNode(code, 'guide.mdx', 20)[0]!.bodySource).toEqual({
      text: '{ amount: total, currency, description: order.note }',
      identifiers: ['total', 'currency', 'order'],
      line: 22,
    });
  });
});

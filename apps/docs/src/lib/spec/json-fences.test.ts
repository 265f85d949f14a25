import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { validateExample } from '@paydocs/request-validator';
import { loadBundle, locateBundle } from '@paydocs/spec-access/node';
import { fencedBlocks } from '@paydocs/spec-tools/markdown';
import { describe, expect, test } from 'vitest';
import { checkJsonFence, type JsonFence, parseFenceMeta, type Validate } from './json-fences.ts';
import { remarkValidateJsonFences } from './remark-validate-json-fences.ts';

const appRoot = fileURLToPath(new URL('../../../', import.meta.url));
const docsDir = path.join(appRoot, 'src/content/docs');

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? mdxFiles(full) : /\.mdx?$/.test(e.name) ? [full] : [];
  });
}

/** ```json fences of an MDX/Markdown source, by line (fences inside JSX may be indented). */
const collectJsonFences = (source: string, file: string): JsonFence[] =>
  fencedBlocks(source)
    .filter((b) => b.lang === 'json')
    .map((b) => ({ file, line: b.line, meta: b.meta, value: b.code }));
const fencesOf = (file: string) => collectJsonFences(readFileSync(file, 'utf8'), path.relative(appRoot, file));
/** The check against the bundled spec, as the site build's remark plugin runs it. */
const bundled: Validate = (target, value) => validateExample(target, value, loadBundle(locateBundle(appRoot)));

describe('JSON examples in the guides', () => {
  const files = mdxFiles(docsDir);

  test('the guides folder has pages to check', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  test.each(files.map((f) => [path.relative(docsDir, f), f]))('%s: every ```json fence validates against the spec', (_name, file) => {
    expect(fencesOf(file).flatMap((f) => checkJsonFence(f, bundled))).toEqual([]);
  });
});

describe('a fixture page with wrong examples', () => {
  const fixture = fileURLToPath(new URL('./test-fixtures/wrong-example.mdx', import.meta.url));
  const fences = fencesOf(fixture);
  const problems = fences.flatMap((f) => checkJsonFence(f, bundled));

  test('finds every fence, including indented ones inside components', () => {
    expect(fences.map((f) => [f.line, f.meta])).toEqual([
      [8, 'schema="CheckoutCreateInput"'],
      [14, 'schema="CheckoutCreateInput"'],
      [19, 'operation="createCheckout" part="request"'],
      [24, 'schema="NoSuchSchema"'],
      [28, ''],
    ]);
  });

  test('fails naming the file, line, target and JSON pointer', () => {
    const file = 'src/lib/spec/test-fixtures/wrong-example.mdx';
    expect(
      problems.some((p) => p.startsWith(`${file}:14: the JSON example for schema "CheckoutCreateInput" is invalid at /amount: `)),
    ).toBe(true);
    expect(
      problems.some((p) => p.startsWith(`${file}:19: the JSON example for operation "createCheckout" request is invalid at /amount: `)),
    ).toBe(true);
    expect(problems.some((p) => p.startsWith(`${file}:24: cannot check the JSON example against schema "NoSuchSchema": `))).toBe(true);
    expect(problems.some((p) => p.startsWith(`${file}:28: a \`\`\`json fence must name what it shows`))).toBe(true);
    expect(problems.some((p) => p.startsWith(`${file}:8:`))).toBe(false);
  });
});

describe('checkJsonFence', () => {
  const ok = () => ({ valid: true, errors: [] });
  test.each([
    ['schema="A" operation="b"', '{}', 'must name what it shows'],
    ['operation="b" part="body"', '{}', 'part="body" must be "request" or "response"'],
    ['schema="A"', '{ nope', 'is not valid JSON'],
  ])('meta %j, body %j -> %s', (meta, value, message) => {
    expect(checkJsonFence({ file: 'f.mdx', line: 3, meta, value }, ok)[0]).toContain(message);
  });

  test('unvalidated="why" opts a non-API JSON out', () => {
    expect(checkJsonFence({ file: 'f.mdx', line: 1, meta: 'unvalidated="postMessage payload"', value: '{' }, ok)).toEqual([]);
  });

  test('parses quoted and bare meta values', () => {
    expect(parseFenceMeta(`operation="createCheckout" part='response' status=201`)).toEqual({
      operation: 'createCheckout',
      part: 'response',
      status: '201',
    });
  });
});

describe('checkJsonFence: exact messages and what reaches the validator', () => {
  type Given = { meta: string; value: string; errors?: { pointer: string; message: string }[]; throws?: string };
  const cases: { name: string; given: Given; want: string[]; target?: object }[] = [
    {
      name: 'no target',
      given: { meta: 'title="x"', value: '{}' },
      want: [
        'f.mdx:3: a ```json fence must name what it shows with exactly one of schema="<Schema>" or operation="<operationId>" (plus part="request|response" and status="201" as needed), or unvalidated="<why>" for JSON that is not an API body; got meta "title=\\"x\\"".',
      ],
    },
    {
      name: 'a bad part',
      given: { meta: 'operation="b" part="body"', value: '{}' },
      want: ['f.mdx:3: part="body" must be "request" or "response".'],
    },
    {
      name: 'a valid response example reaches the validator with operation, part and status',
      given: { meta: 'operation="getPayment" part="response" status="200"', value: '{"a":1}' },
      want: [],
      target: { operation: 'getPayment', part: 'response', status: '200' },
    },
    {
      name: 'errors at the root and at a pointer',
      given: {
        meta: 'operation="getPayment" part="response" status="200"',
        value: '{}',
        errors: [
          { pointer: '', message: 'must have required property "id"' },
          { pointer: '/amount', message: 'must be integer' },
        ],
      },
      want: [
        'f.mdx:3: the JSON example for operation "getPayment" response 200 is invalid at (root): must have required property "id"',
        'f.mdx:3: the JSON example for operation "getPayment" response 200 is invalid at /amount: must be integer',
      ],
      target: { operation: 'getPayment', part: 'response', status: '200' },
    },
    {
      name: 'an operation without part or status',
      given: { meta: 'operation="createPayment"', value: '[]', errors: [{ pointer: '', message: 'must be object' }] },
      want: ['f.mdx:3: the JSON example for operation "createPayment" is invalid at (root): must be object'],
      target: { operation: 'createPayment' },
    },
    {
      name: 'a validator that cannot resolve the target',
      given: { meta: 'schema="Nope"', value: '{}', throws: 'no schema "Nope"' },
      want: ['f.mdx:3: cannot check the JSON example against schema "Nope": no schema "Nope"'],
      target: { schema: 'Nope' },
    },
  ];
  test.each(cases)('$name', ({ given, want, target }) => {
    const seen: object[] = [];
    const validate = (t: object, value: unknown) => {
      seen.push({ target: t, value });
      if (given.throws) throw new Error(given.throws);
      return { valid: !given.errors?.length, errors: given.errors ?? [] };
    };
    expect(checkJsonFence({ file: 'f.mdx', line: 3, meta: given.meta, value: given.value }, validate)).toEqual(want);
    expect(seen).toStrictEqual(target ? [{ target, value: JSON.parse(given.value) }] : []);
  });

  test('invalid JSON names the target and the parser error', () => {
    expect(checkJsonFence({ file: 'f.mdx', line: 3, meta: 'schema="A"', value: '{ nope' }, () => ({ valid: true, errors: [] }))).toEqual([
      expect.stringMatching(/^f\.mdx:3: the JSON example for schema "A" is not valid JSON: \S/),
    ]);
  });
});

describe('collectJsonFences', () => {
  test('only json fences, with file, line, meta and body', () => {
    const source = '# T\n\n```js\nconst a = 1;\n```\n\n```json schema="A"\n{"a": 1}\n```\n';
    expect(collectJsonFences(source, 'g.mdx')).toEqual([{ file: 'g.mdx', line: 7, meta: 'schema="A"', value: '{"a": 1}' }]);
  });
});

describe('remarkValidateJsonFences', () => {
  const tree = {
    type: 'root',
    children: [
      { type: 'code', lang: 'json', meta: 'schema="CheckoutCreateInput"', value: '{"amount": "x"}', position: { start: { line: 12 } } },
    ],
  };

  test('throws naming file, line, target and pointer', () => {
    const run = () =>
      remarkValidateJsonFences({ specFile: locateBundle(appRoot) })(tree, { path: '/app/src/content/docs/guide.mdx', cwd: '/app' });
    expect(run).toThrow(/src\/content\/docs\/guide\.mdx:12: the JSON example for schema "CheckoutCreateInput" is invalid at \/amount/);
  });

  test('passes valid fences and ignores other languages', () => {
    const fine = { type: 'root', children: [{ type: 'code', lang: 'bash', meta: null, value: 'curl' }] };
    expect(() => remarkValidateJsonFences({ specFile: locateBundle(appRoot) })(fine, { path: 'x.mdx' })).not.toThrow();
  });
});

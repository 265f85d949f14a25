// The request-sample checker's static checks on fixture pages: one sample per mistake it must
// catch (unknown path, wrong method, missing header, invalid body, unknown query parameter), each
// reported at its file:line; samples that match the spec pass; the parsers given/want. No type
// check here (samples-typecheck.test.ts, samples-guides.test.ts): this file generates no types and
// compiles nothing (it loads only TypeScript's parser, which the Node parser uses), so Stryker's runs stay short.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import type { JsonObject } from '@paydocs/spec-access';
import {
  checkGuideSamples,
  collectSamples,
  formatSampleProblem,
  markdownFiles,
  parseCurl,
  parseNode,
  parseRuby,
  samplesOfFence,
  typedBodies,
  UNKNOWN,
} from '../src/samples/index.ts';
import { checkSample, type RequestSample, type StaticValue } from '@paydocs/request-validator';
import { shellWords } from '../src/samples/shell-words.ts';

const dir = fileURLToPath(new URL('./fixtures/samples/', import.meta.url));
const specFile = path.join(dir, 'openapi.json');
const spec = JSON.parse(readFileSync(specFile, 'utf8'));
const check = (name: string) => checkGuideSamples([path.join(dir, name)], spec, { root: dir, specFile, typecheck: false });

describe('checkGuideSamples on broken samples, static checks', () => {
  // given the fixture page; want exactly these problems, by file:line (the body that does not
  // type-check, broken.mdx:28, is the type check's: samples-guides.test.ts)
  const want: [string, RegExp][] = [
    ['broken.mdx:6', /curl sample: POST \/v1\/checkout matches no path of the spec/],
    ['broken.mdx:11', /curl sample: createCheckout requires the Idempotency-Key header/],
    ['broken.mdx:19', /node sample: the body of createCheckout is invalid at \/amount: must be integer/],
    ['broken.mdx:36', /ruby sample: the body of createCheckout is invalid at \(root\): must NOT have additional properties.*colour/],
    ['broken.mdx:45', /curl sample: getCheckout needs the Authorization header/],
    ['broken.mdx:49', /curl sample: DELETE \/v1\/checkouts\/\{…\} is not an operation of the spec \(that path has GET\)/],
    ['broken.mdx:54', /curl sample: listCheckouts has no query parameter "colour"/],
    // one voice: the site's variable names (sample-variables.ts)
    ['broken.mdx:59', /curl sample: the API host is \$API_HOST in every sample, not \$HOST/],
    ['broken.mdx:59', /curl sample: a path parameter is \$<RESOURCE>_ID .*not \$ID/],
    ['broken.mdx:59', /curl sample: the Authorization header reads \$ACCESS_TOKEN in every sample, not \$TOKEN/],
  ];

  test('reports each mistake at its file:line and nothing else', async () => {
    const report = await check('broken.mdx');
    const lines = report.problems.map(formatSampleProblem);
    for (const [at, message] of want)
      expect(
        lines.filter((l) => l.startsWith(`${at}: `) && message.test(l)),
        `${at} ${message}\n${lines.join('\n')}`,
      ).toHaveLength(1);
    expect(lines).toHaveLength(want.length);
    expect(report.typechecked).toBe(0);
  });
});

describe('checkGuideSamples on samples that match the spec, static checks', () => {
  test('passes, with run-time values checked for presence only', async () => {
    const report = await check('valid.mdx');
    expect(report.problems.map(formatSampleProblem)).toEqual([]);
    expect(report.checked.map((c) => c.operationId)).toEqual(['createAccessToken', 'createCheckout', 'getCheckoutSummary', 'getCheckout']);
    // The helper's computed path is listed, not checked; the presigned upload is not an API call.
    expect(report.dynamic.map((s) => s.line)).toEqual([25]);
    expect(report.typechecked).toBe(0);
  });

  test('without a spec file nothing is type-checked, whatever typecheck says', async () => {
    const report = await checkGuideSamples([path.join(dir, 'broken.mdx')], spec, { root: dir });
    expect(report.typechecked).toBe(0);
    expect(report.problems).toHaveLength(10);
  });

  test('names files relative to the root', async () => {
    const report = await checkGuideSamples([path.join(dir, 'valid.mdx')], spec, {
      root: path.dirname(dir.replace(/\/$/, '')),
      typecheck: false,
    });
    expect(report.checked[0]!.sample.file).toBe(path.join('samples', 'valid.mdx'));
  });
});

describe('typedBodies: the Node bodies the type check compiles', () => {
  // given a page's checked samples; want the Node body literals of operations the spec has, with
  // the operation's template and method and the identifiers the literal reads
  test.each([
    [
      'broken.mdx',
      [
        {
          file: 'broken.mdx',
          line: 27,
          template: '/checkouts',
          method: 'post',
          text: "{\n    amount: '10000',\n    currency: 'usd',\n  }",
          identifiers: [],
        },
      ],
    ],
    [
      'valid.mdx',
      [
        {
          file: 'valid.mdx',
          line: 21,
          template: '/checkouts',
          method: 'post',
          // biome-ignore lint/suspicious/noTemplateCurlyInString: Node source code as the guide writes it.
          text: "{ amount: order.amountCents, currency: 'usd', description: `Order ${order.id}` }",
          identifiers: ['order'],
        },
      ],
    ],
  ])('%s', async (page, want) => {
    expect(typedBodies((await check(page)).checked)).toEqual(want);
  });

  // given one checked sample; want no body when it is not Node, has no literal body, no operation,
  // no static path, or an operation the spec does not have at that method
  const node = (over: Partial<RequestSample>): RequestSample => ({
    file: 'p.mdx',
    line: 3,
    language: 'node',
    method: 'POST',
    path: '/v1/checkouts',
    query: [],
    headers: [],
    bodySource: { line: 4, text: '{ amount: 1 }', identifiers: [] },
    ...over,
  });
  test.each([
    ['a Node body of an operation', node({}), 1],
    ['curl', node({ language: 'curl' }), 0],
    ['no literal body', node({ bodySource: undefined }), 0],
    ['no operation found', node({ path: '/v1/nope' }), 0],
    ['no static path', node({ path: undefined }), 0],
    ['a method the path does not have', node({ method: 'PUT' }), 0],
  ])('%s', (_name, sample, want) => {
    expect(typedBodies([checkSample(sample, spec)])).toHaveLength(want);
  });
});

test('markdownFiles lists .md and .mdx files below a folder, sorted', () => {
  expect(
    markdownFiles(path.join(dir, '..'))
      .filter((f) => f.startsWith(dir))
      .map((f) => path.relative(dir, f)),
  ).toEqual(['broken.mdx', 'valid.mdx']);
});

test('markdownFiles: only .md and .mdx names, in folders too, sorted whatever order the folder lists them in', () => {
  // given files written out of order, a folder `a` whose pages sort after `a.md`, names that only contain .md;
  // want the pages, sorted by path
  const root = mkdtempSync(path.join(tmpdir(), 'markdown-files-'));
  mkdirSync(path.join(root, 'a'));
  for (const name of ['e.md', 'a/d.mdx', 'c.mdx', 'notes.md.bak', 'a.md', 'readme.txt', 'mdx']) writeFileSync(path.join(root, name), '');
  try {
    expect(markdownFiles(root).map((f) => path.relative(root, f))).toEqual(['a.md', path.join('a', 'd.mdx'), 'c.mdx', 'e.md']);
  } finally {
    rmSync(root, { recursive: true });
  }
});

describe('parsers', () => {
  test.each([
    ['double quotes and escapes', `curl -d "{\\"a\\": \\"$X\\"}" x`, ['curl', '-d', '{"a": "$X"}', 'x']],
    ['single quotes are literal', `curl -H 'A: $B' "u"`, ['curl', '-H', 'A: $B', 'u']],
    ['continuations and command substitution', 'curl \\\n  -H "K: $(uuidgen)"', ['curl', '-H', 'K: $(uuidgen)']],
    ['a comment line and a trailing comment', '# get a token\ncurl x # the call', ['curl', 'x']],
    ['a # inside a word is not a comment', 'curl a#b', ['curl', 'a#b']],
    ['an empty quoted word is a word', `curl '' ""`, ['curl', '', '']],
    ['adjacent quoted pieces make one word', `a'b'"c"d`, ['abcd']],
    ['an unclosed single quote runs to the end', "curl 'a b", ['curl', 'a b']],
    ['an unclosed double quote runs to the end', 'curl "a b', ['curl', 'a b']],
    ['backslash escapes in double quotes, other backslashes kept', 'x "\\$a \\" \\\\ \\n"', ['x', '$a " \\ \\n']],
    ['a backslash-newline inside double quotes joins', 'x "a\\\nb"', ['x', 'ab']],
    ['a backslash outside quotes escapes the next character', 'x a\\ b \\$c', ['x', 'a b', '$c']],
    ['nested command substitution', 'x "$(a $(b))"y', ['x', '$(a $(b))y']],
    ['tabs and newlines separate words', 'a\tb\n c', ['a', 'b', 'c']],
  ])('shellWords: %s', (_name, given, want) => {
    expect(shellWords(given)).toEqual(want);
  });

  test.each([
    [
      'GET by default, query names read',
      'curl "https://$H/v1/payments?limit=5&after_cursor=$C"',
      { method: 'GET', path: '/v1/payments', query: ['limit', 'after_cursor'] },
    ],
    ['POST when data is sent', `curl "https://$H/v1/x/$ID" -d '{"a":1}'`, { method: 'POST', path: '/v1/x/{}', body: { value: { a: 1 } } }],
    ['a hole inside a segment hides the path', 'curl "https://$H/v1$P"', { path: undefined }],
  ])('parseCurl: %s', (_name, given, want) => {
    expect(parseCurl(given, 'f', 1)[0]).toMatchObject(want);
  });

  test('parseCurl skips URLs off the API host', () => {
    expect(parseCurl('curl -X PUT "$PRESIGNED_URL" --upload-file a.pdf', 'f', 1)).toEqual([]);
  });

  test('parseNode reads method, headers and a literal body; computed values are UNKNOWN', () => {
    const [sample] = parseNode(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: Node source code, parsed by the test.
      "await fetch(`https://${h}/v1/a/${id}`, { method: 'patch', headers: { 'X-A': '1' }, body: JSON.stringify({ n: 1, v: x, t: `a${b}` }) });",
      'f',
      10,
    );
    expect(sample).toMatchObject({
      method: 'PATCH',
      path: '/v1/a/{}',
      headers: ['X-A'],
      line: 10,
      body: { value: { n: 1, v: UNKNOWN, t: UNKNOWN } },
    });
  });

  test('parseRuby reads Net::HTTP.post with its header hash', () => {
    const code =
      'uri = URI("https://#{host}/oauth/token")\nresponse = Net::HTTP.post(\n  uri,\n  { client_id: "test_1", n: 1_000 }.to_json,\n  "Content-Type" => "application/json"\n)';
    expect(parseRuby(code, 'f', 5)[0]).toMatchObject({
      method: 'POST',
      path: '/oauth/token',
      line: 6,
      headers: ['Content-Type'],
      body: { value: { client_id: 'test_1', n: 1000 } },
    });
  });

  test('collectSamples: a fence language in any case, the line of the first line of code', () => {
    const page = ['# T', '```Bash', 'curl "https://$H/v1/a"', '```', '', '```', 'curl "https://$H/v1/b"', '```'].join('\n');
    expect(collectSamples(page, 'p.mdx').map((s) => [s.path, s.line])).toEqual([['/v1/a', 3]]);
  });

  test.each([
    ['json', '{ "url": "https://$H/v1/a" }'],
    ['text', 'curl "https://$H/v1/a"'],
    ['', 'curl "https://$H/v1/a"'],
  ])('samplesOfFence: a %j fence is no sample', (lang, code) => {
    expect(samplesOfFence(lang, code, 'p.mdx', 1)).toEqual([]);
  });

  test('collectSamples gives page lines, fences indented in JSX included', () => {
    const page = ['# T', '', '<Steps>', '  ```bash', '  curl "https://$H/v1/a"', '  ```', '</Steps>'].join('\n');
    expect(collectSamples(page, 'p.mdx').map((s) => s.line)).toEqual([5]);
  });
});

describe('checkSample: path-level parameters', () => {
  // given a path-level required header that one operation overrides as optional (OpenAPI: the
  // operation's parameter with the same in + name wins); want only the other operation to need it
  const spec = {
    openapi: '3.1.0',
    servers: [{ url: 'https://api.example.com/v1' }],
    paths: {
      '/things/{id}': {
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'Sub-Account', in: 'header', required: true, schema: { type: 'string' } },
        ],
        get: { operationId: 'getThing', parameters: [{ name: 'Sub-Account', in: 'header', required: false, schema: { type: 'string' } }] },
        delete: { operationId: 'deleteThing' },
      },
    },
  };
  const sample = (method: string): RequestSample => ({
    file: 'page.mdx',
    line: 1,
    language: 'curl',
    method,
    path: '/v1/things/{}',
    query: [],
    headers: ['Authorization'],
  });
  test.each([
    ['GET', []],
    ['DELETE', ['curl sample: deleteThing requires the Sub-Account header']],
  ])('%s', (method, want) => {
    expect(checkSample(sample(method), spec).problems.map((p) => p.message)).toEqual(want);
  });
});

// A small spec for the checker's and the matcher's given/want cases: an operation with a required body whose
// schema needs `name` or `code` (anyOf) and takes a list of tags; optional auth on one operation; a concrete path
// listed before the template it beats; a root path; a webhook whose name looks like a path.
const things = {
  openapi: '3.1.0',
  info: { title: 'Things', version: '1' },
  servers: [{ url: 'https://{api_host}/v1' }, { url: 'https://sandbox.example.com/v1' }],
  security: [{ BearerAuth: [] }],
  paths: {
    '/': { get: { operationId: 'getRoot', responses: { 200: { description: 'ok' } } } },
    '/things': {
      post: {
        operationId: 'createThing',
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
        responses: { 201: { description: 'ok' } },
      },
      get: {
        operationId: 'listThings',
        parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer' } }],
        responses: { 200: { description: 'ok' } },
      },
    },
    '/things/summary': { get: { operationId: 'getThingSummary', responses: { 200: { description: 'ok' } } } },
    '/things/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      get: { operationId: 'getThing', security: [{}, { BearerAuth: [] }], responses: { 200: { description: 'ok' } } },
    },
  },
  webhooks: { '/events': { post: { operationId: 'thingEvent', responses: { 200: { description: 'ok' } } } } },
  components: {
    securitySchemes: { BearerAuth: { type: 'http', scheme: 'bearer' } },
    schemas: {
      Thing: {
        type: 'object',
        additionalProperties: false,
        properties: { name: {}, code: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } },
        anyOf: [{ required: ['name'], properties: { name: { type: 'string' } } }, { required: ['code'] }],
      },
    },
  },
};

describe('checkSample: given a sample, want these problems', () => {
  const sample = (over: Partial<RequestSample>): RequestSample => ({
    file: 'page.mdx',
    line: 1,
    language: 'node',
    method: 'POST',
    path: '/v1/things',
    query: [],
    headers: ['Authorization', 'Content-Type'],
    ...over,
  });
  const body = (value: StaticValue): RequestSample['body'] => ({ value });
  const { security: _, ...unsecured } = things;
  const cases: [string, RequestSample, JsonObject, string[]][] = [
    ['a body that matches', sample({ body: body({ name: 'a', tags: ['x', 'y'] }) }), things, []],
    [
      'a run-time value gets the stand-in its schema wants (anyOf needs name to be a string)',
      sample({ body: body({ name: UNKNOWN }) }),
      things,
      [],
    ],
    [
      'a run-time value does not hide an error elsewhere',
      sample({ body: body({ name: UNKNOWN, tags: 'x' }) }),
      things,
      ['node sample: the body of createThing is invalid at /tags: must be array (type="array")'],
    ],
    [
      'an error inside a list is reported at its item',
      sample({ body: body({ code: 'c', tags: ['x', 2] }) }),
      things,
      ['node sample: the body of createThing is invalid at /tags/1: must be string (type="string")'],
    ],
    [
      'a body the parser cannot read',
      sample({ body: { unparsable: 'the body is not JSON.stringify(...) of a value' } }),
      things,
      ['node sample: createThing: the body is not JSON.stringify(...) of a value'],
    ],
    ['no body where one is required', sample({}), things, ['node sample: createThing requires a request body, but none is sent']],
    ['headers computed at run time are not checked', sample({ method: 'GET', headers: undefined }), things, []],
    ['optional auth (an empty security requirement)', sample({ method: 'GET', path: '/v1/things/{}', headers: [] }), things, []],
    ['no security anywhere: no auth needed', sample({ method: 'GET', headers: [] }), unsecured, []],
    [
      'security from the root',
      sample({ method: 'GET', headers: [] }),
      things,
      ['node sample: listThings needs the Authorization header (bearer token)'],
    ],
    [
      'a path parameter is not a query parameter',
      sample({ method: 'GET', path: '/v1/things/{}', query: ['id'] }),
      things,
      ['node sample: getThing has no query parameter "id"'],
    ],
  ];
  test.each(cases)('%s', (_name, given, spec, want) => {
    expect(checkSample(given, spec).problems.map((p) => p.message)).toEqual(want);
  });

  test('a path computed at run time is not checked', () => {
    const given = sample({ path: undefined });
    expect(checkSample(given, things)).toEqual({ sample: given, problems: [] });
  });
});

// Starts the MCP server over stdio and over Streamable HTTP with the SDK's own client and calls every tool,
// correct and bad input: a bad input is a tool error saying what was expected, and the server keeps answering.
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadDocsData } from '../src/docs-data.ts';
import { mcpHttpServer } from '../src/http.ts';
import { TOOL_NAMES } from './tool-names.ts';

// biome-ignore lint/suspicious/noExplicitAny: each check reads the tool's JSON answer
type Answer = any;
type Call = { name: string; arguments: Record<string, unknown> };
type Result = { isError?: boolean; content: { type: string; text: string }[] };

const ok: [string, Call, (data: Answer) => void][] = [
  [
    'search by error code',
    { name: 'search', arguments: { query: 'amount_required', limit: 3 } },
    (d) => expect(d.hits[0]).toMatchObject({ kind: 'error', title: 'amount_required' }),
  ],
  [
    'search words finds guide sections, each with its title, page, anchor and an excerpt',
    { name: 'search', arguments: { query: 'how do I verify a webhook signature', limit: 5 } },
    (d) => {
      expect(d.hits[0]).toMatchObject({
        kind: 'guide section',
        title: 'Verify the signature',
        url: expect.stringMatching(/#verify-the-signature$/),
      });
      for (const hit of d.hits) {
        expect(Object.keys(hit).sort()).toEqual(['excerpt', 'kind', 'page', 'title', 'url']);
        expect(hit.excerpt.length).toBeGreaterThan(0);
      }
    },
  ],
  ['get_page', { name: 'get_page', arguments: { path: '/gettingStarted' } }, (d) => expect(d.markdown).toMatch(/^# /)],
  [
    'get_page: one section by anchor',
    { name: 'get_page', arguments: { path: '/apiFundamentals/authentication', anchor: 'step-3-cache-the-token-and-renew-it' } },
    (d) => {
      expect(d).toMatchObject({
        section: 'Step 3: Cache the token and renew it',
        url: '/apiFundamentals/authentication#step-3-cache-the-token-and-renew-it',
      });
      expect(d.markdown).toMatch(/^## Step 3: Cache the token and renew it\n/);
      expect(d.markdown).not.toContain('Acting on a sub account');
    },
  ],
  [
    'get_page: a search hit URL with its anchor (an error row)',
    { name: 'get_page', arguments: { path: '/apiFundamentals#error-insufficient_funds' } },
    (d) => expect(d).toMatchObject({ section: 'insufficient_funds', markdown: expect.stringContaining('insufficient funds') }),
  ],
  [
    'get_operation compact: server URL, auth, errors once by status with their codes, a sample',
    { name: 'get_operation', arguments: { operationId: 'createPayment' } },
    (d) => {
      expect(d).toMatchObject({ method: 'POST', path: '/payments', url: 'https://api.example.com/v1/payments' });
      expect(d.auth[0]).toMatchObject({ name: 'BearerAuth', scheme: 'bearer' });
      expect(d.requestBody.schema.type).toBe('object');
      const declined = d.errors.find((e: { status: string }) => e.status === '402');
      expect(declined.codes).toContain('insufficient_funds');
      // The error schema is not repeated under each status.
      expect(JSON.stringify(d.errors)).not.toContain('"properties"');
      expect(d.sample).toMatchObject({ method: 'POST', path: '/v1/payments' });
    },
  ],
  [
    'get_operation: the token call has no /v1',
    { name: 'get_operation', arguments: { method: 'POST', path: '/oauth/token' } },
    (d) => {
      expect(d.url).toBe('https://api.example.com/oauth/token');
      expect(d.auth).toMatch(/^none/);
    },
  ],
  [
    'get_operation: one response in full',
    { name: 'get_operation', arguments: { operationId: 'createPayment', response: '402' } },
    (d) => {
      expect(d.status).toBe('402');
      expect(d.response.content['application/json'].example.decline_code).toBe('insufficient_funds');
    },
  ],
  [
    'get_operation resolved in full',
    { name: 'get_operation', arguments: { operationId: 'createCheckout', schema: 'full' } },
    (d) => {
      expect(d).toMatchObject({ method: 'POST', path: '/checkouts' });
      expect(JSON.stringify(d)).not.toContain('"$ref"');
      expect(d.requestBody.schema.type).toBe('object');
      expect(d.errorBody.schema.properties.decline_code).toBeDefined();
    },
  ],
  [
    'get_schema resolved',
    { name: 'get_schema', arguments: { name: 'Payment' } },
    (d) => {
      expect(d.schema.type).toBe('object');
      // Resolved, no $ref left: where JsonValue contains JsonValue again, a $comment names it.
      expect(JSON.stringify(d)).not.toContain('"$ref"');
      expect(JSON.stringify(d)).toContain('recursive: the same schema as the enclosing #/components/schemas/JsonValue');
    },
  ],
  [
    'get_error: status, group, retry advice, how it arrives',
    { name: 'get_error', arguments: { code: 'insufficient_funds' } },
    (d) => {
      expect(d).toMatchObject({ code: 'insufficient_funds', status: 402, statusInferred: true, group: 'card', retry: 'no' });
      expect(d.arrives).toContainEqual(expect.objectContaining({ field: 'decline_code', underCode: 'card_declined' }));
    },
  ],
  [
    'get_error: a code that arrives as code',
    { name: 'get_error', arguments: { code: 'amount_required' } },
    (d) => expect(d).toMatchObject({ status: 400, group: 'required', arrives: [{ field: 'code' }] }),
  ],
  [
    'list_pages: pages with their sections',
    { name: 'list_pages', arguments: { under: '/apiFundamentals' } },
    (d) => {
      const auth = d.pages.find((p: { path: string }) => p.path === '/apiFundamentals/authentication');
      expect(auth.sections).toContain('#step-3-cache-the-token-and-renew-it Step 3: Cache the token and renew it');
    },
  ],
  [
    'list_schemas',
    { name: 'list_schemas', arguments: {} },
    (d) => expect(d.schemas.map((s: { name: string }) => s.name)).toContain('Payment'),
  ],
  ['list_events', { name: 'list_events', arguments: {} }, (d) => expect(d.events[0]).toMatchObject({ event: 'payment.created' })],
  [
    'list_releases',
    { name: 'list_releases', arguments: {} },
    (d) => expect(d.releases.map((r: { version: string }) => r.version)).toEqual(['2.0.0', '1.0.0']),
  ],
  [
    'get_page: a trailing slash and a stray % in the anchor',
    { name: 'get_page', arguments: { path: '/apiFundamentals/authentication/', anchor: 'step-3-cache-the-token-and-renew-it' } },
    (d) => expect(d.section).toBe('Step 3: Cache the token and renew it'),
  ],
  ['list_operations by tag', { name: 'list_operations', arguments: {} }, (d) => expect(d.operations.length).toBeGreaterThan(50)],
  [
    'validate_request: a broken body',
    {
      name: 'validate_request',
      arguments: {
        method: 'POST',
        path: '/v1/payments',
        headers: { Authorization: 'Bearer x', 'Content-Type': 'application/json' },
        body: '{"amount":"ten"}',
      },
    },
    (d) => {
      expect(d.valid).toBe(false);
      expect(d.problems.some((p: { pointer?: string }) => p.pointer !== undefined)).toBe(true);
    },
  ],
  [
    'validate_request: the path as the reference writes it',
    {
      name: 'validate_request',
      arguments: { method: 'POST', path: '/checkouts', headers: { Authorization: 'Bearer x' }, body: '{"amount":"ten"}' },
    },
    (d) => {
      expect(d.operationId).toBe('createCheckout');
      expect(d.problems.map((p: { pointer?: string }) => p.pointer)).toContain('/amount');
    },
  ],
  [
    'get_operation by a full URL',
    { name: 'get_operation', arguments: { method: 'GET', path: 'https://api.example.com/v1/payments/pay_1?expand=x' } },
    (d) => expect(d).toMatchObject({ method: 'GET', path: '/payments/{id}', pathParameters: { id: 'pay_1' } }),
  ],
  [
    'validate_request: an unknown path',
    { name: 'validate_request', arguments: { method: 'GET', path: '/v1/nope' } },
    (d) => expect(d.valid).toBe(false),
  ],
  [
    'changes_since 1.0.0: a summary by default',
    { name: 'changes_since', arguments: { version: '1.0.0' } },
    (d) => {
      expect(d.releases[0]).toMatchObject({ version: '2.0.0', previous: '1.0.0' });
      expect(d.releases[0].changed.length).toBeGreaterThan(0);
    },
  ],
  [
    'changes_since v2.0.0 and latest: the unreleased changes',
    { name: 'changes_since', arguments: { version: 'v2.0.0' } },
    (d) => expect(d.since).toBe('2.0.0'),
  ],
  ['changes_since latest', { name: 'changes_since', arguments: { version: 'latest' } }, (d) => expect(d.since).toBe('2.0.0')],
  [
    'changes_since in full, paged',
    { name: 'changes_since', arguments: { version: '1.0.0', detail: 'full' } },
    (d) => {
      expect(d.changes.length).toBeGreaterThan(0);
      expect(d.changes[0].changes[0]).toHaveProperty('before');
    },
  ],
  [
    'validate_request: a path parameter against its pattern',
    { name: 'validate_request', arguments: { method: 'GET', path: '/v1/payments/pay_123', headers: { Authorization: 'Bearer x' } } },
    (d) => expect(d.problems).toContainEqual(expect.objectContaining({ location: 'path', name: 'id', keyword: 'pattern' })),
  ],
  [
    'validate_request: a query parameter over its bound',
    { name: 'validate_request', arguments: { method: 'GET', path: '/v1/payments?limit=500', headers: { Authorization: 'Bearer x' } } },
    (d) => expect(d.problems).toContainEqual(expect.objectContaining({ location: 'query', name: 'limit', keyword: 'maximum' })),
  ],
  [
    'validate_request: Basic where Bearer is required',
    { name: 'validate_request', arguments: { method: 'GET', path: '/v1/payments/py_123', headers: { Authorization: 'Basic abc' } } },
    (d) => expect(d.problems).toContainEqual(expect.objectContaining({ location: 'header', name: 'Authorization', keyword: 'security' })),
  ],
  [
    'validate_request: a body property the schema does not declare, on the API host URL',
    {
      name: 'validate_request',
      arguments: {
        method: 'POST',
        path: 'https://api.example.com/v1/checkouts',
        headers: { Authorization: 'Bearer x', 'Content-Type': 'application/json', 'Sub-Account': 'sa_1' },
        body: '{"amount":1000,"currency":"usd","colour":"red"}',
      },
    },
    (d) => expect(d.problems).toContainEqual(expect.objectContaining({ location: 'body', pointer: '/colour' })),
  ],
];

const bad: [string, Call, string][] = [
  ['unknown operation', { name: 'get_operation', arguments: { operationId: 'noSuchOp' } }, 'operationId: no operation "noSuchOp"'],
  ['neither id nor method and path', { name: 'get_operation', arguments: {} }, 'expected operationId, or method and path'],
  ['unknown page', { name: 'get_page', arguments: { path: '/nope' } }, 'path: no page "/nope"; expected one of'],
  [
    'unknown anchor',
    { name: 'get_page', arguments: { path: '/gettingStarted', anchor: 'nope' } },
    'anchor: no section "#nope" on /gettingStarted; expected one of',
  ],
  ['unknown schema', { name: 'get_schema', arguments: { name: 'Nope' } }, 'name: no schema "Nope"'],
  [
    'a schema name that is an object prototype key',
    { name: 'get_schema', arguments: { name: '__proto__' } },
    'name: no schema "__proto__"',
  ],
  ['constructor', { name: 'get_schema', arguments: { name: 'constructor' } }, 'name: no schema "constructor"'],
  ['toString', { name: 'get_schema', arguments: { name: 'toString' } }, 'name: no schema "toString"'],
  ['an error code that is a prototype key', { name: 'get_error', arguments: { code: 'constructor' } }, 'code: no error code "constructor"'],
  [
    'a response the operation lacks',
    { name: 'get_operation', arguments: { operationId: 'createPayment', response: '418' } },
    'response: createPayment has no response "418"',
  ],
  ['a query over the length limit', { name: 'search', arguments: { query: 'x'.repeat(501) } }, 'query: at most 500 characters'],
  ['unknown error code', { name: 'get_error', arguments: { code: 'nope' } }, 'code: no error code "nope"'],
  ['unknown tag (the input schema lists the tags)', { name: 'list_operations', arguments: { tag: 'Nope' } }, 'tag'],
  [
    'malformed JSON body',
    { name: 'validate_request', arguments: { method: 'POST', path: '/v1/payments', body: '{"amount": ' } },
    'body: not valid JSON',
  ],
  [
    'oversize body',
    { name: 'validate_request', arguments: { method: 'POST', path: '/v1/payments', body: `"${'x'.repeat(1_000_001)}"` } },
    'expected at most 1000000 bytes',
  ],
  ['unknown version', { name: 'changes_since', arguments: { version: '9.9.9' } }, 'version'],
  ['empty search', { name: 'search', arguments: { query: ' ' } }, 'query: expected a non-empty search text'],
  ['wrong argument type', { name: 'get_schema', arguments: { name: 42 } }, 'name'],
];

function suite(label: string, connect: () => Promise<Client>) {
  describe(label, () => {
    let client: Client;
    beforeAll(async () => {
      client = await connect();
    }, 60_000);
    afterAll(async () => client?.close());

    test('lists every tool', async () => {
      expect((await client.listTools()).tools.map((t) => t.name).sort()).toEqual([...TOOL_NAMES].sort());
    });
    // A tool's first call builds what it caches (list_releases: every release diffed with the one before), and
    // the test command runs other suites beside this one on two cores: a generous timeout, not a retry.
    test.each(ok)(
      '%s',
      async (_name, call, check) => {
        const result = (await client.callTool(call)) as Result;
        expect(result.isError, result.content[0]?.text).toBeFalsy();
        check(JSON.parse(result.content[0]?.text ?? 'null'));
      },
      30_000,
    );
    test('validate_request: a correct request has no problem', async () => {
      const result = (await client.callTool({
        name: 'validate_request',
        arguments: { method: 'GET', path: '/v1/payments/py_123', headers: { Authorization: 'Bearer x' } },
      })) as Result;
      expect(JSON.parse(result.content[0]?.text ?? '')).toMatchObject({ valid: true, problems: [] });
    });
    test.each(bad)('bad input: %s', async (_name, call, want) => {
      const result = (await client.callTool(call)) as Result;
      expect(result.isError).toBe(true);
      expect(result.content[0]?.text).toContain(want);
    });
  });
}

suite('stdio', async () => {
  const client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [new URL('../src/stdio.ts', import.meta.url).pathname],
      stderr: 'inherit',
    }),
  );
  return client;
});

let http: ReturnType<typeof mcpHttpServer> | undefined;
afterAll(() => http?.close());
suite('Streamable HTTP', async () => {
  http = mcpHttpServer(loadDocsData());
  await new Promise<void>((resolve) => http?.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}/mcp`)));
  return client;
});

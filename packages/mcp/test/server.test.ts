// Starts the MCP server over stdio and over Streamable HTTP with the SDK's own client and calls every tool,
// correct and bad input: a bad input is a tool error saying what was expected, and the server keeps answering.
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadDocsData } from '../src/docs-data.ts';
import { mcpHttpServer } from '../src/http.ts';
import { TOOL_NAMES } from '../src/server.ts';

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
    'get_operation resolved',
    { name: 'get_operation', arguments: { operationId: 'createPayment' } },
    (d) => {
      expect(d).toMatchObject({ method: 'POST', path: '/payments' });
      // Resolved, no $ref left: where JsonValue contains JsonValue again, a $comment names it.
      const text = JSON.stringify(d);
      expect(text).not.toContain('"$ref"');
      expect(text).toContain('recursive: the same schema as the enclosing #/components/schemas/JsonValue');
      expect(d.requestBody.content['application/json'].schema.type).toBe('object');
    },
  ],
  [
    'get_schema resolved',
    { name: 'get_schema', arguments: { name: 'Payment' } },
    (d) => {
      expect(d.schema.type).toBe('object');
      expect(JSON.stringify(d)).not.toContain('"$ref"');
    },
  ],
  ['get_error', { name: 'get_error', arguments: { code: 'amount_required' } }, (d) => expect(d.description).toContain('400')],
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
  ['changes_since 1.0.0', { name: 'changes_since', arguments: { version: '1.0.0' } }, (d) => expect(d.releases[0].version).toBe('2.0.0')],
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
  ['unknown error code', { name: 'get_error', arguments: { code: 'nope' } }, 'code: no error code "nope"'],
  ['unknown tag', { name: 'list_operations', arguments: { tag: 'Nope' } }, 'tag: no operation is tagged "Nope"'],
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
  [
    'unknown version',
    { name: 'changes_since', arguments: { version: '9.9.9' } },
    'version: no release "9.9.9"; expected one of 1.0.0, 2.0.0',
  ],
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
    test.each(ok)('%s', async (_name, call, check) => {
      const result = (await client.callTool(call)) as Result;
      expect(result.isError, result.content[0]?.text).toBeFalsy();
      check(JSON.parse(result.content[0]?.text ?? 'null'));
    });
    test('validate_request: a correct request has no problem', async () => {
      const result = (await client.callTool({
        name: 'validate_request',
        arguments: { method: 'GET', path: '/v1/payments/pay_123', headers: { Authorization: 'Bearer x' } },
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

// The Streamable HTTP server as an outside client meets it, without the docs build (a docs folder with an empty
// search index; the tools under test read the spec): paths in the three forms agents write, the Origin and Host
// checks (403), 600 calls at 20 concurrent without an error, and the bins' --help.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadDocsData } from '../src/docs-data.ts';
import { mcpHttpServer } from '../src/http.ts';
import { buildSiteIndex } from '@paydocs/api-search';

// biome-ignore lint/suspicious/noExplicitAny: each check reads the tool's JSON answer
type Answer = any;
type Result = { isError?: boolean; content: { type: string; text: string }[] };

const docs = mkdtempSync(join(tmpdir(), 'mcp-docs-'));
mkdirSync(join(docs, 'search'));
// An empty section index: these tests are about the transport, not search (search-parity.test.ts reads the real one).
writeFileSync(join(docs, 'search/site-index.json'), JSON.stringify(buildSiteIndex({ version: 1, pages: [] }, [])));
writeFileSync(join(docs, 'sections.json'), JSON.stringify({ version: 1, pages: [] }));

const ALLOWED = 'https://agent.example';
const http = mcpHttpServer(loadDocsData({ docs }), { host: '127.0.0.1', allowOrigins: [ALLOWED] });
let base: string;
let port: number;
const clients: Client[] = [];

async function connect(): Promise<Client> {
  const client = new Client({ name: 'outside', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`)));
  clients.push(client);
  return client;
}
const call = async (client: Client, name: string, args: Record<string, unknown>) => {
  const result = (await client.callTool({ name, arguments: args })) as Result;
  return {
    isError: result.isError ?? false,
    data: result.isError ? result.content[0]?.text : (JSON.parse(result.content[0]?.text ?? 'null') as Answer),
  };
};

beforeAll(async () => {
  await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
  port = (http.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  http.close();
});

describe('paths as agents write them', () => {
  test.each([
    ['the reference form', 'POST', '/checkouts', { operationId: 'createCheckout' }],
    ['the template of a path with a parameter', 'get', '/checkouts/{id}', { operationId: 'getCheckout' }],
    [
      'as sent, with the base path and an id',
      'GET',
      '/v1/checkouts/cho_1',
      { operationId: 'getCheckout', pathParameters: { id: 'cho_1' } },
    ],
    [
      'a full URL with a query string',
      'GET',
      'https://api.example.com/v1/checkouts/cho_1?expand=x',
      { operationId: 'getCheckout', pathParameters: { id: 'cho_1' } },
    ],
    ['the token call, outside the base path', 'POST', '/oauth/token', { operationId: 'createAccessToken' }],
  ])('get_operation: %s', async (_name, method, path, want) => {
    const { isError, data } = await call(await connect(), 'get_operation', { method, path });
    expect(isError, String(data)).toBe(false);
    expect({ operationId: data.operationId, ...(data.pathParameters ? { pathParameters: data.pathParameters } : {}) }).toEqual(want);
  });

  test('get_operation: a miss names the methods of the path', async () => {
    const { isError, data } = await call(await connect(), 'get_operation', { method: 'DELETE', path: '/checkouts' });
    expect([isError, data]).toEqual([
      true,
      'method/path: DELETE /checkouts is not an operation of the spec (that path has GET, POST); expected a path as in list_operations (e.g. /payments/{id}), as sent, or a full URL',
    ]);
  });

  test.each(['/checkouts', '/v1/checkouts', 'https://api.example.com/v1/checkouts'])(
    'validate_request: POST %s with {"amount":"ten"} names /amount',
    async (path) => {
      const { isError, data } = await call(await connect(), 'validate_request', {
        method: 'POST',
        path,
        headers: { Authorization: 'Bearer x', 'Content-Type': 'application/json', 'Sub-Account': 'sa_1' },
        body: '{"amount":"ten"}',
      });
      expect(isError).toBe(false);
      expect(data.operationId).toBe('createCheckout');
      expect(data.problems.filter((p: { pointer?: string }) => p.pointer === '/amount').map((p: { message: string }) => p.message)).toEqual(
        ['must be integer (type="integer")'],
      );
    },
  );
});

describe('Origin and Host', () => {
  /** The status of an initialize POST with these extra headers (node:http, which lets a test set Host). */
  const status = (headers: Record<string, string>) =>
    new Promise<number>((done, fail) => {
      const body = JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } },
      });
      const req = request(
        `${base}/mcp`,
        { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers } },
        (res) => {
          res.resume();
          done(res.statusCode ?? 0);
        },
      );
      req.on('error', fail);
      req.end(body);
    });

  test('over HTTP: a foreign Origin or Host gets 403, the own and an allowed origin 200', async () => {
    const got = await Promise.all([
      status({ origin: 'http://evil.example' }),
      status({ host: `evil.example:${port}` }),
      status({ origin: base }),
      status({ origin: ALLOWED }),
      status({}),
    ]);
    expect(got).toEqual([403, 403, 200, 200, 200]);
  });
});

test('a 100 KB query gets a clear error in under a second and a call sent with it answers in its usual time', async () => {
  const [slow, normal] = [await connect(), await connect()];
  const usual = async () => {
    const start = performance.now();
    const r = await call(normal, 'get_operation', { operationId: 'createCheckout' });
    expect(r.isError).toBe(false);
    return performance.now() - start;
  };
  await usual();
  const alone = Math.max(await usual(), await usual());
  const start = performance.now();
  const [big, together] = await Promise.all([
    call(slow, 'search', { query: 'refund '.repeat(15_000) }).then((r) => ({ ...r, ms: performance.now() - start })),
    usual(),
  ]);
  expect(big.ms).toBeLessThan(1_000);
  expect(big.isError).toBe(true);
  expect(String(big.data)).toContain('query: at most 500 characters');
  // Not echoed: the error is a sentence, not the 105,000 characters sent.
  expect(String(big.data).length).toBeLessThan(2_000);
  // Its usual time, with room for two busy shared cores: beside the whole suite a ~30 ms call once took 427 ms
  // (a 250 ms margin failed); a call held behind the big one's work would take about as long as it, or more.
  expect(together).toBeLessThan(alone * 3 + 750);
}, 30_000);

// The full 600 calls at 20 concurrent: `pnpm --filter @paydocs/mcp bench:http` (about 25 s on two busy cores).
test('calls at 20 concurrent get no error', async () => {
  const workers = await Promise.all(Array.from({ length: 20 }, () => connect()));
  const results = await Promise.all(
    workers.map(async (client, w) => {
      const answers: boolean[] = [];
      for (let i = 0; i < 3; i++) {
        const r =
          i % 2
            ? await call(client, 'get_operation', { method: 'GET', path: `/v1/checkouts/cho_${w}_${i}` })
            : await call(client, 'validate_request', {
                method: 'GET',
                path: '/v1/checkouts',
                headers: { Authorization: 'Bearer x', 'Sub-Account': 'sa' },
              });
        answers.push(!r.isError);
      }
      return answers;
    }),
  );
  const flat = results.flat();
  expect([flat.length, flat.filter((ok) => !ok).length]).toEqual([60, 0]);
}, 60_000);

test('the bins answer --help and -h with the usage, exit 0', async () => {
  const runs = [
    ['stdio.ts', '--help'],
    ['http.ts', '-h'],
  ].map(
    ([bin, flag]) =>
      new Promise<[number | null, string]>((done) => {
        execFile(process.execPath, [new URL(`../src/${bin}`, import.meta.url).pathname, flag as string], (error, stdout) =>
          done([error ? (error.code as number) : 0, stdout.split('\n')[0] ?? '']),
        );
      }),
  );
  expect(await Promise.all(runs)).toEqual([
    [0, expect.stringMatching(/^Usage: paydocs-mcp \[--docs/)],
    [0, expect.stringMatching(/^Usage: paydocs-mcp-http .*--allow-origin/)],
  ]);
}, 30_000);

// What an agent meets, through the SDK's own client over stdio (one server process per session, as clients run it):
// answers that fit its output limit for every operation, schema, page, section, release and list; an agent's
// integration run in the sandbox (create a checkout from get_operation's sample, complete it, read it back
// `completed`, reset, gone); and input bounds that answer at once without echoing the input.
import { pageMarkdown } from '@paydocs/api-search';
import { questions } from '@paydocs/api-search/relevance';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { basePathsOf } from '@paydocs/spec-access';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sampleCalls } from '../bench/sample-calls.ts';
import { loadDocsData } from '../src/docs-data.ts';
import { MAX_ANSWER_CHARS } from '../src/limits.ts';

// biome-ignore lint/suspicious/noExplicitAny: each check reads the tool's JSON answer
type Answer = any;
type Result = { isError?: boolean; content: { type: string; text: string }[] };

let client: Client;
const call = async (name: string, args: Record<string, unknown>) => {
  const result = (await client.callTool({ name, arguments: args })) as Result;
  const text = result.content[0]?.text ?? '';
  return { isError: result.isError ?? false, text, data: result.isError ? undefined : (JSON.parse(text) as Answer) };
};

beforeAll(async () => {
  client = new Client({ name: 'agent', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [new URL('../src/stdio.ts', import.meta.url).pathname],
      stderr: 'inherit',
    }),
  );
}, 60_000);
afterAll(async () => client?.close());

describe('answers fit an agent client', () => {
  const data = loadDocsData();
  test.each(sampleCalls(data, questions, basePathsOf))(
    '%s: every answer under the limit',
    async (tool, inputs) => {
      const sizes: number[] = [];
      for (const args of inputs) {
        const { isError, text } = await call(tool.replace(/ \(.*/, ''), args);
        expect(text.length, `${tool} ${JSON.stringify(args)}`).toBeLessThanOrEqual(MAX_ANSWER_CHARS);
        if (!isError) sizes.push(text.length);
      }
      expect(sizes.length).toBeGreaterThan(0);
    },
    120_000,
  );

  test('get_operation: each of the 89 operations at most 60 KB, the median at most 15 KB, each with its server URL', async () => {
    const ids = data.operations.filter((o) => o.kind === 'operation').map((o) => o.operationId as string);
    expect(ids).toHaveLength(89);
    const sizes: number[] = [];
    for (const operationId of ids) {
      const { isError, text, data: op } = await call('get_operation', { operationId });
      expect(isError, text).toBe(false);
      expect(op.url, operationId).toMatch(/^https:\/\/api\.example\.com\//);
      sizes.push(text.length);
    }
    sizes.sort((a, b) => a - b);
    expect(sizes.at(-1)).toBeLessThanOrEqual(60_000);
    expect(sizes[Math.floor(sizes.length / 2)]).toBeLessThanOrEqual(15_000);
  }, 120_000);

  test('a page longer than the limit comes in parts that join to the whole page', async () => {
    const [route, page] = [...data.sections]
      .map(([route, record]) => [route, { markdown: pageMarkdown(record) }] as const)
      .sort(([, a], [, b]) => b.markdown.length - a.markdown.length)[0]!;
    let markdown = '';
    let offset: number | undefined;
    do {
      const { data: part } = await call('get_page', { path: route, ...(offset ? { offset } : {}) });
      markdown += part.markdown;
      offset = part.next_offset;
    } while (offset);
    expect(markdown).toBe(page.markdown);
  }, 60_000);
});

describe('an agent tries its calls in the sandbox', () => {
  test('creates a checkout, completes it, reads it back completed; a reset clears it', async () => {
    const create = (await call('get_operation', { operationId: 'createCheckout' })).data.sample;
    const created = await call('try_request', { method: create.method, path: create.path, headers: create.headers, body: create.body });
    expect(created.data.status, created.text).toBe(201);
    const id = created.data.body.data.id;

    const complete = (await call('get_operation', { operationId: 'completeCheckout' })).data.sample;
    const path = `${complete.template.replace('{id}', id)}`;
    const completed = await call('try_request', { method: 'POST', path, headers: complete.headers, body: complete.body });
    expect(completed.data.status, completed.text).toBeLessThan(300);

    const auth = { Authorization: 'Bearer <token>' };
    // The path as the reference writes it, without the base path: the tool adds the operation's own.
    const read = await call('try_request', { method: 'GET', path: `/checkouts/${id}`, headers: auth });
    expect(read.data).toMatchObject({ status: 200, body: { data: { id, status: 'completed' } } });

    expect((await call('reset_sandbox', {})).data.reset).toBe(true);
    const gone = await call('try_request', { method: 'GET', path: `/v1/checkouts/${id}`, headers: auth });
    expect(gone.data).toMatchObject({ status: 404, body: { code: 'resource_not_found' } });
  }, 60_000);
});

describe('bounded input', () => {
  test('a 100 KB query gets a clear error at once and is not echoed', async () => {
    const start = performance.now();
    const { isError, text } = await call('search', { query: 'refund '.repeat(15_000) });
    expect(performance.now() - start).toBeLessThan(1_000);
    expect(isError).toBe(true);
    expect(text).toContain('query: at most 500 characters');
    expect(text.length).toBeLessThan(2_000);
  });

  test.each([
    ['a path', 'get_page', { path: `/${'a'.repeat(5_000)}` }, 'path: at most 2000 characters'],
    ['an anchor with a stray %', 'get_page', { path: '/gettingStarted', anchor: '100%-sure' }, 'anchor: no section "#100%-sure"'],
  ])('%s', async (_name, tool, args, want) => {
    const { isError, text } = await call(tool, args);
    expect(isError).toBe(true);
    expect(text).toContain(want);
    expect(text.length).toBeLessThan(2_000);
  });
});

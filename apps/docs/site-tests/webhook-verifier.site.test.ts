// The webhook page's Node verifier, as the built page shows it, verifies a real delivery from the local mock
// (`@paydocs/mock/server` with webhooks): the code block is taken from dist/ and run unchanged with Node, its
// environment variables set to the header names and secret the mock prints, and `enqueue` (the reader's own, which
// the page leaves to them) defined before it loads to print each event it is handed. A delivery signed with another
// secret is refused with 400.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MOCK_SUCCESS_TOKEN } from '@paydocs/mock/test-tokens';
import { type MockServer, startMockServer } from '@paydocs/mock/server';
import { loadBundle, locateBundle } from '@paydocs/spec-access/node';
import { afterAll, expect, test } from 'vitest';
import { findAll, is, textOf } from './html-query.ts';
import { pageAt } from './built-site.ts';

const ROUTE = '/infrastructure/overview';
const SECRET = 'whsec_verifier_test';

let mock: MockServer | undefined;
let verifier: ChildProcess | undefined;
afterAll(async () => {
  verifier?.kill();
  await mock?.close();
});

/** The page's Node code block that defines isValidSignature and serves the endpoint, as shown. */
function verifierBlock(): string {
  const blocks = findAll(pageAt(ROUTE).doc, is('pre', { 'data-language': 'js' })).map(textOf);
  const block = blocks.find((code) => code.includes('isValidSignature') && code.includes('createServer'));
  if (!block) throw new Error(`${ROUTE}: no js code block defines isValidSignature and createServer`);
  return block;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function until<T>(find: () => T | undefined, ms: number, what: string): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error(`${what}: nothing within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

test("the webhook page's Node verifier accepts the mock's signed checkout.completed and refuses a forged one", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'paydocs-verifier-'));
  writeFileSync(path.join(dir, 'verifier.mjs'), verifierBlock());
  writeFileSync(path.join(dir, 'enqueue.mjs'), 'globalThis.enqueue = async (event) => console.log(JSON.stringify(event));\n');
  const spec = loadBundle(locateBundle(import.meta.dirname));
  const port = await freePort();
  const log: string[] = [];
  mock = await startMockServer({ spec, port: 0, webhooks: { url: `http://127.0.0.1:${port}/`, secret: SECRET, log: (l) => log.push(l) } });

  let stdout = '';
  let stderr = '';
  verifier = spawn(process.execPath, ['--import', './enqueue.mjs', 'verifier.mjs'], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      WEBHOOK_TIMESTAMP_HEADER: mock.webhooks!.timestampHeader,
      WEBHOOK_SIGNATURE_HEADER: mock.webhooks!.signatureHeader,
      WEBHOOK_SIGNING_SECRET: SECRET,
    },
  });
  verifier.stdout!.on('data', (c: Buffer) => (stdout += c.toString()));
  verifier.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const forged = async (signature: string) =>
    fetch(`http://127.0.0.1:${port}/`, {
      method: 'POST',
      headers: { [mock!.webhooks!.timestampHeader]: '1700000000', [mock!.webhooks!.signatureHeader]: signature },
      body: '{"event_name":"checkout.completed"}',
    }).then((r) => r.status);
  // Listening once a forged POST gets the page's 400.
  let ready: number | undefined;
  await until(
    () => {
      void forged('00').then(
        (s) => (ready = s),
        () => undefined,
      );
      return ready;
    },
    15_000,
    `the verifier on port ${port} (stderr: ${stderr})`,
  );
  expect(await forged('ab'.repeat(32))).toBe(400);

  const post = async (pathname: string, body: unknown, token?: string) => {
    const response = await fetch(`${mock!.url}${pathname}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Sub-Account': 'acc_verifier',
        'Idempotency-Key': crypto.randomUUID(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return ((await response.json()) as { data: Record<string, string> }).data;
  };
  const token = (await post('/oauth/token', { client_id: 'test_verifier', client_secret: 's' })).access_token;
  const checkout = await post('/v1/checkouts', { amount: 2000, currency: 'usd' }, token);
  await post(`/v1/checkouts/${checkout.id}/complete`, { payment_token: MOCK_SUCCESS_TOKEN }, token);

  const event = await until(
    () =>
      stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { event_name: string; data: { id: string; status: string } })
        .find((e) => e.event_name === 'checkout.completed'),
    2_000,
    'checkout.completed handed to enqueue',
  );
  expect(event.data).toMatchObject({ id: checkout.id, status: 'completed' });
  await until(() => log.find((l) => l.startsWith('webhook checkout.completed')), 2_000, 'the delivery log line');
  expect(log.find((l) => l.startsWith('webhook checkout.completed'))).toMatch(/: 200 \(attempt 1 of \d+\)$/);
});

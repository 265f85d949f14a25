// Webhooks from the local server: a receiver on this machine gets each event of a state change, in the Event
// envelope, signed as documented (hex HMAC SHA-256 of `{timestamp}.{body}`, checked here with node:crypto), within
// 2 s; a failed delivery is retried (on a shortened schedule), with one log line per attempt.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MOCK_SUCCESS_TOKEN } from '../src/core/index.ts';
import { type MockServer, startMockServer } from '../src/server.ts';
import { spec } from './spec.ts';

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
  at: number;
}

/** A receiver that answers each delivery with the next status of `statuses` (then 200). */
async function receiver(statuses: number[] = []): Promise<{ url: string; got: Received[]; server: Server }> {
  const got: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      got.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      response.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, got, server };
}

async function until<T>(find: () => T | undefined, ms = 2000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error(`nothing within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

let mock: MockServer | undefined;
let hooks: Server | undefined;
afterEach(async () => {
  await mock?.close();
  hooks?.close();
});

async function completeCheckout(url: string): Promise<{ checkoutId: string; completedAt: number }> {
  const headers = { 'Content-Type': 'application/json', 'Sub-Account': 'acc_hooks' };
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { ...headers, 'Idempotency-Key': crypto.randomUUID(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { data: Record<string, string> };
  };
  const token = (await post('/oauth/token', { client_id: 'test_hooks', client_secret: 's' })).data.access_token!;
  const checkoutId = (await post('/v1/checkouts', { amount: 1500, currency: 'usd' }, token)).data.id!;
  await post(`/v1/checkouts/${checkoutId}/complete`, { payment_token: MOCK_SUCCESS_TOKEN }, token);
  return { checkoutId, completedAt: Date.now() };
}

describe('webhook deliveries', () => {
  it('delivers a signed checkout.completed within 2 s of the completion', async () => {
    const target = await receiver();
    hooks = target.server;
    const log: string[] = [];
    mock = await startMockServer({ spec, port: 0, webhooks: { url: target.url, secret: 'whsec_test', log: (l) => log.push(l) } });
    const { checkoutId, completedAt } = await completeCheckout(mock.url);
    const delivery = await until(() => target.got.find((d) => JSON.parse(d.body).event_name === 'checkout.completed'));
    expect(delivery.at - completedAt).toBeLessThan(2000);
    // The header names are not documented: the mock uses the names the spec stands in with.
    const names = spec.components.schemas.Event['x-webhook-delivery'].signature;
    expect([mock.webhooks!.timestampHeader, mock.webhooks!.signatureHeader]).toEqual([names.timestamp_header, names.signature_header]);
    const timestamp = String(delivery.headers[mock.webhooks!.timestampHeader]);
    const want = createHmac('sha256', 'whsec_test').update(`${timestamp}.${delivery.body}`).digest('hex');
    expect(delivery.headers[mock.webhooks!.signatureHeader]).toBe(want);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(5);
    expect(JSON.parse(delivery.body)).toMatchObject({
      event_name: 'checkout.completed',
      version: 'v1',
      data: { id: checkoutId, status: 'completed' },
    });
    expect(target.got.map((d) => JSON.parse(d.body).event_name)).toEqual(
      expect.arrayContaining(['checkout.created', 'payment.created', 'payment.succeeded', 'checkout.completion.succeeded']),
    );
    await until(() => (log.length >= target.got.length ? true : undefined));
    expect(log.find((l) => l.includes('checkout.completed'))).toMatch(
      /^webhook checkout\.completed evt_\S+ -> http:\/\/127\.0\.0\.1:\d+\/hooks: 200 \(attempt 1 of 4\)$/,
    );
  });

  it('retries a failed delivery, one log line per attempt, and stops after the documented test attempts', async () => {
    const target = await receiver([500, 503, 500, 500, 500]);
    hooks = target.server;
    const log: string[] = [];
    mock = await startMockServer({
      spec,
      port: 0,
      webhooks: { url: target.url, retryIntervalMs: 30, log: (l) => log.push(l) },
    });
    const token = await fetch(`${mock.url}/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_id: 'test_retry', client_secret: 's' }),
    }).then((r) => r.json() as Promise<{ data: { access_token: string } }>);
    await fetch(`${mock.url}/v1/checkouts`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token.data.access_token}`,
        'Content-Type': 'application/json',
        'Sub-Account': 'acc_r',
        'Idempotency-Key': 'r1',
      },
      body: JSON.stringify({ amount: 900, currency: 'usd' }),
    });
    // Test accounts: retried 3 times (webhook_retries_test), so 4 attempts in all.
    const attempts = spec.info['x-business-constants'].webhook_retries_test.value + 1;
    await until(() => (log.length === attempts ? true : undefined));
    await new Promise((r) => setTimeout(r, 150));
    expect(target.got).toHaveLength(attempts);
    expect(new Set(target.got.map((d) => JSON.parse(d.body).id)).size).toBe(1);
    expect(log.map((l) => / (\d{3}) \(attempt (\d) of (\d)/.exec(l)!.slice(1).join(' '))).toEqual([
      '500 1 4',
      '503 2 4',
      '500 3 4',
      '500 4 4',
    ]);
    expect(log.at(-1)).toMatch(/no retries left\)$/);
  });
});

// Runs the README's client (examples/client.ts, openapi-fetch + @paydocs/api-types) against the workspace's own mock
// of the API (@paydocs/mock's local server, from the bundled spec, on 127.0.0.1, no network): the calls that compile
// against the types must also be accepted by a server that validates requests against the same spec and keeps what
// they create, and the answers must have the documented shape. Run by `node --test` in this package's test.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type MockServer, startMockServer } from '@paydocs/mock/server';
import { MOCK_SUCCESS_TOKEN } from '@paydocs/mock/test-tokens';
import { allSucceededPayments, canProcess, paymentsClient, refund, sell, succeededPaymentsPage } from '../examples/client.ts';

/** The sub account the spec's examples name (its documented example answers a read of it). */
const SUB_ACCOUNT = 'acc_5Zq1xR7tY3wP9m';
/** Payment tokens are single use: the mock's success token stands for a new one each time it is sent. */
const PAYMENT_TOKEN = MOCK_SUCCESS_TOKEN;

describe("the README client against the workspace's mock of the bundled spec", () => {
  let server: MockServer;
  let client: ReturnType<typeof paymentsClient>;
  let token = '';

  before(async () => {
    server = await startMockServer();
    // A token the sandbox issued, as an integrator gets one (the token call lives on the host, not under /v1).
    const issued = await fetch(`${server.url}/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_id: 'test_4f8c2a1e9b7d6f30', client_secret: 'test_sec_9a7f3c1e5b2d8f4a6c0e' }),
    });
    token = ((await issued.json()) as { data: { access_token: string } }).data.access_token;
    client = paymentsClient(`${server.url}/v1`, token);
  });
  after(() => server.close());

  it('creates and completes a checkout, which makes a succeeded payment on the sub account', async () => {
    const completion = await sell(client, SUB_ACCOUNT, PAYMENT_TOKEN);
    assert.equal(completion.status, 'succeeded');
    const { payments } = await succeededPaymentsPage(client, SUB_ACCOUNT);
    assert.ok(payments.some((p) => p.id === completion.payment_id));
  });

  it('follows the next-page cursor through every page', async () => {
    // The client asks for pages of 100: 101 more sales make a second page.
    const before = (await allSucceededPayments(client, SUB_ACCOUNT)).length;
    for (let i = 0; i < 101; i++) await sell(client, SUB_ACCOUNT, PAYMENT_TOKEN);
    const first = await succeededPaymentsPage(client, SUB_ACCOUNT);
    assert.equal(first.payments.length, 100);
    assert.equal(typeof first.next, 'string');
    const all = await allSucceededPayments(client, SUB_ACCOUNT);
    assert.equal(all.length, before + 101);
    assert.equal(new Set(all.map((p) => p.id)).size, all.length);
  });

  it('refunds part of a payment', async () => {
    const { payment_id } = await sell(client, SUB_ACCOUNT, PAYMENT_TOKEN);
    assert.ok(payment_id, 'the completion names its payment');
    assert.ok(['pending', 'succeeded'].includes(await refund(client, payment_id, 500)));
  });

  it('reads a sub account', async () => {
    assert.equal(typeof (await canProcess(client, SUB_ACCOUNT)), 'boolean');
  });

  it('rejects a request that breaks the spec, so the passing calls above were really validated', async () => {
    // No Idempotency-Key header and a string amount: two things the types would not let through.
    const res = await fetch(`${server.url}/v1/payments/py_2kq7m4x9d1b8/refunds`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ amount: 'five hundred' }),
    });
    assert.deepEqual([res.status, ((await res.json()) as { code: string }).code], [400, 'idempotency_key_required']);
  });
});

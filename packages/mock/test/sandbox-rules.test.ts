// The API's rules for tokens, idempotency keys and lists, state that never goes wrong, and the webhook events the
// sandbox raises: given calls, want what the API documents (statuses and codes read from the spec's catalogue).
import { validateExample } from '@paydocs/request-validator';
import { describe, expect, it } from 'vitest';
import { createSandbox, MOCK_NOTE_HEADER, MOCK_SUCCESS_TOKEN, type Sandbox, type SandboxEvent, type Spec } from '../src/core/index.ts';
import { spec } from './spec.ts';

const catalogue = spec.components.schemas.ErrorCode['x-error-catalogue'];
const exampleToken: string = spec.components.schemas.AccessToken.examples[0].access_token;

interface Call {
  method?: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A client of one sandbox: a token from POST /oauth/token, a new Idempotency-Key per call unless one is given. */
function client(sandbox: Sandbox, subAccount = 'acc_one') {
  const send = ({ method = 'GET', path, body, headers = {} }: Call) => {
    const answer = sandbox.respond({
      method,
      path,
      headers: { 'Sub-Account': subAccount, 'Idempotency-Key': crypto.randomUUID(), 'Content-Type': 'application/json', ...headers },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field.
    return { ...answer, json: answer.body ? (JSON.parse(answer.body) as Record<string, any>) : {} };
  };
  const token = send({ method: 'POST', path: '/oauth/token', body: { client_id: 'test_client', client_secret: 'test_secret' } }).json.data
    .access_token as string;
  return (call: Call) => send({ ...call, headers: { Authorization: `Bearer ${token}`, ...call.headers } });
}

const order = { amount: 2500, currency: 'usd' };
const card = { payment_method: { token: MOCK_SUCCESS_TOKEN } };

describe('access tokens', () => {
  const cases: { name: string; authorization?: string; hoursLater?: number; want: number }[] = [
    { name: 'no header', want: 401 },
    { name: 'Basic credentials', authorization: 'Basic abc', want: 401 },
    { name: 'a bearer of undefined', authorization: 'Bearer undefined', want: 401 },
    { name: 'an empty bearer', authorization: 'Bearer ', want: 401 },
    { name: 'a token the sandbox issued', authorization: 'issued', want: 200 },
    { name: 'an issued token 23 hours later', authorization: 'issued', hoursLater: 23, want: 200 },
    { name: 'an issued token 24 hours later (access_token_lifetime)', authorization: 'issued', hoursLater: 24, want: 401 },
    { name: "the documented example token (Try it's prefilled request)", authorization: `Bearer ${exampleToken}`, want: 200 },
    { name: "Try it's <token> placeholder", authorization: 'Bearer <token>', want: 200 },
  ];
  it.each(cases)('$name -> $want', ({ authorization, hoursLater = 0, want }) => {
    let now = new Date('2026-03-01T09:00:00Z');
    const sandbox = createSandbox(spec, { now: () => now });
    const issued = sandbox.respond({
      method: 'POST',
      path: '/oauth/token',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_id: 'test_4f8c2a1e9b7d6f30', client_secret: 'x' }),
    });
    const token = JSON.parse(issued.body!).data.access_token as string;
    now = new Date(now.getTime() + hoursLater * 3_600_000);
    const header = authorization === 'issued' ? `Bearer ${token}` : authorization;
    const answer = sandbox.respond({ method: 'GET', path: '/v1/payments', headers: header === undefined ? {} : { Authorization: header } });
    expect(answer.status).toBe(want);
    if (want === 401) expect([JSON.parse(answer.body!).code, catalogue.not_authenticated.status]).toEqual(['not_authenticated', 401]);
  });

  it('issues a new token per call and refuses the token before a broken body', () => {
    const sandbox = createSandbox(spec);
    const issue = () =>
      JSON.parse(
        sandbox.respond({
          method: 'POST',
          path: '/oauth/token',
          headers: { 'Content-Type': 'application/json' },
          body: '{"client_id":"live_1","client_secret":"s"}',
        }).body!,
      ).data.access_token;
    expect(issue()).not.toBe(issue());
    const broken = sandbox.respond({
      method: 'POST',
      path: '/v1/checkouts',
      headers: { Authorization: 'Bearer nope', 'Sub-Account': 'acc_1', 'Idempotency-Key': 'k', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(JSON.parse(broken.body!).code).toBe('not_authenticated');
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer for the same request and creates nothing; another request under the key is refused', () => {
    const sandbox = createSandbox(spec);
    const call = client(sandbox);
    const key = { 'Idempotency-Key': 'order-77' };
    const first = call({ method: 'POST', path: '/v1/checkouts', body: order, headers: key });
    // The same body with its keys in another order is the same request.
    const again = call({ method: 'POST', path: '/v1/checkouts', body: { currency: 'usd', amount: 2500 }, headers: key });
    expect([again.status, again.json.data.id]).toEqual([first.status, first.json.data.id]);
    expect(again.body).toBe(first.body);
    expect(again.headers[MOCK_NOTE_HEADER]).toMatch(/^Not documented: .*how long it keeps a key/);
    expect(call({ path: '/v1/checkouts' }).json.data).toHaveLength(1);

    const other = call({ method: 'POST', path: '/v1/checkouts', body: { ...order, amount: 9900 }, headers: key });
    expect([other.status, other.json.code]).toEqual([catalogue.idempotency_params_mismatch.status, 'idempotency_params_mismatch']);
    expect(call({ path: '/v1/checkouts' }).json.data).toHaveLength(1);
  });

  it('replays a refund instead of refunding twice', () => {
    const call = client(createSandbox(spec));
    const payment = call({ method: 'POST', path: '/v1/payments', body: { ...order, ...card } }).json.data;
    const key = { 'Idempotency-Key': 'refund-1' };
    for (let i = 0; i < 3; i++) call({ method: 'POST', path: `/v1/payments/${payment.id}/refunds`, body: { amount: 500 }, headers: key });
    expect(call({ path: `/v1/payments/${payment.id}` }).json.data).toMatchObject({ amount_refunded: 500, amount_refundable: 2000 });
  });
});

describe('lists', () => {
  /** Five payments on acc_one a minute apart (authorized and succeeded in turn, the first two with pm_first_card), one on acc_two. */
  function seeded() {
    let now = new Date('2026-05-01T00:00:00Z');
    const sandbox = createSandbox(spec, { now: () => now });
    const one = client(sandbox, 'acc_one');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      now = new Date(now.getTime() + 60_000);
      const method = { payment_method: { token: i < 2 ? 'pm_first_card' : MOCK_SUCCESS_TOKEN } };
      const body = { ...order, ...method, description: `p${i}`, ...(i % 2 === 0 ? { capture_strategy: 'manual' } : {}) };
      ids.push(one({ method: 'POST', path: '/v1/payments', body }).json.data.id);
    }
    client(sandbox, 'acc_two')({ method: 'POST', path: '/v1/payments', body: { ...order, ...card } });
    return { one, ids, two: client(sandbox, 'acc_two') };
  }
  const idsOf = (answer: { json: Record<string, { id: string }[]> }) => answer.json.data!.map((p) => p.id);

  it.each([
    { query: '', want: [4, 3, 2, 1, 0] },
    { query: 'payment_status=authorized', want: [4, 2, 0] },
    { query: 'payment_status=succeeded', want: [3, 1] },
    { query: 'created_after=2026-05-01T00:02:30Z', want: [4, 3, 2] },
    { query: 'created_before=2026-05-01T00:02:30Z', want: [1, 0] },
    { query: 'payment_method_id=pm_first_card', want: [1, 0] },
    { query: 'payment_method_id=pm_first_card&payment_status=succeeded', want: [1] },
  ])('?$query lists payments $want of the sub account, newest first', ({ query, want }) => {
    const { one, ids } = seeded();
    const answer = one({ path: `/v1/payments?${query}` });
    expect(idsOf(answer)).toEqual(want.map((i) => ids[i]));
    expect(answer.headers[MOCK_NOTE_HEADER]).toMatch(/^Not documented: the order of a list/);
  });

  it('scopes to the Sub-Account header', () => {
    const { two } = seeded();
    expect(idsOf(two({ path: '/v1/payments' }))).toHaveLength(1);
  });

  it('pages with limit and the cursors of page_info, forward and back', () => {
    const { one, ids } = seeded();
    const first = one({ path: '/v1/payments?limit=2' });
    expect([idsOf(first), first.json.page_info.has_previous, first.json.page_info.has_next]).toEqual([[ids[4], ids[3]], false, true]);
    // Opaque, and safe in a query string as given (no `+`, `/` or `=` to encode).
    for (const cursor of [first.json.page_info.start_cursor, first.json.page_info.end_cursor]) expect(cursor).toMatch(/^[\w-]+$/);
    const second = one({ path: `/v1/payments?limit=2&after_cursor=${first.json.page_info.end_cursor}` });
    expect([idsOf(second), second.json.page_info.has_previous, second.json.page_info.has_next]).toEqual([[ids[2], ids[1]], true, true]);
    const last = one({ path: `/v1/payments?limit=2&after_cursor=${second.json.page_info.end_cursor}` });
    expect([idsOf(last), last.json.page_info.has_next]).toEqual([[ids[0]], false]);
    const back = one({ path: `/v1/payments?limit=2&before_cursor=${last.json.page_info.start_cursor}` });
    expect(idsOf(back)).toEqual([ids[2], ids[1]]);
    expect(one({ path: '/v1/payments?after_cursor=bm90LWEtY3Vyc29y' }).json.not_documented).toMatch(/^Not documented: .*cursor/);
  });

  it("filters checkouts by status and by their completions' payment status", () => {
    const call = client(createSandbox(spec));
    const [a, b] = [0, 1].map(() => call({ method: 'POST', path: '/v1/checkouts', body: order }).json.data.id as string);
    call({ method: 'POST', path: `/v1/checkouts/${a}/complete`, body: { payment_token: MOCK_SUCCESS_TOKEN } });
    call({ method: 'POST', path: `/v1/checkouts/${b}/complete`, body: { payment_token: 'mock_tok_insufficient_funds' } });
    expect(idsOf(call({ path: '/v1/checkouts?status=completed' }))).toEqual([a]);
    expect(idsOf(call({ path: '/v1/checkouts?payment_status=failed' }))).toEqual([b]);
    expect(idsOf(call({ path: '/v1/checkouts?payment_mode=ecom' }))).toEqual([b, a]);
  });

  it('says so when a list parameter of the spec matches no field, and does not apply it', () => {
    const withColour: Spec = structuredClone(spec);
    withColour.paths['/payments'].get.parameters.push({ name: 'colour', in: 'query', schema: { type: 'string' } });
    const call = client(createSandbox(withColour));
    call({ method: 'POST', path: '/v1/payments', body: { ...order, ...card } });
    const answer = call({ path: '/v1/payments?colour=red' });
    expect(answer.json.data).toHaveLength(1);
    expect(answer.headers[MOCK_NOTE_HEADER]).toContain('Not documented: which field of a payment the colour filter reads');
  });
});

describe('state the sandbox cannot take', () => {
  it.each([{ amount: -1 }, { amount: 0 }])('a payment refund of $amount is refused and changes nothing', ({ amount }) => {
    const call = client(createSandbox(spec));
    const payment = call({ method: 'POST', path: '/v1/payments', body: { ...order, ...card } }).json.data;
    const refused = call({ method: 'POST', path: `/v1/payments/${payment.id}/refunds`, body: { amount } });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(refused.json.not_documented).toMatch(/^Not documented: the error the API returns for a refund amount of 0 or less/);
    expect(call({ path: `/v1/payments/${payment.id}` }).json.data).toEqual(payment);
  });

  it.each([{ amount: -1 }, { amount: 0 }, { amount: 2501 }])(
    'a checkout refund of $amount fails with invalid_amount and changes nothing',
    ({ amount }) => {
      const call = client(createSandbox(spec));
      const checkout = call({ method: 'POST', path: '/v1/checkouts', body: order }).json.data;
      const paymentId = call({ method: 'POST', path: `/v1/checkouts/${checkout.id}/complete`, body: { payment_token: MOCK_SUCCESS_TOKEN } })
        .json.data.payment_id;
      const before = call({ path: `/v1/payments/${paymentId}` }).json.data;
      const refund = call({ method: 'POST', path: `/v1/checkouts/${checkout.id}/refunds`, body: { amount } }).json.data;
      expect(refund).toMatchObject({ status: 'failed', refund_response: 'invalid_amount' });
      expect(call({ path: `/v1/payments/${paymentId}` }).json.data).toEqual(before);
    },
  );

  it.each([
    {
      name: 'checkout',
      path: '/v1/checkouts',
      body: order,
      want: { payment_description: null, statement_descriptor: null, application_fees: null },
    },
    {
      name: 'payment',
      path: '/v1/payments',
      body: { ...order, ...card },
      want: { description: null, application_fee: null, application_fee_rate_id: null },
    },
  ])('a $name created without optional fields has null for them, not the example values', ({ path, body, want }) => {
    const call = client(createSandbox(spec));
    expect(call({ method: 'POST', path, body }).json.data).toMatchObject(want);
  });

  it('a refund without a description or reason has null for both, and a sent fee comes back as the fee', () => {
    const call = client(createSandbox(spec));
    const payment = call({ method: 'POST', path: '/v1/payments', body: { ...order, ...card, application_fee_amount: 125 } }).json.data;
    expect(payment.application_fee).toMatchObject({ amount: 125, currency: 'usd' });
    const refund = call({ method: 'POST', path: `/v1/payments/${payment.id}/refunds`, body: { amount: 100 } }).json.data;
    expect(refund).toMatchObject({ description: null, reason: null, amount: 100 });
  });
});

describe('webhook events', () => {
  it('raises the documented events of each change, each valid against its webhook', () => {
    const events: SandboxEvent[] = [];
    const call = client(createSandbox(spec, { onEvent: (e) => events.push(e) }));
    const checkout = call({ method: 'POST', path: '/v1/checkouts', body: order, headers: { 'Idempotency-Key': 'once' } }).json.data;
    call({ method: 'POST', path: '/v1/checkouts', body: order, headers: { 'Idempotency-Key': 'once' } });
    const completion = call({ method: 'POST', path: `/v1/checkouts/${checkout.id}/complete`, body: { payment_token: MOCK_SUCCESS_TOKEN } });
    call({ method: 'POST', path: `/v1/payments/${completion.json.data.payment_id}/refunds`, body: { amount: 100 } });
    const manual = call({ method: 'POST', path: '/v1/payments', body: { ...order, ...card, capture_strategy: 'manual' } }).json.data;
    call({ method: 'POST', path: `/v1/payments/${manual.id}/capture` });
    call({ method: 'POST', path: `/v1/payments/${manual.id}/void` });
    expect(events.map((e) => e.event_name)).toEqual([
      'checkout.created',
      'payment.created',
      'payment.succeeded',
      'checkout.completion.succeeded',
      'checkout.completed',
      'payment.refunded',
      'payment.created',
      'payment.authorized',
      'payment.captured',
      'payment.canceled',
    ]);
    for (const event of events) {
      const webhook = spec.webhooks[event.event_name].post.operationId as string;
      expect(validateExample({ operation: webhook, part: 'request' }, event, spec).errors, event.event_name).toEqual([]);
    }
    const completed = events.find((e) => e.event_name === 'checkout.completed')!;
    expect(completed).toMatchObject({
      account_id: 'acc_one',
      account_type: 'test',
      version: 'v1',
      data: { id: checkout.id, status: 'completed' },
    });
  });
});

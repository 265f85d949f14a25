// The sandbox keeps state the way the API documents it: given a sequence of calls, want what the next call answers.
// Every success body is checked against the operation's response schema, so echoed values keep the documented shape.
import { walkOperations } from '@paydocs/spec-access';
import { exampleRequest, type ExampleRequest, validateExample } from '@paydocs/request-validator';
import { describe, expect, it } from 'vitest';
import { createSandbox, MOCK_NOTE_HEADER, MOCK_SUCCESS_TOKEN, mockTestTokens, type Sandbox } from '../src/core/index.ts';
import { spec } from './spec.ts';

const catalogue = spec.components.schemas.ErrorCode['x-error-catalogue'];

/**
 * Calls an operation with its example request, the body and path parameters changed, and a new Idempotency-Key
 * unless `key` gives one (the example's key would tie every call of an operation together).
 */
function call(
  sandbox: Sandbox,
  operationId: string,
  change: { body?: Record<string, unknown>; params?: Record<string, string>; query?: string; headers?: Record<string, string> } = {},
) {
  const request: ExampleRequest = exampleRequest(spec, operationId);
  if (request.headers['Idempotency-Key']) request.headers['Idempotency-Key'] = crypto.randomUUID();
  Object.assign(request.headers, change.headers);
  let path = request.template;
  const example = request.path.split('?')[0]!;
  const names = [...request.template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const values = new RegExp(`^${request.template.replace(/\{[^}]+\}/g, '([^/]+)')}$`).exec(example)!.slice(1);
  names.forEach((name, i) => {
    path = path.replace(`{${name}}`, change.params?.[name] ?? values[i]!);
  });
  const given = {
    ...request,
    path: `${path}${change.query ? `?${change.query}` : ''}`,
    ...(change.body ? { body: JSON.stringify(change.body) } : {}),
  };
  const answer = sandbox.respond(given);
  const body = answer.body ? JSON.parse(answer.body) : undefined;
  if (answer.outcome === 'success' && body)
    expect(
      validateExample({ operation: operationId, part: 'response', status: String(answer.status) }, body, spec).errors,
      operationId,
    ).toEqual([]);
  return { ...answer, json: body };
}

const order = { amount: 4321, currency: 'usd', description: 'Order 77 - tent', metadata: { order_id: 'ord_77' } };

describe('checkout lifecycle in the sandbox', () => {
  it('echoes, completes, reads back completed, lists and refunds', () => {
    const sandbox = createSandbox(spec);
    const created = call(sandbox, 'createCheckout', { body: order });
    expect(created.status).toBe(201);
    const checkout = created.json.data;
    expect(checkout).toMatchObject({
      payment_amount: 4321,
      payment_description: 'Order 77 - tent',
      metadata: { order_id: 'ord_77' },
      status: 'created',
    });
    expect(checkout.id).toMatch(/^cho_/);
    expect(checkout.id).not.toBe(exampleRequest(spec, 'getCheckout').path.split('/').at(-1));
    expect(created.json.id).toBe(checkout.id);

    const completion = call(sandbox, 'completeCheckout', { params: { id: checkout.id }, body: { payment_token: MOCK_SUCCESS_TOKEN } });
    expect(completion.json.data).toMatchObject({ status: 'succeeded', payment_status: 'succeeded', checkout_id: checkout.id });
    expect(completion.json.data.checkout.status).toBe('completed');

    const read = call(sandbox, 'getCheckout', { params: { id: checkout.id } }).json.data;
    expect(read).toMatchObject({ status: 'completed', successful_payment_id: completion.json.data.payment_id, payment_amount: 4321 });

    const payment = call(sandbox, 'getPayment', { params: { id: read.successful_payment_id } }).json.data;
    expect(payment).toMatchObject({
      amount: 4321,
      checkout_id: checkout.id,
      status: 'succeeded',
      amount_refundable: 4321,
      metadata: { order_id: 'ord_77' },
    });

    expect(call(sandbox, 'listCheckouts').json.data.map((c: { id: string }) => c.id)).toEqual([checkout.id]);

    const refund = call(sandbox, 'refundCheckout', { params: { id: checkout.id }, body: { amount: 1000 } }).json.data;
    expect(refund).toMatchObject({ status: 'succeeded', refund_amount: 1000, checkout_id: checkout.id });
    const after = call(sandbox, 'getPayment', { params: { id: payment.id } }).json.data;
    expect(after).toMatchObject({ amount_refunded: 1000, amount_refundable: 3321, status: 'partially_refunded' });

    const tooMuch = call(sandbox, 'refundCheckout', { params: { id: checkout.id }, body: { amount: 5000 } }).json.data;
    expect(tooMuch).toMatchObject({ status: 'failed', refund_response: 'invalid_amount' });
  });

  it('refuses a used token, and a broken body with the documented code', () => {
    const sandbox = createSandbox(spec);
    const a = call(sandbox, 'createCheckout', { body: order }).json.data;
    const b = call(sandbox, 'createCheckout', { body: order }).json.data;
    call(sandbox, 'completeCheckout', { params: { id: a.id }, body: { payment_token: 'pm_once' } });
    const again = call(sandbox, 'completeCheckout', { params: { id: b.id }, body: { payment_token: 'pm_once' } });
    expect([again.status, again.json.code]).toEqual([catalogue.token_already_used.status, 'token_already_used']);
    const broken = call(sandbox, 'createCheckout', { body: { currency: 'usd', description: 'no amount' } });
    expect([broken.status, broken.json.code]).toEqual([catalogue.amount_required.status, 'amount_required']);
    expect(call(sandbox, 'listCheckouts').json.data).toHaveLength(2);
  });

  it('leaves the checkout as it is on a declined completion, and says so', () => {
    const sandbox = createSandbox(spec);
    const checkout = call(sandbox, 'createCheckout', { body: order }).json.data;
    const declined = call(sandbox, 'completeCheckout', {
      params: { id: checkout.id },
      body: { payment_token: 'mock_tok_insufficient_funds' },
    });
    expect(declined.json.data).toMatchObject({ status: 'failed', payment_status: 'failed', payment_error_code: 'insufficient_funds' });
    expect(declined.headers[MOCK_NOTE_HEADER]).toMatch(/^Not documented: the checkout status after a failed completion/);
    expect(call(sandbox, 'getCheckout', { params: { id: checkout.id } }).json.data.status).toBe('created');
  });

  it('answers 404 for an id it does not hold and the example for the example id; reset forgets', () => {
    const sandbox = createSandbox(spec);
    const missing = call(sandbox, 'getCheckout', { params: { id: 'cho_nothere' } });
    expect([missing.status, missing.json.code]).toEqual([404, 'resource_not_found']);
    expect(call(sandbox, 'getCheckout').status).toBe(200);
    const checkout = call(sandbox, 'createCheckout', { body: order }).json.data;
    sandbox.reset();
    expect(call(sandbox, 'getCheckout', { params: { id: checkout.id } }).status).toBe(404);
    const list = call(sandbox, 'listCheckouts');
    expect(list.json.data.map((c: { id: string }) => c.id)).not.toContain(checkout.id);
    expect(list.headers[MOCK_NOTE_HEADER]).toMatch(/^Nothing of this kind was created in the sandbox yet/);
  });
});

describe('payments in the sandbox', () => {
  const payment = { amount: 2500, currency: 'usd', description: 'Order 9', payment_method: { token: MOCK_SUCCESS_TOKEN } };

  it('authorizes a manual payment, captures it once, and notes the undocumented status', () => {
    const sandbox = createSandbox(spec);
    const created = call(sandbox, 'createPayment', { body: { ...payment, capture_strategy: 'manual' } }).json.data;
    expect(created).toMatchObject({ amount: 2500, description: 'Order 9', status: 'authorized', captured: false });
    const captured = call(sandbox, 'capturePayment', { params: { id: created.id } });
    expect(captured.json.data.captured).toBe(true);
    expect(captured.headers[MOCK_NOTE_HEADER]).toMatch(/^Not documented: the status a payment has after a capture/);
    const twice = call(sandbox, 'capturePayment', { params: { id: created.id } });
    expect(twice.json.code).toBe('payment_already_captured');
  });

  it('voids within the window only', () => {
    let now = new Date('2026-01-01T10:00:00Z');
    const sandbox = createSandbox(spec, { now: () => now });
    const a = call(sandbox, 'createPayment', { body: payment }).json.data;
    const b = call(sandbox, 'createPayment', { body: payment }).json.data;
    now = new Date('2026-01-01T10:24:00Z');
    expect(call(sandbox, 'voidPayment', { params: { id: a.id } }).json.data.status).toBe('canceled');
    now = new Date('2026-01-01T10:26:00Z');
    expect(call(sandbox, 'voidPayment', { params: { id: b.id } }).json.code).toBe('payment_outside_void_window');
    expect(call(sandbox, 'getPayment', { params: { id: b.id } }).json.data.status).toBe('succeeded');
  });

  it('refunds in parts up to the refundable amount', () => {
    const sandbox = createSandbox(spec);
    const created = call(sandbox, 'createPayment', { body: payment }).json.data;
    const refund = call(sandbox, 'createPaymentRefund', { params: { id: created.id }, body: { amount: 1000, reason: 'customer_request' } });
    expect(refund.json.data).toMatchObject({ amount: 1000, payment_id: created.id, reason: 'customer_request' });
    expect(call(sandbox, 'getRefund', { params: { id: refund.json.data.id } }).json.data.amount).toBe(1000);
    expect(call(sandbox, 'createPaymentRefund', { params: { id: created.id }, body: { amount: 2000 } }).json.code).toBe(
      'refund_exceeds_amount_available',
    );
    expect(call(sandbox, 'createPaymentRefund', { params: { id: created.id }, body: {} }).json.data.amount).toBe(1500);
    expect(call(sandbox, 'getPayment', { params: { id: created.id } }).json.data).toMatchObject({
      status: 'fully_refunded',
      amount_refunded: 2500,
    });
    expect(call(sandbox, 'createPaymentRefund', { params: { id: created.id }, body: {} }).json.code).toBe('payment_fully_refunded');
  });

  it.each(mockTestTokens(spec).map((t) => [t.token, t] as const))('%s declines with its code', (token, want) => {
    const answer = call(createSandbox(spec), 'createPayment', { body: { ...payment, payment_method: { token } } });
    expect(answer.status).toBe(402);
    expect(answer.json.code).toBe(want.code);
    if (want.code === 'card_declined') expect(answer.json.decline_code).toBeTruthy();
    expect(validateExample({ schema: 'Error' }, answer.json, spec).errors).toEqual([]);
  });
});

describe('every operation through one sandbox', () => {
  it('answers each with a body valid against its response schema, created resources included', () => {
    const sandbox = createSandbox(spec);
    const answered: string[] = [];
    for (const w of walkOperations(spec).filter((o) => o.kind === 'operation')) {
      const answer = call(sandbox, w.operationId!);
      expect(answer.outcome, w.operationId).toBe('success');
      answered.push(w.operationId!);
    }
    expect(answered.length).toBe(walkOperations(spec).filter((o) => o.kind === 'operation').length);
    expect(Object.keys(sandbox.state().resources)).toEqual(expect.arrayContaining(['/checkouts', '/payments']));
  });
});

describe("the mock's test tokens", () => {
  it('stand for a new token each time, unlike a real token', () => {
    const sandbox = createSandbox(spec);
    const ids = [0, 1].map(() => call(sandbox, 'createCheckout', { body: order }).json.data.id as string);
    const statuses = ids.map(
      (id) => call(sandbox, 'completeCheckout', { params: { id }, body: { payment_token: MOCK_SUCCESS_TOKEN } }).status,
    );
    expect(statuses).toEqual([201, 201]);
  });
});

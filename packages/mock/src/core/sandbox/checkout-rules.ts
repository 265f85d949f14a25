// The sandbox's rules for checkouts (complete, refund), each from what the API documents; the README's state table
// says each rule and where it comes from. Each change raises its documented webhook events.
import { documentedError, notDocumented } from '../catalogue-error.ts';
import { MOCK_TOKEN_PREFIX, mockDecline } from '../mock-test-tokens.ts';
import { exampleData, exampleResource, stateful } from './answer.ts';
import { emit, emitCreated } from './events.ts';
import { applyRefund, newPayment, PAYMENTS } from './payment-rules.ts';
import type { JsonObject as Json } from '@paydocs/spec-access/ref';
import { getResource, type ItemRule } from './state.ts';

/** Whether `CheckoutStatus`' `x-state-transitions` declares the move; the sandbox moves a status only along one. */
const declared = (ctx: Parameters<ItemRule>[0], from: string, to: string): boolean =>
  (ctx.spec.components?.schemas?.CheckoutStatus?.['x-state-transitions']?.transitions ?? []).some(
    (t: { from: string; to: string }) => t.from === from && t.to === to,
  );

/** The answer to an action the API documents no answer for from the checkout's status. */
const undocumentedFrom = (ctx: Parameters<ItemRule>[0], checkout: Json, action: string) =>
  notDocumented(
    ctx.route.operationId,
    `Not documented: what the API answers when a checkout that is ${String(checkout.status)} is ${action}.`,
  );

export const completeCheckout: ItemRule = (ctx, checkout) => {
  const token = String(ctx.sent.payment_token);
  if (ctx.state.usedTokens.includes(token)) return documentedError(ctx.spec, ctx.route.operationId, 'token_already_used');
  if (checkout.status === 'completed' || checkout.status === 'expired') return undocumentedFrom(ctx, checkout, 'completed');
  // The mock's own test tokens stand for a new single-use token each time they are sent.
  if (!token.startsWith(MOCK_TOKEN_PREFIX)) ctx.state.usedTokens.push(token);
  const decline = mockDecline(ctx.spec, token);
  const settings = (checkout.payment ?? {}) as Json;
  const paymentExample = exampleData(ctx.spec, 'getPayment') ?? {};
  const fields: Json = {
    amount: checkout.payment_amount,
    currency: checkout.payment_currency,
    description: settings.description ?? checkout.payment_description,
    metadata: settings.metadata ?? checkout.metadata,
    checkout_id: checkout.id,
    payment_mode: ctx.sent.payment_mode ?? 'ecom',
    capture_strategy: 'automatic',
    ...(decline && {
      status: 'failed',
      error_code: decline.code,
      error_description: decline.description,
      decline_code: decline.declineCode,
    }),
  };
  // What the checkout (or the decline) does not say is not sent, so it takes its default or null, not the example's.
  for (const [k, v] of Object.entries(fields)) if (v === null || v === undefined) delete fields[k];
  const payment = newPayment(ctx, paymentExample, fields);
  if (ctx.headers['sub-account'] === undefined && checkout.account_id) payment.account_id = checkout.account_id;
  emitCreated(ctx, PAYMENTS, payment);
  const notes: string[] = [];
  if (decline) {
    notes.push('Not documented: the checkout status after a failed completion; the sandbox leaves it unchanged.');
  } else if (declared(ctx, String(checkout.status), 'completed')) {
    Object.assign(checkout, { status: 'completed', successful_payment_id: payment.id, updated_at: ctx.now.toISOString() });
  } else {
    notes.push(`Not documented: a transition of a checkout from ${String(checkout.status)} to completed; the sandbox leaves it unchanged.`);
  }
  const completion = {
    ...exampleResource(ctx.spec, ctx.route.operationId),
    payment_mode: ctx.sent.payment_mode ?? 'ecom',
    payment_token: token,
    status: decline ? 'failed' : 'succeeded',
    payment_status: decline ? 'failed' : 'succeeded',
    payment_error_code: decline ? decline.code : null,
    payment_error_description: decline ? decline.description : null,
    checkout_id: checkout.id,
    payment_id: payment.id,
    payment_method_id: token,
    checkout,
  };
  // The checkout lists its completions (Checkout.completions), each without the checkout around it.
  const { checkout: _checkout, ...listed } = completion;
  checkout.completions = [...((checkout.completions as unknown[] | undefined) ?? []), listed];
  emit(ctx, `checkout.completion.${completion.status}`, completion);
  if (checkout.status === 'completed') emit(ctx, 'checkout.completed', checkout);
  return stateful(ctx.base, completion, notes);
};

export const refundCheckout: ItemRule = (ctx, checkout) => {
  const payment = getResource(ctx.state, PAYMENTS, checkout.successful_payment_id as string | undefined);
  if (checkout.status !== 'completed' || !payment) return undocumentedFrom(ctx, checkout, 'refunded');
  const refundable = Number(payment.amount_refundable ?? 0);
  const amount = typeof ctx.sent.amount === 'number' ? ctx.sent.amount : refundable;
  const ok = amount > 0 && amount <= refundable;
  if (ok) applyRefund(ctx, payment, amount, undefined);
  const refund = {
    ...exampleResource(ctx.spec, ctx.route.operationId),
    checkout_id: checkout.id,
    status: ok ? 'succeeded' : 'failed',
    refund_response: ok ? null : 'invalid_amount',
    refund_amount: amount,
  };
  return stateful(ctx.base, refund);
};

export const checkoutRules: Record<string, ItemRule> = { completeCheckout, refundCheckout };

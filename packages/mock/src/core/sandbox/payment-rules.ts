// The sandbox's rules for payments (create, capture, void, refund), each from what the API documents; the README's
// state table says each rule and where it comes from. Each change raises its documented webhook event.
import { documentedError, notDocumented } from '../catalogue-error.ts';
import { mockDecline } from '../mock-test-tokens.ts';
import type { MockResponse } from '../types.ts';
import { exampleData, stateful } from './answer.ts';
import { businessDuration } from './business-time.ts';
import { created, newId } from './echo.ts';
import { emit, emitCreated } from './events.ts';
import { type ItemRule, putResource, type Resource, type RuleContext } from './state.ts';

export const PAYMENTS = '/payments';
const REFUNDS = '/refunds';

/** A payment the sandbox creates (directly, or by completing a checkout), as createPayment answers; `body`: echo.ts' created. */
export function newPayment(ctx: RuleContext, example: Record<string, unknown>, fields: Record<string, unknown>, body = fields): Resource {
  const payment = created(ctx, 'createPayment', PAYMENTS, example, fields, body);
  const amount = Number(payment.amount);
  const manual = payment.capture_strategy === 'manual';
  Object.assign(payment, {
    amount_refundable: payment.status === 'failed' ? 0 : amount,
    amount_refunded: 0,
    refunds: [],
    refunded: false,
    captured: !manual,
    ...(manual ? { status: 'authorized' } : {}),
  });
  return putResource(ctx.state, PAYMENTS, payment);
}

export function createPayment(ctx: RuleContext): MockResponse {
  const token = (ctx.sent.payment_method as { token?: unknown } | undefined)?.token;
  const decline = mockDecline(ctx.spec, token);
  if (decline)
    // An undefined decline_code is left out of the JSON body.
    return documentedError(ctx.spec, ctx.route.operationId, decline.code, { extra: { decline_code: decline.declineCode } });
  const example = exampleData(ctx.spec, ctx.route.operationId) ?? {};
  const { payment_method: _token, application_fee_amount, ...fields } = ctx.sent;
  const payment = newPayment(ctx, example, fields, ctx.sent);
  // The payment method is the one sent: its token stands in the documented card's id and token.
  const card = (payment.payment_method as { card?: Record<string, unknown> } | undefined)?.card;
  if (typeof token === 'string' && card) Object.assign(card, { id: token, token });
  const fee = example.application_fee as { id?: unknown } | null | undefined;
  if (typeof application_fee_amount === 'number')
    payment.application_fee = { id: newId(fee?.id), amount: application_fee_amount, currency: payment.currency };
  emitCreated(ctx, PAYMENTS, payment);
  return stateful(ctx.base, payment);
}

export const capturePayment: ItemRule = (ctx, payment) => {
  if (payment.captured === true) return documentedError(ctx.spec, ctx.route.operationId, 'payment_already_captured');
  payment.captured = true;
  payment.updated_at = ctx.now.toISOString();
  emit(ctx, 'payment.captured', payment);
  return stateful(ctx.base, payment, [
    `Not documented: the status a payment has after a capture; the sandbox leaves it ${String(payment.status)}.`,
  ]);
};

export const voidPayment: ItemRule = (ctx, payment) => {
  const window = businessDuration(ctx.spec, 'void_window');
  const age = ctx.now.getTime() - Date.parse(String(payment.created_at));
  if (window !== undefined && age > window) return documentedError(ctx.spec, ctx.route.operationId, 'payment_outside_void_window');
  const notes = ['authorized', 'succeeded'].includes(String(payment.status))
    ? []
    : [`Not documented: whether a ${String(payment.status)} payment can be voided; the sandbox voids it.`];
  payment.status = 'canceled';
  payment.amount_refundable = 0;
  payment.updated_at = ctx.now.toISOString();
  emit(ctx, 'payment.canceled', payment);
  return stateful(ctx.base, payment, notes);
};

/** Moves a refund of `amount` onto a payment: refunded amounts, the refunds list, the status; raises payment.refunded. */
export function applyRefund(ctx: RuleContext, payment: Resource, amount: number, refund: Resource | undefined): void {
  payment.amount_refunded = Number(payment.amount_refunded ?? 0) + amount;
  payment.amount_refundable = Number(payment.amount_refundable ?? 0) - amount;
  payment.refunded = true;
  payment.status = payment.amount_refundable === 0 ? 'fully_refunded' : 'partially_refunded';
  if (refund) payment.refunds = [...((payment.refunds as unknown[]) ?? []), refund];
  payment.updated_at = ctx.now.toISOString();
  emit(ctx, 'payment.refunded', payment);
}

/** What the sandbox answers for a refund of 0 or less, which no documented error covers; nothing changes. */
const NOT_POSITIVE = 'Not documented: the error the API returns for a refund amount of 0 or less; the sandbox refunds nothing.';

/** The refund amount a request asks for, or the documented error it gets. */
function refundAmount(ctx: RuleContext, payment: Resource): number | MockResponse {
  const refundable = Number(payment.amount_refundable ?? 0);
  if (payment.status === 'fully_refunded') return documentedError(ctx.spec, ctx.route.operationId, 'payment_fully_refunded');
  const amount = typeof ctx.sent.amount === 'number' ? ctx.sent.amount : refundable;
  if (amount <= 0) return notDocumented(ctx.route.operationId, NOT_POSITIVE);
  if (amount > refundable) return documentedError(ctx.spec, ctx.route.operationId, 'refund_exceeds_amount_available');
  return amount;
}

export const createPaymentRefund: ItemRule = (ctx, payment) => {
  const amount = refundAmount(ctx, payment);
  if (typeof amount !== 'number') return amount;
  const example = exampleData(ctx.spec, ctx.route.operationId) ?? {};
  const refund = created(ctx, ctx.route.operationId, REFUNDS, example, { ...ctx.sent, amount, payment_id: payment.id });
  putResource(ctx.state, REFUNDS, refund);
  applyRefund(ctx, payment, amount, refund);
  return stateful(ctx.base, refund);
};

export const paymentRules: Record<string, ItemRule> = { capturePayment, voidPayment, createPaymentRefund };

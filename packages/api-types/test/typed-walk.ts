// A typed walk through the generated types, kept compiling by `pnpm --filter @paydocs/api-types test`
// (tsc): build the request body of createCheckout, then read a checkout completion's
// payment_status and additional_transactions. Consumers import the same names from
// '@paydocs/api-types'.
import type { components, paths } from '../src/generated/api.d.ts';

type Schemas = components['schemas'];

/** POST /checkouts request body, addressed by path and method. */
export type CreateCheckoutBody = paths['/checkouts']['post']['requestBody']['content']['application/json'];

/** POST /checkouts/{id}/complete, 201: the envelope whose `data` is the completion. */
export type CompleteCheckoutResponse = paths['/checkouts/{id}/complete']['post']['responses'][201]['content']['application/json'];

export const createCheckoutBody: CreateCheckoutBody = {
  amount: 12000,
  description: 'Order 1042 - hiking boots',
  currency: 'usd',
  origin_url: 'https://shop.example.com/checkout',
  statement_descriptor: 'ACME-BOOTS',
  metadata: { order_id: '1042' },
};

// The path-addressed body and the component schema are the same type.
export const sameBody: Schemas['CheckoutCreateInput'] = createCheckoutBody;

// @ts-expect-error amounts are integer cents (number), never strings
export const wrongAmount: CreateCheckoutBody = { amount: '120.00', description: 'Order 1042' };

// @ts-expect-error `paid` is not a CompletionPaymentStatus
export const wrongStatus: Schemas['CompletionPaymentStatus'] = 'paid';

/** What a platform does with a completion: only `succeeded` means the money was collected. */
export function describeCompletion(response: CompleteCheckoutResponse): string {
  const completion: Schemas['CheckoutCompletion'] | undefined = response.data;
  if (!completion) return 'no completion in the response';
  const status: Schemas['CompletionPaymentStatus'] | undefined = completion.payment_status;
  // Outcomes of attached insurance quote payments (legacy) travel beside the main payment.
  const extra: Schemas['AdditionalTransaction'][] = completion.additional_transactions ?? [];
  const insurance = extra.length === 0 ? '' : ` (+${extra.length} additional transaction${extra.length === 1 ? '' : 's'})`;
  switch (status) {
    case 'succeeded':
      return `collected: payment ${completion.payment_id ?? 'unknown'}${insurance}`;
    case 'pending':
      return 'not final yet: wait for the checkout.completion webhooks';
    case 'failed':
      return `failed: ${completion.payment_error_code ?? 'no error code'}`;
    case 'canceled':
    case 'skipped':
    case undefined:
      return `no money collected (${status ?? 'no payment status'})`;
    default: {
      // Exhaustiveness: a new CompletionPaymentStatus value breaks the build here.
      const unknown: never = status;
      return unknown;
    }
  }
}

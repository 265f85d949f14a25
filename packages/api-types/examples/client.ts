// The README's client story, compiled by `pnpm --filter @paydocs/api-types test` so it cannot go
// stale: an integrator's five everyday calls (create and complete a checkout, page through
// payments, refund a payment, check a sub account) with openapi-fetch and @paydocs/api-types,
// written the way one would by hand, with no casts. If the generated types loosen (`data`
// optional, `unknown`), this file stops compiling.
import createClient from 'openapi-fetch';
import type { components, paths } from '@paydocs/api-types';

type Schemas = components['schemas'];

/** One client per access token; `baseUrl` is the API host including `/v1`. */
export function paymentsClient(baseUrl: string, accessToken: string) {
  return createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${accessToken}` } });
}

type Client = ReturnType<typeof paymentsClient>;

/** Throws the API's error object as a readable Error (`error` is the documented Error schema). */
function fail(call: string, error: Schemas['Error']): never {
  throw new Error(`${call}: ${error.code}: ${error.message}`);
}

/** Creates a checkout on a sub account, then completes it with a token from the payment form. */
export async function sell(client: Client, subAccountId: string, paymentToken: string): Promise<Schemas['CheckoutCompletion']> {
  const created = await client.POST('/checkouts', {
    params: { header: { 'Sub-Account': subAccountId } },
    body: { amount: 12000, currency: 'usd', description: 'Order 1042 - hiking boots' },
  });
  if (created.error) fail('createCheckout', created.error);
  const checkout: Schemas['Checkout'] = created.data.data;

  const completed = await client.POST('/checkouts/{id}/complete', {
    params: { path: { id: checkout.id }, header: { 'Idempotency-Key': `complete-${checkout.id}` } },
    body: { payment_token: paymentToken },
  });
  if (completed.error) fail('completeCheckout', completed.error);
  return completed.data.data;
}

/** One page of a sub account's succeeded payments, and the cursor of the next page (undefined on the last). */
export async function succeededPaymentsPage(
  client: Client,
  subAccountId: string,
  after?: string,
): Promise<{ payments: Schemas['Payment'][]; next: string | undefined }> {
  const page = await client.GET('/payments', {
    params: {
      header: { 'Sub-Account': subAccountId },
      query: { limit: 100, payment_status: 'succeeded', ...(after ? { after_cursor: after } : {}) },
    },
  });
  if (page.error) fail('listPayments', page.error);
  const { has_next, end_cursor } = page.data.page_info;
  return { payments: page.data.data, next: has_next && end_cursor !== null ? end_cursor : undefined };
}

/** Every succeeded payment of a sub account, following the cursors page by page. */
export async function allSucceededPayments(client: Client, subAccountId: string): Promise<Schemas['Payment'][]> {
  const payments: Schemas['Payment'][] = [];
  let after: string | undefined;
  do {
    const page = await succeededPaymentsPage(client, subAccountId, after);
    payments.push(...page.payments);
    after = page.next;
  } while (after !== undefined);
  return payments;
}

/** Refunds part of a payment; the idempotency key makes a retry safe. */
export async function refund(client: Client, paymentId: string, amount: number): Promise<Schemas['RefundStatus']> {
  const { data, error } = await client.POST('/payments/{id}/refunds', {
    params: { path: { id: paymentId }, header: { 'Idempotency-Key': `refund-${paymentId}-${amount}` } },
    body: { amount, reason: 'customer_request' },
  });
  if (error) fail('createRefund', error);
  return data.data.status;
}

/** Whether a sub account can take payments now: enabled and ready to process. */
export async function canProcess(client: Client, subAccountId: string): Promise<boolean> {
  const { data, error } = await client.GET('/sub_accounts/{id}', { params: { path: { id: subAccountId } } });
  if (error) fail('getSubAccount', error);
  return data.data.status === 'enabled' && data.data.processing_ready;
}

import { describe, expect, test } from 'vitest';
import { siteSpec } from '../spec/site-spec.ts';
import { searchApiIndex, type ApiEntry } from '@paydocs/api-search';
import { buildApiIndex, linkToGuides } from './api-index.ts';

const spec = siteSpec();

const index: ApiEntry[] = [
  { kind: 'error', key: 'insufficient_funds', title: 'insufficient_funds', url: '/apiFundamentals#error-insufficient_funds', detail: '' },
  { kind: 'error', key: 'insufficient_funds_extra', title: 'insufficient_funds_extra', url: '/x', detail: '' },
  {
    kind: 'operation',
    key: 'createCheckout',
    title: 'createCheckout',
    url: '/api-spec#operation/createCheckout',
    detail: '',
    method: 'post',
    path: '/checkouts',
    bases: ['/v1'],
  },
  {
    kind: 'operation',
    key: 'listCheckouts',
    title: 'listCheckouts',
    url: '/api-spec#operation/listCheckouts',
    detail: '',
    method: 'get',
    path: '/checkouts',
    bases: ['/v1'],
  },
  {
    kind: 'operation',
    key: 'completeCheckout',
    title: 'completeCheckout',
    url: '/c',
    detail: '',
    method: 'post',
    path: '/checkouts/{id}/complete',
    bases: ['/v1'],
  },
  {
    kind: 'field',
    key: 'payment_token',
    title: 'payment_token in CheckoutCompleteInput',
    url: '/checkouts/lifecycle#fields-CheckoutCompleteInput',
    detail: '',
  },
];

describe('searchApiIndex', () => {
  // given a query; want the keys of the hits, best first
  test.each([
    ['insufficient_funds', ['insufficient_funds', 'insufficient_funds_extra']],
    ['INSUFFICIENT_FUNDS', ['insufficient_funds', 'insufficient_funds_extra']],
    ['insufficient', ['insufficient_funds', 'insufficient_funds_extra']],
    ['createCheckout', ['createCheckout']],
    ['POST /checkouts', ['createCheckout']],
    ['get /v1/checkouts?limit=10', ['listCheckouts']],
    ['POST /checkouts/chk_123/complete', ['completeCheckout']],
    ['post https://api.example.com/v1/checkouts/chk_1/complete?x=1', ['completeCheckout']],
    ['GET /v2/checkouts', []],
    ['DELETE /checkouts', []],
    ['/checkouts', ['createCheckout', 'listCheckouts']],
    ['payment_token', ['payment_token']],
    ['pay', []],
    ['   ', []],
  ])('%j -> %j', (query, want) => {
    expect(searchApiIndex(index, query).map((h) => h.key)).toEqual(want);
  });
});

describe('buildApiIndex on the real spec, relinked to the guides a build shows', () => {
  const guides = new Map([
    ['error-insufficient_funds', '/apiFundamentals#error-insufficient_funds'],
    ['fields-Checkout', '/checkouts/lifecycle#fields-Checkout'],
  ]);
  const reference = buildApiIndex(spec);
  const built = linkToGuides(reference, (id) => guides.get(id));

  test('links an error code to its row in the full catalogue, else to the reference', () => {
    expect(built.find((e) => e.kind === 'error' && e.key === 'insufficient_funds')?.url).toBe('/apiFundamentals#error-insufficient_funds');
    expect(built.find((e) => e.kind === 'error' && e.key === 'card_declined')?.url).toBe('/api-spec/schemas#schema/ErrorCode');
  });

  test('links operations to the reference with method and path', () => {
    expect(built.find((e) => e.key === 'createCheckout')).toMatchObject({
      kind: 'operation',
      method: 'post',
      path: '/checkouts',
      url: '/api-spec/checkouts/createCheckout#operation/createCheckout',
    });
  });

  test('links a field to the guide that shows its schema table, else to the reference', () => {
    const fields = built.filter((e) => e.kind === 'field' && e.key === 'payment_status');
    expect(fields.some((f) => f.url === '/checkouts/lifecycle#fields-Checkout')).toBe(false); // Checkout has no payment_status
    expect(built.find((e) => e.kind === 'field' && e.title === 'payment_intent_id in Checkout')?.url).toBe(
      '/checkouts/lifecycle#fields-Checkout',
    );
    expect(built.find((e) => e.kind === 'field' && e.title === 'amount in Refund')?.url).toBe('/api-spec/schemas#schema/Refund');
  });
});

import { describe, expect, test } from 'vitest';
import type { ApiEntry } from '../src/api-search.ts';
import type { IndexedSection, SiteIndex } from '../src/site-index.ts';
import { createSiteSearch, indexSections } from '../src/site-search.ts';

const section = (url: string, title: string, text: string, extra: Partial<IndexedSection> = {}): IndexedSection => ({
  kind: 'guide',
  page: 'Guide',
  title,
  url,
  keywords: '',
  text,
  ...extra,
});

const api: ApiEntry[] = [
  {
    kind: 'error',
    key: 'insufficient_funds',
    title: 'insufficient_funds',
    url: '/errors#error-insufficient_funds',
    detail: 'Error code, HTTP 402.',
  },
  {
    kind: 'operation',
    key: 'createCheckout',
    title: 'createCheckout',
    url: '/ref/createCheckout#operation/createCheckout',
    detail: 'POST /checkouts',
    method: 'post',
    path: '/checkouts',
  },
  ...['Checkout', 'Payment', 'Refund', 'Payout'].map((schema) => ({
    kind: 'field' as const,
    key: 'amount',
    title: `amount in ${schema}`,
    url: `/${schema.toLowerCase()}s#fields-${schema}`,
    detail: 'The amount.',
  })),
];

const indexOf = (sections: IndexedSection[]): SiteIndex => ({ version: 2, api, sections, engine: indexSections(sections) });

const sections = [
  section('/errors#error-insufficient_funds', 'insufficient_funds', "insufficient_funds 402 The card's account has insufficient funds.", {
    kind: 'error',
  }),
  section('/ref/createCheckout#operation/createCheckout', 'POST /checkouts Create a checkout', 'Creates a checkout.', {
    kind: 'operation',
  }),
  section('/webhooks#verify-the-signature', 'Verify the signature', 'Recompute the HMAC of the timestamp and the body and compare.'),
  section('/overview#intro', 'Overview', 'How do I start? What does it mean? How do I do this and that with a webhook.'),
  section('/changelog#v2', 'v2.0.0', 'Added Apple Pay to checkouts. Apple Pay refunds. Apple Pay in lists. Webhook signature.', {
    listing: true,
  }),
  section('/payments/wallets', 'Wallets', 'Apple Pay goes through a checkout.'),
  section('/tokenization', 'Tokenization', 'The payment form keeps card data off your servers.', { keywords: 'PCI, compliance scope' }),
  section('/refunds#body', 'Refunds', 'A refund of a payment. Refunds can be partial.'),
  section('/refunds#heading', 'Refund a payment', 'Send the call.'),
  section('/fees', 'Fees', 'Application fee rates.'),
  section('/payments#declines', 'Declines: insufficient_funds', 'A decline carries the decline_code insufficient_funds.'),
  section('/checkouts#states', 'States', 'A checkout that is never completed expires after one week.'),
  section('/hooks', 'Webhooks', 'Each webhook delivery is retried; webhook endpoints reply fast.'),
];
const index = indexOf(sections);

const search = createSiteSearch(index);
const urls = (query: string, limit = 3) => search.search(query, limit).map((hit) => hit.url);

describe('createSiteSearch', () => {
  // given a query; want the first hit's URL
  test.each([
    ['an exact error code', 'insufficient_funds', '/errors#error-insufficient_funds'],
    ['an error code in a question', 'what does insufficient_funds mean', '/errors#error-insufficient_funds'],
    ['an operationId', 'createCheckout', '/ref/createCheckout#operation/createCheckout'],
    ['METHOD /path', 'POST /v1/checkouts', '/ref/createCheckout#operation/createCheckout'],
    ['an exact field name', 'amount', '/checkouts#fields-Checkout'],
    ['question words do not push the page that repeats them', 'how do I verify a webhook signature', '/webhooks#verify-the-signature'],
    ['the changelog does not outrank the page about the thing', 'apple pay', '/payments/wallets'],
    ['a keyword the text lacks', 'PCI', '/tokenization'],
    ['a heading weighs more than body text', 'refund payment', '/refunds#heading'],
    ['a one-letter typo in a word of five letters or more', 'signatre', '/webhooks#verify-the-signature'],
    ['a plural meets its singular', 'fee', '/fees'],
    ['a section matching more of the words', 'webhook checkout expires', '/checkouts#states'],
  ])('%s: %j', (_, query, want) => {
    expect(urls(query)[0]).toBe(want);
  });

  test('an exact key inside a question comes first, as its API entry', () => {
    const keysOnly = createSiteSearch(indexOf(sections.filter((s) => s.kind !== 'error')));
    expect(keysOnly.search('what does insufficient_funds mean?', 1)).toMatchObject([
      { kind: 'error', url: '/errors#error-insufficient_funds', excerpt: 'Error code, HTTP 402.' },
    ]);
  });

  test('a typo in a word of four letters does not match', () => {
    expect(urls('feez')).toEqual([]);
  });

  test('an empty query has no hits', () => {
    expect(search.search('   ')).toEqual([]);
  });

  test('a hit names the page and the section and marks the matched words of its excerpt', () => {
    const [hit] = search.search('recompute hmac', 1);
    expect(hit).toMatchObject({ kind: 'guide', page: 'Guide', title: 'Verify the signature', url: '/webhooks#verify-the-signature' });
    expect(hit!.marks.map(([start, end]) => hit!.excerpt.slice(start, end))).toEqual(['Recompute', 'HMAC']);
  });

  test('an exact key is not repeated by its own section', () => {
    expect(urls('insufficient_funds', 10).filter((url) => url === '/errors#error-insufficient_funds')).toHaveLength(1);
  });

  test('a field name many schemas share gives three of them, then the sections', () => {
    const hits = search.search('amount', 10);
    expect(hits.filter((h) => h.kind === 'field').map((h) => h.title)).toEqual([
      'amount in Checkout',
      'amount in Payment',
      'amount in Refund',
    ]);
    expect(hits.slice(0, 3).every((h) => h.kind === 'field')).toBe(true);
  });

  test('the limit caps the hits', () => {
    expect(search.search('checkout', 2)).toHaveLength(2);
  });
});

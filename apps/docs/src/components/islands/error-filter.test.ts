import { describe, expect, test } from 'vitest';
import { EMPTY_FILTER, countText, filterCatalogue, filterOptions, stripTags, type CatalogueRow } from './error-filter.ts';

const rows: CatalogueRow[] = [
  { code: 'amount_required', status: 400, retry: 'no', group: 'required', descriptionHtml: 'The <code>amount</code> field is missing.' },
  { code: 'card_declined', status: 402, retry: 'no', group: 'card', descriptionHtml: 'The card was declined.' },
  { code: 'card_decline_rate_limit_exceeded', status: 402, retry: 'after-24-hours', group: 'card', descriptionHtml: 'Wait 24 hours.' },
  { code: 'idempotency_concurrent_request', status: 409, retry: 'yes', group: 'idempotency', descriptionHtml: 'Retry &amp; wait.' },
];
const codes = (f: Partial<typeof EMPTY_FILTER>) => filterCatalogue(rows, { ...EMPTY_FILTER, ...f }, { card: 'Card' }).map((r) => r.code);

describe('filterCatalogue', () => {
  test.each([
    [{}, ['amount_required', 'card_declined', 'card_decline_rate_limit_exceeded', 'idempotency_concurrent_request']],
    [{ text: 'AMOUNT' }, ['amount_required']],
    [{ text: 'card 24' }, ['card_decline_rate_limit_exceeded']],
    [{ text: '409' }, ['idempotency_concurrent_request']],
    [{ text: 'retry &' }, ['idempotency_concurrent_request']],
    [{ text: '<code>' }, []],
    [{ group: 'card' }, ['card_declined', 'card_decline_rate_limit_exceeded']],
    [{ status: '402', retry: 'retryable' as const }, ['card_decline_rate_limit_exceeded']],
    [{ retry: 'no' as const }, ['amount_required', 'card_declined']],
    [{ group: 'card', text: 'idempotency' }, []],
  ])('%j -> %j', (filter, want) => {
    expect(codes(filter)).toEqual(want);
  });
});

test('options are distinct groups in order and ascending statuses', () => {
  expect(filterOptions(rows)).toEqual({ groups: ['required', 'card', 'idempotency'], statuses: ['400', '402', '409'] });
});

test('stripTags decodes entities after removing tags', () => {
  expect(stripTags('a <code>&lt;b&gt;</code> &amp; c')).toBe('a <b> & c');
  // One pass: an escaped entity stays the entity it stands for.
  expect(stripTags('&amp;lt;b&amp;gt; &quot;x&#39;')).toBe('&lt;b&gt; "x\'');
});

test('count text', () => {
  expect(countText(4, 4)).toBe('Showing all 4 error codes.');
  expect(countText(1, 4)).toBe('Showing 1 of 4 error codes.');
});

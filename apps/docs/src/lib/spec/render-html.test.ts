import { describe, expect, test } from 'vitest';
import { identHtml } from './render-html.ts';

describe('identHtml', () => {
  test.each([
    ['card_decline_rate_limit_exceeded', 'card_<wbr>decline_<wbr>rate_<wbr>limit_<wbr>exceeded'],
    ['payment.expedited', 'payment.<wbr>expedited'],
    ['order_items[].quantity', 'order_<wbr>items[].<wbr>quantity'],
    ['write:tokenize:{accountId}', 'write:tokenize:{accountId}'],
    ['enabled', 'enabled'],
    // Breaks only before a name part: a trailing separator gets none, a doubled one breaks once.
    ['test_', 'test_'],
    ['__init', '__<wbr>init'],
    ['a<b>_c', 'a&lt;b&gt;_<wbr>c'],
  ])('%j', (input, want) => {
    expect(identHtml(input)).toBe(want);
  });
});

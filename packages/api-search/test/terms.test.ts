import { describe, expect, test } from 'vitest';
import { stem, terms, words } from '../src/terms.ts';

describe('words', () => {
  // given a text; want its words: API keys whole, then their parts
  test.each([
    ['insufficient_funds', ['insufficient_funds', 'insufficient', 'funds']],
    ['createCheckout', ['createCheckout', 'create', 'Checkout']],
    ['payment.created now', ['payment.created', 'payment', 'created', 'now']],
    ['POST /checkouts/{id}', ['POST', 'checkouts', 'id']],
    ['', []],
  ])('%j', (given, want) => expect(words(given)).toEqual(want));
});

describe('stem', () => {
  // given a word; want its stem (short words and keys unchanged)
  test.each([
    ['refunds', 'refund'],
    ['refunded', 'refund'],
    ['refunding', 'refund'],
    ['retries', 'retry'],
    ['retried', 'retry'],
    ['declined', 'declin'],
    ['decline', 'declin'],
    ['status', 'status'],
    ['access', 'access'],
    ['fees', 'fee'],
    ['keys', 'key'],
    ['code', 'code'],
    ['codes', 'code'],
    ['payment_token', 'payment_token'],
  ])('%s -> %s', (given, want) => expect(stem(given)).toBe(want));
});

describe('terms', () => {
  // given a query; want the terms searched (stop and question words gone)
  test.each([
    ['how do I verify a webhook signature', ['verify', 'webhook', 'signatur']],
    ['What does insufficient_funds mean?', ['insufficient_funds', 'insufficient', 'fund']],
    ['what is it', []],
  ])('%j', (given, want) => expect(terms(given)).toEqual(want));
});

// Given/want over problems the shared request validator really reports (not hand-written messages), so a change of
// its wording fails here instead of silently turning documented errors into "Not documented".
import { validateRequest } from '@paydocs/request-validator';
import { describe, expect, it } from 'vitest';
import { spec } from '../../test/spec.ts';
import { exampleRequest } from '@paydocs/request-validator';
import { problemKind } from './request-problem-kind.ts';

const checkout = exampleRequest(spec, 'createCheckout');
const list = exampleRequest(spec, 'listPayments');
const get = exampleRequest(spec, 'getPayment');
const drop = (h: Record<string, string>, name: string) => Object.fromEntries(Object.entries(h).filter(([k]) => k !== name));
const body = (change: Record<string, unknown>) => JSON.stringify({ ...JSON.parse(checkout.body!), ...change });

const cases = [
  { name: 'no token', given: { ...checkout, headers: drop(checkout.headers, 'Authorization') }, want: { kind: 'missing-authorization' } },
  {
    name: 'no Sub-Account',
    given: { ...checkout, headers: drop(checkout.headers, 'Sub-Account') },
    want: { kind: 'missing-header', header: 'Sub-Account' },
  },
  {
    name: 'no Content-Type',
    given: { ...checkout, headers: drop(checkout.headers, 'Content-Type') },
    want: { kind: 'missing-content-type' },
  },
  { name: 'unknown query', given: { ...list, path: '/v1/payments?colour=red' }, want: { kind: 'unexpected-query', name: 'colour' } },
  { name: 'no body', given: { ...checkout, body: undefined }, want: { kind: 'missing-body' } },
  {
    name: 'body on a GET',
    given: { ...get, body: '{}', headers: { ...get.headers, 'Content-Type': 'application/json' } },
    want: { kind: 'unexpected-body' },
  },
  {
    name: 'missing field',
    given: { ...checkout, body: JSON.stringify({ currency: 'usd' }) },
    want: { kind: 'missing-field', field: 'amount', pointer: '/amount' },
  },
  {
    name: 'wrong type',
    given: { ...checkout, body: body({ amount: 'ten' }) },
    want: { kind: 'invalid-field', field: 'amount', pointer: '/amount', keyword: 'type' },
  },
  { name: 'not JSON', given: { ...checkout, body: '{' }, want: { kind: 'body-not-json' } },
  { name: 'unknown path', given: { ...checkout, path: '/v1/nothing' }, want: { kind: 'unknown-operation' } },
];

describe('problemKind over the validator', () => {
  it.each(cases)('$name', ({ given, want }) => {
    const { problems } = validateRequest(spec, {
      method: given.method,
      path: given.path,
      headers: given.headers,
      ...(given.body !== undefined ? { body: given.body } : {}),
    });
    expect(problems.map(problemKind)).toContainEqual(want);
  });
});

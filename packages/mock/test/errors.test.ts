// Invalid requests, given/want: each gets the catalogue code the API documents for the failure (status and message
// from the catalogue, body valid against the Error schema), or a "Not documented" answer where the spec has none.
import { validateExample } from '@paydocs/request-validator';
import { describe, expect, it } from 'vitest';
import { exampleRequest } from '@paydocs/request-validator';
import { type MockRequest, respond } from '../src/core/index.ts';
import { spec } from './spec.ts';

const catalogue = spec.components.schemas.ErrorCode['x-error-catalogue'];

function without<T extends Record<string, unknown>>(record: T, key: string): T {
  return Object.fromEntries(Object.entries(record).filter(([k]) => k.toLowerCase() !== key.toLowerCase())) as T;
}
function withBody(request: MockRequest, change: (body: Record<string, unknown>) => Record<string, unknown>): MockRequest {
  return { ...request, body: JSON.stringify(change(JSON.parse(request.body!))) };
}

const checkout = exampleRequest(spec, 'createCheckout');
const payment = exampleRequest(spec, 'createPayment');
const payout = exampleRequest(spec, 'updatePayout');
const list = exampleRequest(spec, 'listPayments');

const cases: { name: string; given: MockRequest; want: { code: string } | { notDocumented: RegExp; status: number } }[] = [
  {
    name: 'no Authorization header',
    given: { ...checkout, headers: without(checkout.headers, 'Authorization') },
    want: { code: 'not_authenticated' },
  },
  {
    name: 'no Idempotency-Key where required',
    given: { ...payment, headers: without(payment.headers, 'Idempotency-Key') },
    want: { code: 'idempotency_key_required' },
  },
  { name: 'body without amount', given: withBody(checkout, (b) => without(b, 'amount')), want: { code: 'amount_required' } },
  { name: 'body without currency', given: withBody(payment, (b) => without(b, 'currency')), want: { code: 'currency_required' } },
  {
    name: 'body without payment_method',
    given: withBody(payment, (b) => without(b, 'payment_method')),
    want: { code: 'parameter_missing' },
  },
  {
    name: 'amount not an integer',
    given: withBody(checkout, (b) => ({ ...b, amount: 10.5 })),
    want: { code: 'amount_must_be_an_integer' },
  },
  { name: 'currency outside the enum', given: withBody(checkout, (b) => ({ ...b, currency: 'eur' })), want: { code: 'currency_invalid' } },
  {
    name: 'unknown property where none are allowed',
    given: withBody(payout, (b) => ({ ...b, colour: 'red' })),
    want: { code: 'unexpected_parameter' },
  },
  {
    name: 'unknown query parameter',
    given: { ...list, path: `${list.path}${list.path.includes('?') ? '&' : '?'}colour=red` },
    want: { code: 'unexpected_parameter' },
  },
  {
    name: 'no Sub-Account header',
    given: { ...checkout, headers: without(checkout.headers, 'Sub-Account') },
    want: { notDocumented: /the Sub-Account header is missing/, status: 400 },
  },
  { name: 'body that is not JSON', given: { ...checkout, body: '{"amount": ' }, want: { notDocumented: /not JSON/, status: 400 } },
  {
    name: 'path of no operation',
    given: { ...checkout, path: '/v1/no_such_things' },
    want: { notDocumented: /name no operation/, status: 404 },
  },
];

describe('invalid requests get the documented error', () => {
  it.each(cases)('$name', ({ given, want }) => {
    const answer = respond(spec, given);
    const body = JSON.parse(answer.body!);
    if ('code' in want) {
      expect(answer.outcome).toBe('documented-error');
      expect(body.code).toBe(want.code);
      expect(answer.status).toBe(catalogue[want.code].status);
      expect(validateExample({ schema: 'Error' }, body, spec).errors).toEqual([]);
    } else {
      expect(answer.outcome).toBe('not-documented');
      expect(answer.status).toBe(want.status);
      expect(body.not_documented).toMatch(/^Not documented: /);
      expect(body.not_documented).toMatch(want.notDocumented);
      expect(body.problems.length).toBeGreaterThan(0);
    }
  });

  it('answers the token problem before a body problem', () => {
    const given = withBody({ ...checkout, headers: without(checkout.headers, 'Authorization') }, (b) => without(b, 'amount'));
    expect(JSON.parse(respond(spec, given).body!).code).toBe('not_authenticated');
  });
});

// Given/want: the catalogue code for each problem, written as the validator reports them and as the real validator
// reports them for broken requests (so a change of its problems fails here instead of silently turning documented
// errors into "Not documented"); and every code and field name this module lists is the spec's own (the ErrorCode
// enum and catalogue; the field names of the `x-rules` prose), so a spec change fails here.
import { exampleRequest, type RequestProblem, validateRequest } from '@paydocs/request-validator';
import { describe, expect, it } from 'vitest';
import { spec } from '../../test/spec.ts';
import { catalogueCode, FORMAT_CHECKED, REQUIRED_BY_NAME, REQUIRED_WITH_OWN_CODE } from './catalogue-code.ts';

const errorCode = spec.components.schemas.ErrorCode;
const rule = (id: string): string => errorCode['x-rules'].find((r: { id: string }) => r.id === id).description;
const answerOf = (problem: RequestProblem) => {
  const answer = catalogueCode(problem);
  return 'code' in answer ? answer.code : answer.notDocumented;
};

const body = (pointer: string, keyword: string): RequestProblem => ({ location: 'body', pointer, keyword, message: '' });
const cases: { given: RequestProblem; want: string }[] = [
  { given: { location: 'header', name: 'Authorization', keyword: 'security', message: '' }, want: 'not_authenticated' },
  { given: { location: 'header', name: 'Idempotency-Key', keyword: 'required', message: '' }, want: 'idempotency_key_required' },
  {
    given: { location: 'header', name: 'Sub-Account', keyword: 'required', message: '' },
    want: 'Not documented: the error the API returns when the Sub-Account header is missing.',
  },
  { given: { location: 'query', name: 'colour', keyword: 'undeclared', message: '' }, want: 'unexpected_parameter' },
  { given: body('/colour', 'undeclared'), want: 'unexpected_parameter' },
  { given: body('/amount', 'required'), want: 'amount_required' },
  { given: body('/card/brand', 'required'), want: 'parameter_missing' },
  { given: body('/nickname', 'required'), want: 'Not documented: the error the API returns when the required field /nickname is missing.' },
  { given: body('/amount', 'type'), want: 'amount_must_be_an_integer' },
  { given: body('/amount', 'exclusiveMinimum'), want: 'amount_below_minimum' },
  { given: body('/email', 'format'), want: 'email_invalid' },
  { given: body('/nickname', 'maxLength'), want: 'Not documented: the error the API returns when /nickname breaks its schema (length).' },
  { given: body('', 'required'), want: 'Not documented: the error the API returns when the required request body is missing.' },
  {
    given: { location: 'request', keyword: 'operation', message: '' },
    want: 'Not documented: the error the API returns for a method and path that name no operation.',
  },
];

const checkout = exampleRequest(spec, 'createCheckout');
const list = exampleRequest(spec, 'listPayments');
const get = exampleRequest(spec, 'getPayment');
const drop = (h: Record<string, string>, name: string) => Object.fromEntries(Object.entries(h).filter(([k]) => k !== name));
const withBody = (change: Record<string, unknown>) => JSON.stringify({ ...JSON.parse(checkout.body!), ...change });
const notDocumented = (what: string) => `Not documented: the error the API returns ${what}.`;
const real = [
  { name: 'no token', given: { ...checkout, headers: drop(checkout.headers, 'Authorization') }, want: 'not_authenticated' },
  {
    name: 'no Sub-Account',
    given: { ...checkout, headers: drop(checkout.headers, 'Sub-Account') },
    want: notDocumented('when the Sub-Account header is missing'),
  },
  {
    name: 'no Content-Type',
    given: { ...checkout, headers: drop(checkout.headers, 'Content-Type') },
    want: notDocumented('for a JSON body sent without Content-Type: application/json'),
  },
  { name: 'unknown query', given: { ...list, path: '/v1/payments?colour=red' }, want: 'unexpected_parameter' },
  { name: 'no body', given: { ...checkout, body: undefined }, want: notDocumented('when the required request body is missing') },
  {
    name: 'body on a GET',
    given: { ...get, body: '{}', headers: { ...get.headers, 'Content-Type': 'application/json' } },
    want: notDocumented('for a body sent to a call that takes none'),
  },
  { name: 'missing field', given: { ...checkout, body: JSON.stringify({ currency: 'usd' }) }, want: 'amount_required' },
  { name: 'wrong type', given: { ...checkout, body: withBody({ amount: 'ten' }) }, want: 'amount_must_be_an_integer' },
  { name: 'not JSON', given: { ...checkout, body: '{' }, want: notDocumented('for a body that is not JSON') },
  {
    name: 'unknown path',
    given: { ...checkout, path: '/v1/nothing' },
    want: notDocumented('for a method and path that name no operation'),
  },
];

describe('catalogueCode', () => {
  it.each(cases)('$given.location $given.keyword $given.pointer -> $want', ({ given, want }) => {
    expect(answerOf(given)).toBe(want);
  });

  it.each(real)('over the validator: $name', ({ given, want }) => {
    const { problems } = validateRequest(spec, {
      method: given.method,
      path: given.path,
      headers: given.headers,
      ...(given.body !== undefined ? { body: given.body } : {}),
    });
    expect(problems.map(answerOf)).toContain(want);
  });

  it('names only codes of the catalogue', () => {
    const codes = [
      ...Object.values(REQUIRED_WITH_OWN_CODE),
      'parameter_missing',
      'not_authenticated',
      'idempotency_key_required',
      'unexpected_parameter',
      'amount_must_be_an_integer',
      'amount_below_minimum',
      'amount_above_maximum',
      ...FORMAT_CHECKED.map((f) => `${f}_invalid`),
    ];
    for (const code of codes) {
      expect(errorCode.enum, code).toContain(code);
      expect(errorCode['x-error-catalogue'][code], code).toBeDefined();
    }
  });

  it('names only fields of the rules required-by-name and format-checked', () => {
    for (const field of [...Object.keys(REQUIRED_WITH_OWN_CODE), ...REQUIRED_BY_NAME])
      expect(rule('required-by-name')).toMatch(new RegExp(`\\b${field}\\b`));
    for (const field of FORMAT_CHECKED) expect(rule('format-checked')).toMatch(new RegExp(`\\b${field}\\b`));
  });
});

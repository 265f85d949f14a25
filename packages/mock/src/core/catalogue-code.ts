// Which catalogue code the API documents for a kind of failure. The codes, their statuses and their messages are
// the spec's (`ErrorCode`: enum, `x-error-catalogue`, `x-enum-descriptions`); the field names come from the prose
// of its `x-rules` (required-by-name, format-checked), listed here once and checked against that prose by
// catalogue-code.test.ts. A failure the spec documents no code for gets a "Not documented: ..." sentence instead.
import type { ProblemKind } from './request-problem-kind.ts';

/** Fields the API reports missing with their own code (rule `required-by-name`). */
export const REQUIRED_WITH_OWN_CODE: Record<string, string> = {
  amount: 'amount_required',
  currency: 'currency_required',
  email: 'email_required',
  card_number: 'card_number_required',
};

/** Fields the API reports missing with `parameter_missing` (rule `required-by-name`). */
export const REQUIRED_BY_NAME = [
  'acct_last_four',
  'application_fee_rate_id',
  'application_fee',
  'brand',
  'card_name',
  'customer_id',
  'gateway_account_id',
  'gateway_ref_id',
  'payment_method',
  'payment_method_token',
  'transfer',
];

/** Fields whose bad value the API reports as `<field>_invalid` (rule `format-checked`). */
export const FORMAT_CHECKED = [
  'capture_strategy',
  'card_number',
  'country',
  'currency',
  'month',
  'year',
  'postal_code',
  'state',
  'verification',
  'email',
];

/** The amount rules of the catalogue: an integer number of cents within the documented bounds. */
const AMOUNT_CODES: Record<string, string> = {
  type: 'amount_must_be_an_integer',
  minimum: 'amount_below_minimum',
  maximum: 'amount_above_maximum',
};

export type CatalogueAnswer = { code: string } | { notDocumented: string };

export function catalogueCode(problem: ProblemKind): CatalogueAnswer {
  const none = (what: string): CatalogueAnswer => ({ notDocumented: `Not documented: the error the API returns ${what}.` });
  switch (problem.kind) {
    case 'missing-authorization':
      return { code: 'not_authenticated' };
    case 'missing-header':
      return problem.header.toLowerCase() === 'idempotency-key'
        ? { code: 'idempotency_key_required' }
        : none(`when the ${problem.header} header is missing`);
    case 'unexpected-query':
    case 'unexpected-field':
      return { code: 'unexpected_parameter' };
    case 'missing-field': {
      const own = REQUIRED_WITH_OWN_CODE[problem.field];
      if (own) return { code: own };
      if (REQUIRED_BY_NAME.includes(problem.field)) return { code: 'parameter_missing' };
      return none(`when the required field ${problem.pointer} is missing`);
    }
    case 'invalid-field': {
      if (problem.field === 'amount' && AMOUNT_CODES[problem.keyword]) return { code: AMOUNT_CODES[problem.keyword]! };
      if (FORMAT_CHECKED.includes(problem.field)) return { code: `${problem.field}_invalid` };
      return none(`when ${problem.pointer || 'the body'} breaks its schema (${problem.keyword})`);
    }
    case 'unknown-operation':
      return none('for a method and path that name no operation');
    case 'body-not-json':
      return none('for a body that is not JSON');
    case 'body-too-large':
      return none('for a body over the size this mock accepts');
    case 'missing-content-type':
      return none('for a JSON body sent without Content-Type: application/json');
    case 'missing-body':
      return none('when the required request body is missing');
    case 'unexpected-body':
      return none('for a body sent to a call that takes none');
    default:
      return none('for this request');
  }
}

// Which catalogue code the API documents for a problem of the request validator, read from its structured problems
// (location, name, pointer, keyword), never from their wording; "Not documented: ..." where the spec documents none.
// The field names come from the prose of `ErrorCode`'s `x-rules`, listed here once; catalogue-code.test.ts checks them.
import { parsePointer } from '@paydocs/spec-access/pointer';
import type { RequestProblem } from './types.ts';

/** Fields the API reports missing with their own code (rule `required-by-name`). */
export const REQUIRED_WITH_OWN_CODE: Record<string, string> = {
  amount: 'amount_required',
  currency: 'currency_required',
  email: 'email_required',
  card_number: 'card_number_required',
};

/** Fields the API reports missing with `parameter_missing` (rule `required-by-name`). */
export const REQUIRED_BY_NAME =
  'acct_last_four application_fee_rate_id application_fee brand card_name customer_id gateway_account_id gateway_ref_id payment_method payment_method_token transfer'.split(
    ' ',
  );

/** Fields whose bad value the API reports as `<field>_invalid` (rule `format-checked`). */
export const FORMAT_CHECKED = 'capture_strategy card_number country currency month year postal_code state verification email'.split(' ');

export type CatalogueAnswer = { code: string } | { notDocumented: string };

const none = (what: string): CatalogueAnswer => ({ notDocumented: `Not documented: the error the API returns ${what}.` });

/** The answers to the call's own rules, by the validator's keyword. */
const CALL_RULES: Record<string, CatalogueAnswer> = {
  security: { code: 'not_authenticated' },
  operation: none('for a method and path that name no operation'),
  'not-json': none('for a body that is not JSON'),
  'too-large': none('for a body over the size this mock accepts'),
  'content-type': none('for a JSON body sent without Content-Type: application/json'),
};

/** Ajv's keyword as the catalogue's rules group them (exclusive bounds with the bounds, both lengths as one). */
const KEYWORDS: Record<string, string> = {
  exclusiveMinimum: 'minimum',
  exclusiveMaximum: 'maximum',
  minLength: 'length',
  maxLength: 'length',
};

/** The amount rules of the catalogue: an integer number of cents within the documented bounds. */
const AMOUNT_CODES: Record<string, string> = {
  type: 'amount_must_be_an_integer',
  minimum: 'amount_below_minimum',
  maximum: 'amount_above_maximum',
};

const UNEXPECTED = ['undeclared', 'additionalProperties', 'unevaluatedProperties'];

export function catalogueCode(problem: RequestProblem): CatalogueAnswer {
  const { location, keyword, name = '', pointer = '' } = problem;
  const call = CALL_RULES[keyword];
  if (call) return call;
  if (location === 'header' && keyword === 'required')
    return name.toLowerCase() === 'idempotency-key' ? { code: 'idempotency_key_required' } : none(`when the ${name} header is missing`);
  if (location === 'query' && keyword === 'undeclared') return { code: 'unexpected_parameter' };
  if (location !== 'body') return none('for this request');
  if (pointer === '' && keyword === 'required') return none('when the required request body is missing');
  if (pointer === '' && keyword === 'undeclared') return none('for a body sent to a call that takes none');
  const field = parsePointer(pointer).pop() ?? '';
  if (keyword === 'required') {
    const own = REQUIRED_WITH_OWN_CODE[field];
    if (own) return { code: own };
    return REQUIRED_BY_NAME.includes(field) ? { code: 'parameter_missing' } : none(`when the required field ${pointer} is missing`);
  }
  if (UNEXPECTED.includes(keyword)) return { code: 'unexpected_parameter' };
  const rule = KEYWORDS[keyword] ?? keyword;
  if (field === 'amount' && AMOUNT_CODES[rule]) return { code: AMOUNT_CODES[rule]! };
  if (FORMAT_CHECKED.includes(field)) return { code: `${field}_invalid` };
  return none(`when ${pointer || 'the body'} breaks its schema (${rule})`);
}

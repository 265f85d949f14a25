// Given/want: the catalogue code for each kind of failure, and every code and field name this module lists is the
// spec's own (the ErrorCode enum and catalogue; the field names of the `x-rules` prose), so a spec change fails here.
import { describe, expect, it } from 'vitest';
import { spec } from '../../test/spec.ts';
import { catalogueCode, FORMAT_CHECKED, REQUIRED_BY_NAME, REQUIRED_WITH_OWN_CODE } from './catalogue-code.ts';
import type { ProblemKind } from './request-problem-kind.ts';

const errorCode = spec.components.schemas.ErrorCode;
const rule = (id: string): string => errorCode['x-rules'].find((r: { id: string }) => r.id === id).description;

const cases: { given: ProblemKind; want: string }[] = [
  { given: { kind: 'missing-authorization' }, want: 'not_authenticated' },
  { given: { kind: 'missing-header', header: 'Idempotency-Key' }, want: 'idempotency_key_required' },
  {
    given: { kind: 'missing-header', header: 'Sub-Account' },
    want: 'Not documented: the error the API returns when the Sub-Account header is missing.',
  },
  { given: { kind: 'unexpected-query', name: 'colour' }, want: 'unexpected_parameter' },
  { given: { kind: 'unexpected-field', field: 'colour', pointer: '/colour' }, want: 'unexpected_parameter' },
  { given: { kind: 'missing-field', field: 'amount', pointer: '/amount' }, want: 'amount_required' },
  { given: { kind: 'missing-field', field: 'brand', pointer: '/card/brand' }, want: 'parameter_missing' },
  {
    given: { kind: 'missing-field', field: 'nickname', pointer: '/nickname' },
    want: 'Not documented: the error the API returns when the required field /nickname is missing.',
  },
  { given: { kind: 'invalid-field', field: 'amount', pointer: '/amount', keyword: 'type' }, want: 'amount_must_be_an_integer' },
  { given: { kind: 'invalid-field', field: 'amount', pointer: '/amount', keyword: 'minimum' }, want: 'amount_below_minimum' },
  { given: { kind: 'invalid-field', field: 'email', pointer: '/email', keyword: 'format' }, want: 'email_invalid' },
  {
    given: { kind: 'invalid-field', field: 'nickname', pointer: '/nickname', keyword: 'length' },
    want: 'Not documented: the error the API returns when /nickname breaks its schema (length).',
  },
  { given: { kind: 'unknown-operation' }, want: 'Not documented: the error the API returns for a method and path that name no operation.' },
];

describe('catalogueCode', () => {
  it.each(cases)('$given.kind $given -> $want', ({ given, want }) => {
    const answer = catalogueCode(given);
    expect('code' in answer ? answer.code : answer.notDocumented).toBe(want);
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

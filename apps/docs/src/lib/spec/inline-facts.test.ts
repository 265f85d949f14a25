import { describe, expect, test } from 'vitest';
import type { SchemaObject } from '@paydocs/spec-access';
import { errorStatusText, nextStatusesSentence, successStatusText } from './inline-facts.ts';
import { createSpecModel } from './spec-model.ts';
import { miniSpec } from './test-fixtures/mini-spec.ts';

const model = createSpecModel(miniSpec);

describe('nextStatusesSentence', () => {
  const cases: { given: [string, string, string?]; want: string }[] = [
    {
      given: ['PaymentStatus', 'authorized', 'the payment'],
      want: 'After `authorized`, the payment becomes `succeeded` or `canceled` (the documented transitions; others are not documented).',
    },
    { given: ['PaymentStatus', 'pending'], want: 'Not documented: which status it has after `pending`.' },
    { given: ['PayoutStatus', 'paid', 'the payout'], want: 'Not documented: which status the payout has after `paid`.' },
  ];
  test.each(cases)('$given', ({ given, want }) => {
    expect(nextStatusesSentence(model, ...given)).toBe(want);
  });

  test('names the schema and the values when `from` is not a state', () => {
    expect(() => nextStatusesSentence(model, 'PaymentStatus', 'refunded')).toThrow(
      '<NextStatuses schema="PaymentStatus" from="refunded">: "refunded" is not a value of PaymentStatus',
    );
  });
});

describe('errorStatusText', () => {
  const inferred = structuredClone(miniSpec);
  (inferred.components!.schemas!.ErrorCode as SchemaObject)['x-error-catalogue'].amount_required.inferred = true;
  const cases: { given: [ReturnType<typeof createSpecModel>, string]; want: string }[] = [
    { given: [model, 'card_declined'], want: '402' },
    { given: [createSpecModel(inferred), 'amount_required'], want: '400 (inferred; not documented for this code)' },
  ];
  test.each(cases)('$given.1 -> $want', ({ given, want }) => {
    expect(errorStatusText(...given)).toBe(want);
  });

  test('fails on an unknown code', () => {
    expect(() => errorStatusText(model, 'nope')).toThrow('<ErrorStatus code="nope">: no such ErrorCode');
  });
});

describe('successStatusText', () => {
  test('gives the first 2xx status, marked when the success status is not documented', () => {
    const assumed = structuredClone(miniSpec);
    assumed.paths!['/payments']!.post!['x-not-shown'] = 'the success status of this call. Assumed: 201 Created.';
    const status = successStatusText(model, 'createPayment');
    expect(status).toMatch(/^2\d\d$/);
    expect(successStatusText(createSpecModel(assumed), 'createPayment')).toBe(`${status} (assumed; not documented)`);
  });

  test('fails on an unknown operation', () => {
    expect(() => successStatusText(model, 'nope')).toThrow('<SuccessStatus operation="nope">: no operation has this operationId.');
  });
});

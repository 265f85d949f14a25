import { describe, expect, test } from 'vitest';
import { operationViewById, tagGroups } from './model/operation.ts';
import { sharedParameters } from './model/parameter.ts';
import { sharedResponses } from './model/response.ts';
import { schemaBriefs } from './model/schema.ts';
import { inFamily, webhookEvents, webhookViews } from './model/webhook.ts';
import { businessConstants, getConstant } from './constants.ts';
import { errorCatalogue, httpErrorStatuses, networkErrorCategories } from './error-catalogue.ts';
import { getExample } from './examples.ts';
import { getRules } from './rules.ts';
import { createSpecModel } from './spec-model.ts';
import { miniSpec } from './test-fixtures/mini-spec.ts';

const model = createSpecModel(miniSpec);

describe('error catalogue', () => {
  test('joins codes with status, retry advice, group and description', () => {
    expect(errorCatalogue(model)[2]).toEqual({
      code: 'card_decline_rate_limit_exceeded',
      status: 402,
      retry: 'after-24-hours',
      group: 'card',
      description: 'Too many declines.',
      inferred: true,
    });
    expect(errorCatalogue(model)[1]?.inferred).toBe(false);
  });

  test('takes HTTP statuses from where the shared responses are used', () => {
    expect(httpErrorStatuses(model).map((s) => `${s.status} ${s.name}`)).toEqual(['400 BadRequest', '404 NotFound']);
  });

  test('splits network categories by network', () => {
    expect(networkErrorCategories(model)).toEqual([
      { network: 'VISA', category: '1', description: 'Never retry.' },
      { network: 'MASTERCARD', category: '01', description: 'Update info.' },
    ]);
  });
});

describe('webhook events', () => {
  test.each([
    ['payment', 'payment.dispute.created', true],
    ['payment.dispute', 'payment.created', false],
    ['pay', 'payment.created', false],
  ])('family %s includes %s: %s', (family, name, want) => {
    expect(inFamily(name, family)).toBe(want);
  });

  test('lists events with their payload schema and anchor', () => {
    expect(webhookEvents(model)[0]).toMatchObject({
      name: 'payment.created',
      family: 'payment',
      payload: { label: 'Payment' },
      href: '/api-spec#event/payment.created',
    });
    expect(webhookEvents(model, 'payment.dispute').map((e) => e.name)).toEqual(['payment.dispute.created']);
  });

  test('fails for a family with no events', () => {
    expect(() => webhookEvents(model, 'refund')).toThrow('No webhook event belongs to the family "refund"');
  });
});

describe('operation summary', () => {
  test('separates headers, names envelope bodies by their data schema', () => {
    const s = operationViewById(model, 'createPayment');
    expect(s.headers.map((h) => [h.name, h.required])).toEqual([
      ['Idempotency-Key', true],
      ['Sub-Account', true],
    ]);
    expect(s.requestBody).toMatchObject({ label: 'PaymentCreateInput', required: true });
    expect(s.responses.map((r) => [r.status, r.body?.label])).toEqual([
      ['201', 'Payment in the response envelope'],
      ['400', 'Error'],
    ]);
    expect(s.href).toBe('/api-spec#operation/createPayment');
  });

  test('names list bodies', () => {
    expect(operationViewById(model, 'listPayments').responses[0]?.body?.label).toBe('array of Payment in the list response envelope');
  });
});

describe('examples, rules and constants', () => {
  test.each([
    [{ schema: 'Payment' }, { id: 'py_1', amount: 1000 }],
    [{ operation: 'createPayment', part: 'request' as const }, { amount: 1000 }],
    [
      { operation: 'createPayment', part: 'response' as const },
      { id: 'py_1', type: 'payment', data: { id: 'py_1', amount: 1000 } },
    ],
  ])('example of %j', (target, want) => {
    expect(getExample(model, target)).toEqual(want);
  });

  test('a missing example fails naming the target', () => {
    expect(() => getExample(model, { operation: 'createPayment', part: 'response', status: '400' })).toThrow(
      'has no example (operation "createPayment" response 400',
    );
    expect(() => getExample(model, { schema: 'PaymentStatus' })).toThrow('#/components/schemas/PaymentStatus has no example');
  });

  test('rules of operations and schemas; none is an error', () => {
    expect(getRules(model, { operation: 'createPayment' })).toEqual([{ id: 'amount-range', description: 'Amount above 50 cents.' }]);
    expect(getRules(model, { schema: 'Payment' })[0]?.id).toBe('payment-rule');
    expect(() => getRules(model, { operation: 'listPayments' })).toThrow('has no x-rules');
  });

  test('constants read as value and unit', () => {
    expect(getConstant(model, 'access_token_lifetime').text).toBe('24 hours');
    expect(businessConstants(model).map((c) => c.text)).toEqual([
      '24 hours',
      '11:30 (Central US time)',
      '1 week',
      'USA or CAN',
      'same day',
      'a few business days (at most)',
    ]);
    expect(() => getConstant(model, 'nope')).toThrow('#/info/x-business-constants/nope does not exist');
  });
});

test('x-webhook-family selects events whose names do not share the prefix', () => {
  const doc = structuredClone(miniSpec);
  doc.webhooks!['payment.created']!.post!['x-webhook-family'] = 'money';
  expect(webhookEvents(createSpecModel(doc), 'money').map((e) => e.name)).toEqual(['payment.created']);
});

describe('api summary', () => {
  test('shared parameters and responses are described once and named on each operation', () => {
    expect(sharedParameters(model).map((p) => [p.anchor, p.name, p.required])).toEqual([
      ['parameter/IdempotencyKeyRequired', 'Idempotency-Key', true],
    ]);
    expect(sharedResponses(model).map((r) => [r.anchor, r.body?.label])).toEqual([
      ['response/BadRequest', 'Error'],
      ['response/NotFound', 'Error'],
    ]);
    const op = operationViewById(model, 'createPayment');
    expect(op.headers.map((h) => h.component)).toEqual(['IdempotencyKeyRequired', undefined]);
    expect(op.responses.map((r) => r.component)).toEqual([undefined, 'BadRequest']);
  });

  test('groups operations by the root tags, in tag order, with stable anchors', () => {
    expect(tagGroups(model).map((g) => [g.name, g.anchor, g.operations.map((o) => o.anchor)])).toEqual([
      ['Payments', 'section/payments', ['operation/createPayment', 'operation/listPayments']],
      ['Payment intents', 'section/payment-intents', ['operation/getPaymentIntent']],
    ]);
  });

  test('lists every webhook and every schema', () => {
    expect(webhookViews(model).map((w) => w.anchor)).toEqual(['event/payment.created', 'event/payment.dispute.created']);
    const briefs = schemaBriefs(model);
    expect(briefs).toHaveLength(Object.keys(miniSpec.components!.schemas!).length);
    expect(briefs.find((b) => b.name === 'Payment')?.items[0]).toEqual({ name: 'id', detail: 'string, required', refs: [] });
    expect(briefs.find((b) => b.name === 'PaymentStatus')?.kind).toBe('enum');
  });
});

import { describe, expect, test } from 'vitest';
import { createSpecModel } from './spec-model.ts';
import { miniSpec } from './test-fixtures/mini-spec.ts';

const model = createSpecModel(miniSpec, { source: 'mini' });

describe('createSpecModel', () => {
  test('finds operations by operationId with path-level parameters merged', () => {
    const entry = model.getOperation('getPaymentIntent');
    expect(entry).toMatchObject({
      method: 'get',
      path: '/payment_intents/{id}',
      tag: 'Payment intents',
      anchor: 'operation/getPaymentIntent',
    });
    expect(entry.parameters.map((p) => p.node.name)).toEqual(['id']);
  });

  test('resolves parameter $refs', () => {
    expect(model.getOperation('createPayment').parameters.map((p) => [p.node.name, p.ref])).toEqual([
      ['Idempotency-Key', '#/components/parameters/IdempotencyKeyRequired'],
      ['Sub-Account', undefined],
    ]);
  });

  test('finds webhooks by event name and by operationId', () => {
    expect(model.getOperation('payment.created')).toMatchObject({ kind: 'webhook', anchor: 'event/payment.created' });
    expect(model.getOperation('paymentDisputeCreatedWebhook').path).toBe('payment.dispute.created');
    expect(model.getOperation('payment.dispute.created').id).toBe('paymentDisputeCreatedWebhook');
  });

  test('lists operations of a tag in spec order', () => {
    expect(model.operationsByTag('Payments').map((o) => o.id)).toEqual(['createPayment', 'listPayments']);
  });

  test.each([
    ['getSchema', () => model.getSchema('Nope'), /no schema "Nope" at #\/components\/schemas\/Nope/],
    ['getOperation', () => model.getOperation('nope'), /no operation or webhook with operationId "nope"/],
    ['operationsByTag', () => model.operationsByTag('Nope'), /no tag "Nope"/],
  ])('%s fails with a message naming what is missing', (_name, call, message) => {
    expect(call).toThrow(message);
  });

  test('sibling keys of a $ref override the target', () => {
    const prop = model.getSchema('Payment').properties!.status!;
    expect(model.resolve(prop).description).toBe('Where the payment stands.');
    expect(model.resolve(prop).enum).toContain('pending');
  });

  test('a dangling $ref names the reference', () => {
    expect(() => model.resolve({ $ref: '#/components/schemas/Ghost' })).toThrow('$ref "#/components/schemas/Ghost" points to nothing');
  });
});

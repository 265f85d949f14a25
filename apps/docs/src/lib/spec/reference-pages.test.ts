// The reference's page layout: the overview /api-spec, a page per tag and per operation plus webhook
// and schema pages, with every anchor resolving to the page that holds it.
import { describe, expect, it } from 'vitest';
import { operationAnchor, schemaAnchor, tagAnchor, webhookAnchor } from './anchors.ts';
import { referenceLayout } from './reference-pages.ts';
import { createSpecModel } from './spec-model.ts';
import { miniSpec } from './test-fixtures/mini-spec.ts';

const model = createSpecModel(miniSpec);
const webhookName = Object.keys(miniSpec.webhooks ?? {})[0]!;
const schemaName = Object.keys(miniSpec.components?.schemas ?? {})[0]!;

describe('referenceLayout', () => {
  const split = referenceLayout(model);
  const cases: { anchor: string; want: string }[] = [
    { anchor: operationAnchor('createPayment'), want: '/api-spec/payments/createPayment' },
    { anchor: operationAnchor('getPaymentIntent'), want: '/api-spec/payment-intents/getPaymentIntent' },
    { anchor: tagAnchor('Payment intents'), want: '/api-spec/payment-intents' },
    { anchor: webhookAnchor(webhookName), want: '/api-spec/webhooks' },
    { anchor: tagAnchor('webhooks'), want: '/api-spec/webhooks' },
    { anchor: schemaAnchor(schemaName), want: '/api-spec/schemas' },
    // Shared parameters and responses stay on the overview, and so does an unknown anchor.
    { anchor: 'parameter/Limit', want: '/api-spec' },
    { anchor: 'operation/noSuchOperation', want: '/api-spec' },
  ];
  for (const { anchor, want } of cases) {
    it(`${anchor} lives on ${want}`, () => {
      expect(split.pageOf(anchor)).toBe(want);
    });
  }

  it('lists every off-index anchor for the redirect table, and a page per tag, operation, webhooks and schemas', () => {
    expect(split.offIndex()[operationAnchor('listPayments')]).toBe('/api-spec/payments/listPayments');
    const operations = (tag: string) =>
      model
        .operations()
        .filter((o) => o.tag === tag)
        .map((o) => `${tag === 'Payments' ? 'payments' : 'payment-intents'}/${o.id}`);
    expect(split.pages.map((p) => p.slug)).toEqual([
      'payments',
      ...operations('Payments'),
      'payment-intents',
      ...operations('Payment intents'),
      'webhooks',
      'schemas',
    ]);
  });

  it('keeps an operation page under its tag, titled by its summary, else its method and path', () => {
    const page = split.pages.find((p) => p.kind === 'operation' && p.operation.id === 'createPayment');
    expect(page).toMatchObject({ path: '/api-spec/payments/createPayment', tagPath: '/api-spec/payments' });
    const untitled = createSpecModel({
      ...miniSpec,
      paths: { '/things': { get: { operationId: 'list things', tags: ['Payments'], responses: { '200': { description: 'OK' } } } } },
    });
    expect(referenceLayout(untitled).pages.find((p) => p.kind === 'operation')).toMatchObject({
      slug: 'payments/list-things',
      title: 'GET /things',
    });
  });

  it('refuses two operations that map to one page', () => {
    const clash = createSpecModel({
      ...miniSpec,
      paths: {
        '/a': { get: { operationId: 'list things', tags: ['Payments'], responses: { '200': { description: 'OK' } } } },
        '/b': { get: { operationId: 'list-things', tags: ['Payments'], responses: { '200': { description: 'OK' } } } },
      },
    });
    expect(() => referenceLayout(clash)).toThrow(/"list-things" and another one both map to \/api-spec\/payments\/list-things/);
  });
});

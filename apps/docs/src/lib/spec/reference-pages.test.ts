// The reference's page layout: the overview /api-spec, a page per tag plus webhook and schema
// pages, with every anchor resolving to the page that holds it.
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
    { anchor: operationAnchor('createPayment'), want: '/api-spec/payments' },
    { anchor: operationAnchor('getPaymentIntent'), want: '/api-spec/payment-intents' },
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

  it('lists every off-index anchor for the redirect table, and a page per tag, webhooks and schemas', () => {
    expect(split.offIndex()[operationAnchor('listPayments')]).toBe('/api-spec/payments');
    expect(split.pages.map((p) => p.slug)).toEqual(['payments', 'payment-intents', 'webhooks', 'schemas']);
  });
});

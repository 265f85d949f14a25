import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { classify } from './classify.ts';

const base = JSON.parse(readFileSync(new URL('../test/fixtures/base.json', import.meta.url), 'utf8'));
const edit = (mutate: (doc: any) => void) => {
  const doc = structuredClone(base);
  mutate(doc);
  return doc;
};

describe('classify', () => {
  test.each([
    ['a removed operation', (d: any) => delete d.paths['/checkouts'].get, 'operation-removed', 'GET /checkouts'],
    ['a removed webhook', (d: any) => delete d.webhooks['checkout.created'], 'webhook-removed', 'POST checkout.created'],
    ['a removed field', (d: any) => delete d.components.schemas.Checkout.properties.status, 'field-removed', '#/components/schemas/Checkout/properties/status'],
    [
      'a renamed field',
      (d: any) => {
        const p = d.components.schemas.CheckoutCreateInput.properties;
        p.memo = p.description;
        delete p.description;
      },
      'field-removed',
      '#/components/schemas/CheckoutCreateInput/properties/description',
    ],
    ['a removed nested field', (d: any) => delete d.components.schemas.CheckoutCreateInput.properties.metadata.properties.order_id, 'field-removed', '#/components/schemas/CheckoutCreateInput/properties/metadata/properties/order_id'],
    ['a narrowed enum', (d: any) => d.components.schemas.CheckoutStatus.enum.pop(), 'enum-narrowed', '#/components/schemas/CheckoutStatus'],
    ['a new required input', (d: any) => d.components.schemas.CheckoutCreateInput.required.push('description'), 'required-input-added', '#/components/schemas/CheckoutCreateInput'],
    ['a new required parameter', (d: any) => d.paths['/checkouts'].post.parameters.push({ name: 'Idempotency-Key', in: 'header', required: true }), 'required-parameter-added', 'POST /checkouts'],
    ['a changed type', (d: any) => (d.components.schemas.CheckoutCreateInput.properties.amount.type = 'string'), 'type-changed', '#/components/schemas/CheckoutCreateInput/properties/amount'],
    ['a removed schema', (d: any) => delete d.components.schemas.Checkout, 'schema-removed', '#/components/schemas/Checkout'],
  ])('flags %s as breaking', (_name, mutate, kind, location) => {
    const changes = classify(base, edit(mutate));
    expect(changes).toContainEqual(expect.objectContaining({ kind, location, breaking: true }));
  });

  test.each([
    ['an added operation', (d: any) => (d.paths['/checkouts/{id}'] = { get: { operationId: 'getCheckout', responses: {} } }), 'operation-added'],
    ['an added webhook', (d: any) => (d.webhooks['checkout.completed'] = { post: { responses: {} } }), 'webhook-added'],
    ['an added optional field', (d: any) => (d.components.schemas.CheckoutCreateInput.properties.origin_url = { type: 'string' }), 'field-added'],
    ['a widened enum', (d: any) => d.components.schemas.CheckoutStatus.enum.push('archived'), 'enum-widened'],
    ['an added schema', (d: any) => (d.components.schemas.Terminal = { type: 'object' }), 'schema-added'],
    ['a field made required on output only', (d: any) => d.components.schemas.Checkout.required.push('status'), undefined],
  ])('does not flag %s as breaking', (_name, mutate, kind) => {
    const changes = classify(base, edit(mutate));
    expect(changes.filter((c) => c.breaking)).toEqual([]);
    if (kind) expect(changes.map((c) => c.kind)).toContain(kind);
  });

  test('an unchanged spec has no changes', () => {
    expect(classify(base, structuredClone(base))).toEqual([]);
  });
});

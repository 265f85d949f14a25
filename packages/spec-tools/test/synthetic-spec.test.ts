// The scale benchmark's synthetic spec (bench/synthetic-spec.ts): copies are renamed everywhere a
// name is used, so the multiplied document has no dangling or shared refs between copies.
import { describe, expect, it } from 'vitest';
import { countSpec, multiplyLintIgnores, multiplySpec, renamePointer } from '../bench/synthetic-spec.ts';

const small = {
  openapi: '3.1.0',
  tags: [{ name: 'Checkouts' }],
  'x-tagGroups': [{ name: 'Payments', tags: ['Checkouts'] }],
  paths: {
    '/checkouts/{id}': {
      parameters: [{ $ref: '#/components/parameters/Id' }],
      get: {
        operationId: 'getCheckout',
        tags: ['Checkouts'],
        responses: { '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Checkout' } } } } },
      },
    },
  },
  webhooks: { 'checkout.completed': { post: { operationId: 'checkoutCompleted', tags: ['Checkouts'] } } },
  components: {
    securitySchemes: { oauth: { type: 'oauth2' } },
    parameters: { Id: { name: 'id', in: 'path', required: true, schema: { type: 'string' } } },
    schemas: {
      WebhookEventName: { type: 'string', enum: ['checkout.completed'], 'x-enum-descriptions': { 'checkout.completed': 'Done.' } },
      Checkout: {
        oneOf: [{ $ref: '#/components/schemas/Card' }],
        discriminator: { propertyName: 'type', mapping: { card: '#/components/schemas/Card' } },
      },
      Card: { type: 'object', properties: { id: { $ref: '#/components/schemas/Checkout/properties/id' } } },
    },
  },
};

describe('multiplySpec', () => {
  const cases: { name: string; factor: number; want: ReturnType<typeof countSpec> }[] = [
    { name: 'factor 1 is the original', factor: 1, want: { operations: 1, webhooks: 1, schemas: 3, tags: 1 } },
    { name: 'factor 3 triples every kind', factor: 3, want: { operations: 3, webhooks: 3, schemas: 9, tags: 3 } },
  ];
  for (const { name, factor, want } of cases) {
    it(name, () => expect(countSpec(multiplySpec(small, factor))).toEqual(want));
  }

  it('renames paths, operationIds, tags and every component pointer of a copy', () => {
    const doc = multiplySpec(small, 2);
    const item = doc.paths['/r2/checkouts/{id}'];
    expect(item.parameters).toEqual([{ $ref: '#/components/parameters/IdR2' }]);
    expect(item.get.operationId).toBe('getCheckoutR2');
    expect(item.get.tags).toEqual(['Checkouts 2']);
    expect(item.get.responses['200'].content['application/json'].schema.$ref).toBe('#/components/schemas/CheckoutR2');
    expect(doc.components.schemas.CheckoutR2.discriminator.mapping.card).toBe('#/components/schemas/CardR2');
    // A pointer into a component keeps its tail.
    expect(doc.components.schemas.CardR2.properties.id.$ref).toBe('#/components/schemas/CheckoutR2/properties/id');
    expect(doc.webhooks['r2.checkout.completed'].post.operationId).toBe('checkoutCompletedR2');
    expect(doc['x-tagGroups'][1]).toEqual({ name: 'Payments 2', tags: ['Checkouts 2'] });
    // Every webhook key stays a described WebhookEventName value.
    expect(doc.components.schemas.WebhookEventName.enum).toEqual(['checkout.completed', 'r2.checkout.completed']);
    expect(doc.components.schemas.WebhookEventName['x-enum-descriptions']['r2.checkout.completed']).toBe('Done.');
    // Auth is shared, not copied; the original is untouched.
    expect(Object.keys(doc.components.securitySchemes)).toEqual(['oauth']);
    expect(small.paths['/checkouts/{id}'].get.operationId).toBe('getCheckout');
  });

  it('rejects a factor that is not a positive integer', () => {
    expect(() => multiplySpec(small, 0)).toThrow('factor: expected a positive integer, got 0');
  });
});

describe('multiplyLintIgnores', () => {
  it('renames each exception for every copy, under each file', () => {
    const ignores = { 'openapi.yaml': { 'no-ambiguous-paths': ['#/paths/~1terminals~1{id}~1status'] }, 'dist/openapi.json': {} };
    const scaled = multiplyLintIgnores(ignores, 'openapi.yaml', ['openapi.yaml', '../openapi.json'], 3);
    const want = ['#/paths/~1terminals~1{id}~1status', '#/paths/~1r2~1terminals~1{id}~1status', '#/paths/~1r3~1terminals~1{id}~1status'];
    expect(scaled).toEqual({ 'openapi.yaml': { 'no-ambiguous-paths': want }, '../openapi.json': { 'no-ambiguous-paths': want } });
  });

  it('renames pointers the way multiplySpec renames the copies', () => {
    expect(renamePointer('#/webhooks/payment.created/post', 2)).toBe('#/webhooks/r2.payment.created/post');
    expect(renamePointer('#/components/schemas/Payment/properties/id', 4)).toBe('#/components/schemas/PaymentR4/properties/id');
    expect(renamePointer('#/components/securitySchemes/basicAuth', 4)).toBe('#/components/securitySchemes/basicAuth');
  });
});

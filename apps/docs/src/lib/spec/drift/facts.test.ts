// The facts the drift check reads, built from a small spec that puts an identifier in every place the walk must
// reach (a `$ref`'d parameter, array items, additionalProperties, allOf/oneOf/anyOf members, a self-referencing
// schema, backticked prose, business constants) and one in a place it must not (a `null` enum value).
import { describe, expect, test } from 'vitest';
import { createSpecModel } from '../spec-model.ts';
import type { OpenAPIObject as OpenApiDocument } from '@paydocs/spec-access';
import { driftProblems, factsOf } from './check.ts';
import { specFacts } from './facts.ts';

const ok = { description: 'ok' };
const doc = {
  openapi: '3.1.0',
  info: { title: 'facts', version: '1.0.0', 'x-business-constants': { refund_window_days: { value: 180 } } },
  paths: {
    '/v1/payments/{payment_id}': {
      get: {
        operationId: 'getPayment',
        parameters: [
          { $ref: '#/components/parameters/ExpandFields' },
          { name: 'payment_id', in: 'path', required: true, schema: { type: 'string' } },
        ],
        responses: { '200': ok, '404': ok },
      },
    },
    '/payments/': { post: { operationId: 'createPayment', responses: { '201': ok } } },
  },
  webhooks: { 'payment.succeeded': { post: { operationId: 'paymentSucceeded', responses: { '204': ok, '410': ok } } } },
  components: {
    parameters: { ExpandFields: { name: 'expand_fields', in: 'query', schema: { type: 'string' } } },
    schemas: {
      // `rate_limited` is in the catalogue only: error codes are vocabulary even when no enum lists them.
      ErrorCode: {
        type: 'string',
        enum: ['card_declined'],
        'x-error-catalogue': { card_declined: { status: 402 }, rate_limited: { status: 429 } },
      },
      // A state machine with neither enum nor transitions adds nothing.
      Review: { type: 'string', 'x-state-transitions': { known: 'none' } },
      PaymentStatus: {
        type: ['string', 'null'],
        enum: ['pending', 'succeeded', null],
        'x-state-transitions': { known: 'partial', transitions: [{ from: 'pending', to: 'succeeded' }] },
      },
      Payment: {
        type: 'object',
        description: 'Settled in a `settlement_batch_id` overnight.',
        properties: {
          status: { $ref: '#/components/schemas/PaymentStatus' },
          line_items: { type: 'array', items: { type: 'object', properties: { unit_price: { type: 'integer' } } } },
          metadata: { type: 'object', additionalProperties: { type: 'object', properties: { meta_key: { type: 'string' } } } },
          tags: { type: 'object', additionalProperties: true },
          source: { oneOf: [{ type: 'object', properties: { card_token: { type: 'string' } } }] },
          payer: { allOf: [{ type: 'object', properties: { payer_email: { type: 'string' } } }] },
          channel: { anyOf: [{ type: 'string', enum: ['in_store'] }, true] },
          legacy: { type: 'array', items: null },
          parent: { $ref: '#/components/schemas/Payment' },
        },
      },
    },
  },
} as unknown as OpenApiDocument;

// Built inside each test, not when the file loads: mutation testing activates a mutant per test.
const factsOfDoc = () => specFacts(createSpecModel(doc));

describe('specFacts', () => {
  test.each([
    // This spec has no servers: paths are as written, here one with a version segment of its own.
    ['GET', '/v1/payments/{payment_id}', 'getPayment'],
    ['get', '/v1/payments/pay_1?expand_fields=x', 'getPayment'],
    ['GET', 'https://api.example.com/v1/payments/pay_1', 'getPayment'],
    ['POST', '/payments', 'createPayment'],
    ['POST', '/payments/', 'createPayment'],
    ['GET', '/payments/pay_1', undefined],
    ['DELETE', '/payments', undefined],
    ['POST', 'payment.succeeded', undefined],
  ])('operationOf(%s %s) -> %s', (method, path, want) => {
    expect(factsOfDoc().operationOf(method, path)).toBe(want);
  });

  test('the statuses of operations and webhooks', () => {
    const facts = factsOfDoc();
    expect(Object.fromEntries([...facts.statusesOf].map(([id, s]) => [id, [...s]]))).toEqual({
      getPayment: ['200', '404'],
      createPayment: ['201'],
      paymentSucceeded: ['204', '410'],
    });
    expect([...facts.webhookStatuses]).toEqual(['204', '410']);
    expect([...facts.events]).toEqual(['payment.succeeded']);
  });

  test('error codes carry their status as a string', () => {
    const facts = factsOfDoc();
    expect(Object.fromEntries(facts.errorStatus)).toEqual({ card_declined: '402', rate_limited: '429' });
  });

  test('state values and transition targets come only from schemas with x-state-transitions, without null', () => {
    const facts = factsOfDoc();
    expect([...facts.stateValues]).toEqual(['pending', 'succeeded']);
    expect([...facts.transitionTargets]).toEqual(['succeeded']);
  });

  test('the vocabulary holds every identifier the walk reaches, and nothing else', () => {
    const facts = factsOfDoc();
    expect([...facts.vocabulary].sort()).toEqual(
      [
        'expand_fields',
        'payment_id',
        'card_declined',
        'rate_limited',
        'pending',
        'succeeded',
        'status',
        'line_items',
        'unit_price',
        'metadata',
        'meta_key',
        'tags',
        'source',
        'card_token',
        'payer',
        'payer_email',
        'channel',
        'in_store',
        'parent',
        'legacy',
        'settlement_batch_id',
        'refund_window_days',
      ].sort(),
    );
  });

  test('the root path is `/`, and an operation without parameters adds no identifier', () => {
    const root = specFacts(
      createSpecModel({
        openapi: '3.1.0',
        info: { title: 'root', version: '1' },
        paths: { '/': { get: { responses: { '200': ok } } } },
      } as OpenApiDocument),
    );
    expect([root.operationOf('GET', '/'), root.operationOf('GET', '/x'), [...root.vocabulary]]).toEqual(['get/', undefined, []]);
  });

  test('a spec without components or business constants has no schema facts', () => {
    const bare = specFacts(createSpecModel({ openapi: '3.1.0', info: { title: 'bare', version: '1' }, paths: {} } as OpenApiDocument));
    expect([bare.vocabulary.size, bare.errorStatus.size, bare.stateValues.size, bare.operationOf('GET', '/')]).toEqual([
      0,
      0,
      0,
      undefined,
    ]);
  });
});

describe('driftProblems', () => {
  test('prefixes each problem with file:line', () => {
    expect(driftProblems('guides/x.mdx', 'Intro.\n\nRead `payment_stauts`.\n', createSpecModel(doc))).toEqual([
      'guides/x.mdx:3: `payment_stauts` is not a value, field, parameter, error code or constant of the spec.',
    ]);
  });

  test('computes the facts of a model once', () => {
    const model = createSpecModel(doc);
    expect(factsOf(model)).toBe(factsOf(model));
  });
});

// The spec model's one answer to each question (given/want): the success response, a media type's example, allOf
// flattening, an operation's server URL and base path, an operation by id or event name.
import { describe, expect, test } from 'vitest';
import type { SpecDocument } from './openapi.ts';
import {
  flattenAllOf,
  mediaExample,
  operationBasePath,
  requireOperation,
  requiresToken,
  securityRequirements,
  serverUrl,
  successResponse,
} from './model.ts';

const doc: SpecDocument = {
  openapi: '3.1.0',
  servers: [{ url: 'https://{api_host}/v1', variables: { api_host: { default: 'api.example.com' } } }],
  paths: {
    '/payments': {
      get: { operationId: 'listPayments', responses: { '2XX': { description: 'range' }, '201': { $ref: '#/components/responses/Ok' } } },
    },
    '/oauth/token': { servers: [{ url: 'https://{api_host}' }], post: { operationId: 'token', responses: { '400': {} } } },
  },
  webhooks: { 'payment.created': { post: { responses: { '200': {} } } } },
  components: {
    responses: { Ok: { description: 'created' } },
    examples: { Shared: { value: { id: 'x' } } },
    schemas: {
      Envelope: { type: 'object', required: ['data'], properties: { data: { type: 'object' }, meta: { type: 'object' } } },
      Payment: { type: 'object', properties: { id: { type: 'string' } } },
      PaymentResponse: {
        allOf: [{ allOf: [{ $ref: '#/components/schemas/Envelope' }] }],
        required: ['meta'],
        properties: { data: { description: 'The payment.' } },
      },
      Nested: {
        allOf: [{ $ref: '#/components/schemas/PaymentResponse' }, { properties: { data: { $ref: '#/components/schemas/Payment' } } }],
      },
    },
  },
};

describe('successResponse', () => {
  test('the lowest success code, a 2XX range after every code, $ref followed', () => {
    expect(successResponse(doc, requireOperation(doc, 'listPayments').operation)).toEqual({
      status: '201',
      response: { description: 'created' },
    });
  });
  test('none documented', () => expect(successResponse(doc, requireOperation(doc, 'token').operation)).toBeUndefined());
});

describe('mediaExample', () => {
  test.each([
    ['example', { example: 1, examples: { a: { value: 2 } } }, { value: 1 }],
    ['the first of examples, $ref followed', { examples: { a: { $ref: '#/components/examples/Shared' } } }, { value: { id: 'x' } }],
    ['none', { schema: { example: 3 } }, undefined],
    ['not an object', undefined, undefined],
  ])('%s', (_name, media, want) => expect(mediaExample(doc, media)).toEqual(want));
});

describe('flattenAllOf', () => {
  test("members merged recursively; an own property that only narrows is laid over the member's", () => {
    const flat = flattenAllOf(doc, { $ref: '#/components/schemas/PaymentResponse' });
    expect(Object.fromEntries(flat.properties)).toEqual({
      data: { type: 'object', description: 'The payment.' },
      meta: { type: 'object' },
    });
    expect([...flat.required]).toEqual(['data', 'meta']);
  });
  test("a later member's property replaces an earlier one", () => {
    expect(flattenAllOf(doc, doc.components?.schemas?.Nested).properties.get('data')).toEqual({ $ref: '#/components/schemas/Payment' });
  });
});

describe('server URL and base path', () => {
  test.each([
    ['listPayments', 'https://api.example.com/v1', '/v1'],
    ['token', 'https://{api_host}', ''],
  ])('%s: %s, base path %j', (id, url, base) => {
    expect(serverUrl(requireOperation(doc, id))).toBe(url);
    expect(operationBasePath(requireOperation(doc, id))).toBe(base);
  });
});

describe('requireOperation', () => {
  test('a webhook by its event name', () => expect(requireOperation(doc, 'payment.created').kind).toBe('webhook'));
  test('an unknown id fails naming it', () => expect(() => requireOperation(doc, 'nope')).toThrow('Unknown operation "nope"'));
});

describe('securityRequirements and requiresToken', () => {
  const bearer = [{ BearerAuth: [] }];
  // given the document's and the operation's `security`; want the requirements that apply and whether a token is needed
  test.each([
    { name: "the document's", doc: { security: bearer }, operation: {}, want: bearer, token: true },
    { name: 'the operation overrides it', doc: { security: bearer }, operation: { security: [] }, want: [], token: false },
    { name: 'an optional scheme ([{}])', doc: {}, operation: { security: [{}, ...bearer] }, want: [{}, ...bearer], token: false },
    { name: 'none anywhere', doc: {}, operation: {}, want: [], token: false },
  ])('$name', ({ doc, operation, want, token }) => {
    expect(securityRequirements(doc, operation)).toEqual(want);
    expect(requiresToken(doc, operation)).toBe(token);
  });
});

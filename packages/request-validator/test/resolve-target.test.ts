// resolveTarget on a small hand-written document: given a docs-facing target, want the direction and schema
// fragment validateExample checks against (which media type, which status, which way a webhook travels), or the
// error naming what is missing.
import { describe, expect, it } from 'vitest';
import { type ExampleTarget, type ResolvedTarget, resolveTarget } from '@paydocs/request-validator';
import type { JsonObject } from '@paydocs/request-validator';

const json = (schema: JsonObject = { type: 'object' }) => ({ schema });
const doc: JsonObject = {
  openapi: '3.1.0',
  info: { title: 'Targets', version: '1' },
  paths: {
    '/a': {
      post: {
        operationId: 'mediaTypes',
        requestBody: {
          content: { 'text/plain': json(), 'application/problem+json': json(), 'application/json': json(), 'image/png': {} },
        },
        responses: {
          '201': { content: { 'text/csv': 'not a media type', 'text/plain': json(), 'application/vnd.api+json': json() } },
          '200': { content: { 'application/xml': json(), 'text/plain': json() } },
          '2XX': { content: { 'application/json': json() } },
          '404': { $ref: '#/components/responses/NotFound' },
          '410': { $ref: '#/components/responses/Gone' },
          '500': { description: 'No body.' },
          '503': { content: { 'application/json': {} } },
        },
      },
      put: { operationId: 'refBody', requestBody: { $ref: '#/components/requestBodies/Put' }, responses: { '400': json() } },
      get: { operationId: 'noResponses' },
      patch: { operationId: 'emptyBody', requestBody: { description: 'No content.' }, responses: {} },
      delete: {
        operationId: 'wildcard2xx',
        responses: { '4XX': { content: { 'application/json': json() } }, '2XX': { content: { 'application/json': json() } } },
      },
    },
  },
  webhooks: {
    'a.created': {
      post: {
        operationId: 'aCreated',
        requestBody: { content: { 'application/json': json() } },
        responses: { '200': { content: { 'application/json': json() } } },
      },
    },
  },
  components: {
    schemas: { A: { type: 'object' } },
    responses: { NotFound: { content: { 'application/json': json() } } },
    requestBodies: { Put: { content: { 'application/json': json() } } },
  },
};

const resolving: { name: string; target: ExampleTarget; want: ResolvedTarget }[] = [
  {
    name: 'a component schema',
    target: { schema: 'A' },
    want: { direction: 'neutral', schema: '#/components/schemas/A' },
  },
  {
    name: 'the request body by default; application/json before other JSON and other types',
    target: { operation: 'mediaTypes' },
    want: { direction: 'request', schema: '#/paths/~1a/post/requestBody/content/application~1json/schema' },
  },
  {
    name: 'a status picks the response; a +json type before a type listed first',
    target: { operation: 'mediaTypes', status: '201' },
    want: {
      direction: 'response',
      schema: '#/paths/~1a/post/responses/201/content/application~1vnd.api%2Bjson/schema',
    },
  },
  {
    name: 'the lowest 2xx status by default; without JSON, the first type with a schema',
    target: { operation: 'mediaTypes', part: 'response' },
    want: {
      direction: 'response',
      schema: '#/paths/~1a/post/responses/200/content/application~1xml/schema',
    },
  },
  {
    name: 'a response through $ref is read where it is defined',
    target: { operation: 'mediaTypes', status: '404' },
    want: {
      direction: 'response',
      schema: '#/components/responses/NotFound/content/application~1json/schema',
    },
  },
  {
    name: 'a request body through $ref is read where it is defined',
    target: { operation: 'refBody', part: 'request' },
    want: { direction: 'request', schema: '#/components/requestBodies/Put/content/application~1json/schema' },
  },
  {
    name: '2XX counts as a 2xx status',
    target: { operation: 'wildcard2xx' },
    want: {
      direction: 'response',
      schema: '#/paths/~1a/delete/responses/2XX/content/application~1json/schema',
    },
  },
  {
    name: 'a webhook request is sent by the API: it reads as a response',
    target: { operation: 'aCreated' },
    want: {
      direction: 'response',
      schema: '#/webhooks/a.created/post/requestBody/content/application~1json/schema',
    },
  },
  {
    name: "a webhook response is the platform's reply: it reads as a request",
    target: { operation: 'aCreated', part: 'response' },
    want: {
      direction: 'request',
      schema: '#/webhooks/a.created/post/responses/200/content/application~1json/schema',
    },
  },
];

const throwing: { name: string; target: ExampleTarget; error: string }[] = [
  {
    name: 'schema and operation',
    target: { schema: 'A', operation: 'mediaTypes' },
    error: 'Give either `schema` or `operation`, not both',
  },
  {
    name: 'status with the request part',
    target: { operation: 'mediaTypes', part: 'request', status: '201' },
    error: '`status` only applies to part "response" (operation mediaTypes)',
  },
  {
    name: 'no 2xx response',
    target: { operation: 'refBody', part: 'response' },
    error: 'Operation refBody has no 2xx response (it has: 400)',
  },
  { name: 'no responses at all', target: { operation: 'noResponses' }, error: 'Operation noResponses has no 2xx response (it has: none)' },
  {
    name: 'a response $ref that leads nowhere',
    target: { operation: 'mediaTypes', status: '410' },
    error: 'The 410 response of mediaTypes cannot be resolved',
  },
  {
    name: 'a response without content',
    target: { operation: 'mediaTypes', status: '500' },
    error: 'The 500 response of mediaTypes has no body (no content)',
  },
  {
    name: 'a request body without content',
    target: { operation: 'emptyBody' },
    error: 'The request body of emptyBody has no body (no content)',
  },
  {
    name: 'no media type with a schema',
    target: { operation: 'mediaTypes', status: '503' },
    error: 'The 503 response of mediaTypes has no media type with a schema',
  },
];

describe('resolveTarget', () => {
  it.each(resolving)('$name', ({ target, want }) => {
    expect(resolveTarget(doc, target)).toEqual(want);
  });

  it.each(throwing)('throws on $name', ({ target, error }) => {
    expect(() => resolveTarget(doc, target)).toThrow(error);
  });

  it('knows no schema in a document without components', () => {
    expect(() => resolveTarget({ openapi: '3.1.0', paths: {} }, { schema: 'A' })).toThrow(
      'Unknown schema "A": it is not in components.schemas of the bundled spec',
    );
  });
});

// collectExamples on small hand-written documents: given a document, want every example found, where it is
// reported, which way it travels and the schema fragment it is checked against. One row per place an example
// can live (schema keywords at any depth, media types, parameters, headers, components, webhooks). Schema fragments
// are URI fragments ({ and } percent-encoded).
import { describe, expect, it } from 'vitest';
import { readPointer } from '@paydocs/spec-access';
import { collectExamples } from '../src/validate/collect-examples.ts';
import type { ExampleCase, JsonObject } from '@paydocs/request-validator';

const info = { title: 'Examples', version: '1' };
const doc = (fields: JsonObject): JsonObject => ({ openapi: '3.1.0', info, ...fields });
const neutral = (where: string, schema: string, value: unknown): ExampleCase => ({ where, direction: 'neutral', schema, value });

// A schema object reachable from two places of the document (a spec built in code, or YAML aliases).
const shared = { type: 'string', examples: ['twice?'] };

const cases: { name: string; given: JsonObject; want: ExampleCase[] }[] = [
  {
    name: 'schema examples and the deprecated example, in subschemas, lists and maps of subschemas',
    given: doc({
      components: {
        schemas: {
          Widget: {
            type: 'object',
            examples: [{ id: 'w1' }],
            example: { id: 'w0' },
            additionalProperties: false,
            not: { example: 'not' },
            allOf: [{ examples: ['a0'] }, true],
            properties: { tags: { type: 'array', items: { type: 'string', examples: ['t'] } }, plain: { type: 'string' } },
            dependentSchemas: { tags: { example: 'dep' } },
          },
        },
      },
    }),
    want: [
      neutral('components.schemas.Widget examples[0]', '#/components/schemas/Widget', { id: 'w1' }),
      neutral('components.schemas.Widget example', '#/components/schemas/Widget', { id: 'w0' }),
      neutral('components.schemas.Widget.not example', '#/components/schemas/Widget/not', 'not'),
      neutral('components.schemas.Widget.allOf[0] examples[0]', '#/components/schemas/Widget/allOf/0', 'a0'),
      neutral('components.schemas.Widget.properties.tags.items examples[0]', '#/components/schemas/Widget/properties/tags/items', 't'),
      neutral('components.schemas.Widget.dependentSchemas.tags example', '#/components/schemas/Widget/dependentSchemas/tags', 'dep'),
    ],
  },
  {
    name: 'a schema object reachable twice is checked once, where it is first met',
    given: doc({ components: { schemas: { A: { properties: { x: shared } }, B: { items: shared } } } }),
    want: [neutral('components.schemas.A.properties.x examples[0]', '#/components/schemas/A/properties/x', 'twice?')],
  },
  {
    name: 'media type examples of a path operation: request body in, response out',
    given: doc({
      paths: {
        '/w': {
          post: {
            requestBody: {
              content: {
                'application/json': {
                  schema: { type: 'object', example: { s: 1 } },
                  example: { a: 1 },
                  examples: {
                    inline: { value: { a: 2 } },
                    external: { externalValue: 'https://example.com/a.json' },
                    named: { $ref: '#/components/examples/Named' },
                    missing: { $ref: '#/components/examples/Missing' },
                    broken: 'not an object',
                  },
                },
                'text/plain': null, // `text/plain:` with nothing under it in YAML
                'application/xml': { example: '<a/>' },
              },
            },
            responses: { '200': { content: { 'application/json': { schema: { type: 'object' }, example: { b: 1 } } } } },
          },
        },
      },
      components: { examples: { Named: { value: { a: 3 } } } },
    }),
    want: [
      {
        where: 'paths./w.post.requestBody application/json example',
        direction: 'request',
        schema: '#/paths/~1w/post/requestBody/content/application~1json/schema',
        value: { a: 1 },
      },
      {
        where: 'paths./w.post.requestBody application/json examples.inline',
        direction: 'request',
        schema: '#/paths/~1w/post/requestBody/content/application~1json/schema',
        value: { a: 2 },
      },
      {
        where: 'paths./w.post.requestBody application/json examples.named (#/components/examples/Named)',
        direction: 'request',
        schema: '#/paths/~1w/post/requestBody/content/application~1json/schema',
        value: { a: 3 },
      },
      {
        where: 'paths./w.post.requestBody application/json examples.missing (#/components/examples/Missing)',
        direction: 'request',
        schema: '#/paths/~1w/post/requestBody/content/application~1json/schema',
        value: undefined,
        unresolved: '#/components/examples/Missing',
      },
      {
        where: 'paths./w.post.requestBody application/json examples.broken',
        direction: 'request',
        schema: '#/paths/~1w/post/requestBody/content/application~1json/schema',
        value: undefined,
        unresolved: 'not an Example Object',
      },
      neutral(
        'paths./w.post.requestBody application/json schema example',
        '#/paths/~1w/post/requestBody/content/application~1json/schema',
        { s: 1 },
      ),
      { where: 'paths./w.post.requestBody application/xml example', direction: 'request', schema: undefined, value: '<a/>' },
      {
        where: 'paths./w.post.responses.200 application/json example',
        direction: 'response',
        schema: '#/paths/~1w/post/responses/200/content/application~1json/schema',
        value: { b: 1 },
      },
    ],
  },
  {
    name: 'a webhook: the request is sent by the API, the reply received',
    given: doc({
      webhooks: {
        'widget.created': {
          post: {
            requestBody: { content: { 'application/json': { schema: { type: 'object' }, example: { event: 1 } } } },
            responses: { '200': { content: { 'application/json': { schema: { type: 'object' }, example: { ok: true } } } } },
          },
        },
      },
    }),
    want: [
      {
        where: 'webhooks.widget.created.post.requestBody application/json example',
        direction: 'response',
        schema: '#/webhooks/widget.created/post/requestBody/content/application~1json/schema',
        value: { event: 1 },
      },
      {
        where: 'webhooks.widget.created.post.responses.200 application/json example',
        direction: 'request',
        schema: '#/webhooks/widget.created/post/responses/200/content/application~1json/schema',
        value: { ok: true },
      },
    ],
  },
  {
    name: 'parameters (path item once, operation, by name or index, with content) and response headers',
    given: doc({
      paths: {
        '/w/{id}': {
          parameters: [{ name: 'id', in: 'path', schema: { type: 'string', examples: ['s'] }, example: 'w_1' }],
          get: {
            parameters: [
              { $ref: '#/components/parameters/Limit' },
              { in: 'query', content: { 'application/json': { schema: { type: 'object' }, example: { q: 1 } } } },
            ],
            responses: {
              '200': {
                headers: { 'X-Rate': { schema: { type: 'integer' }, example: 5 }, 'X-Shared': { $ref: '#/components/headers/Shared' } },
              },
              '404': { $ref: '#/components/responses/NotFound' },
            },
          },
          put: { responses: { '204': { description: 'No content.' } } },
        },
      },
      // Referenced components are checked where they are defined (the next row), not at each use.
      components: {
        parameters: { Limit: { name: 'limit', in: 'query', schema: { type: 'integer' } } },
        headers: { Shared: { schema: { type: 'string' } } },
        responses: { NotFound: { description: 'Not found.' } },
      },
    }),
    want: [
      {
        where: 'paths./w/{id}.parameters.id example',
        direction: 'request',
        schema: '#/paths/~1w~1%7Bid%7D/parameters/0/schema',
        value: 'w_1',
      },
      neutral('paths./w/{id}.parameters.id schema examples[0]', '#/paths/~1w~1%7Bid%7D/parameters/0/schema', 's'),
      {
        where: 'paths./w/{id}.get.parameters.1 application/json example',
        direction: 'request',
        schema: '#/paths/~1w~1%7Bid%7D/get/parameters/1/content/application~1json/schema',
        value: { q: 1 },
      },
      {
        where: 'paths./w/{id}.get.responses.200.headers.X-Rate example',
        direction: 'response',
        schema: '#/paths/~1w~1%7Bid%7D/get/responses/200/headers/X-Rate/schema',
        value: 5,
      },
    ],
  },
  {
    name: 'components: parameters, headers, responses and request bodies where they are defined',
    given: doc({
      components: {
        parameters: { Limit: { name: 'limit', in: 'query', schema: { type: 'integer' }, example: 10 } },
        headers: { Shared: { schema: { type: 'string' }, example: 'h' } },
        responses: { NotFound: { content: { 'application/json': { schema: { type: 'object' }, example: { code: 'x' } } } } },
        requestBodies: { NewWidget: { content: { 'application/json': { schema: { type: 'object' }, example: { n: 1 } } } } },
      },
    }),
    want: [
      { where: 'components.parameters.Limit example', direction: 'request', schema: '#/components/parameters/Limit/schema', value: 10 },
      { where: 'components.headers.Shared example', direction: 'response', schema: '#/components/headers/Shared/schema', value: 'h' },
      {
        where: 'components.responses.NotFound application/json example',
        direction: 'response',
        schema: '#/components/responses/NotFound/content/application~1json/schema',
        value: { code: 'x' },
      },
      {
        where: 'components.requestBodies.NewWidget application/json example',
        direction: 'request',
        schema: '#/components/requestBodies/NewWidget/content/application~1json/schema',
        value: { n: 1 },
      },
    ],
  },
  {
    name: 'a parameter or header example without a schema has none to be checked against',
    given: doc({ components: { parameters: { Free: { name: 'free', in: 'query', example: 'x' } } } }),
    want: [{ where: 'components.parameters.Free example', direction: 'request', schema: undefined, value: 'x' }],
  },
];

describe('collectExamples', () => {
  // `at` (where the value sits in the bundle) is checked on its own below.
  it.each(cases)('$name', ({ given, want }) => {
    expect(collectExamples(given).map(({ at: _at, ...found }) => found)).toEqual(want);
  });

  // Every example's `at` leads to its value in the document (through a components/examples $ref too): the pointer the
  // validator maps back to the YAML source.
  it.each(cases)('$name: each `at` points at the value', ({ given }) => {
    for (const found of collectExamples(given).filter((c) => c.unresolved === undefined)) {
      expect(found.at, found.where).toBeDefined();
      expect(readPointer(given, found.at as string), found.where).toEqual(found.value);
    }
  });
});

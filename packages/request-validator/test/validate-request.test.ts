// The shared request validator (validateRequest: the MCP server's `validate_request`, the mock) given/want on a
// small fixture spec: each call gives exactly these problems (location, name or JSON pointer, keyword, message), or
// passes.
// The property tests (request-validator.property.test.ts) try the real spec with generated bodies; these cases are
// the fast ones the mutation run (vitest.mutation.config.ts) uses.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { MAX_BODY_BYTES, type RequestInput, type RequestValidation, validateRequest } from '@paydocs/request-validator';

const spec = JSON.parse(readFileSync(fileURLToPath(new URL('./fixtures/openapi.json', import.meta.url)), 'utf8'));
const headers = { Authorization: 'Bearer t', 'Sub-Account': 'acc_1', 'Idempotency-Key': 'k', 'Content-Type': 'application/json' };
const create = (body: string | undefined, over: Partial<RequestInput> = {}): RequestInput => ({
  method: 'post',
  path: '/v1/checkouts',
  headers,
  ...(body === undefined ? {} : { body }),
  ...over,
});

test.each<[string, RequestInput, RequestValidation]>([
  ['a valid call', create('{"amount": 100, "currency": "usd"}'), { operationId: 'createCheckout', valid: true, problems: [] }],
  [
    'a GET with query parameters it has',
    { method: 'GET', path: '/v1/checkouts?limit=5', headers: { Authorization: 'Bearer t' } },
    { operationId: 'listCheckouts', valid: true, problems: [] },
  ],
  [
    'an unknown query parameter',
    { method: 'GET', path: '/v1/checkouts?colour=red', headers: { Authorization: 'Bearer t' } },
    {
      operationId: 'listCheckouts',
      valid: false,
      problems: [{ location: 'query', name: 'colour', keyword: 'undeclared', message: 'listCheckouts has no query parameter "colour"' }],
    },
  ],
  [
    'a missing required header',
    create('{"amount": 100}', { headers: { Authorization: 'Bearer t', 'Sub-Account': 'a', 'Content-Type': 'application/json' } }),
    {
      operationId: 'createCheckout',
      valid: false,
      problems: [
        { location: 'header', name: 'Idempotency-Key', keyword: 'required', message: 'createCheckout requires the Idempotency-Key header' },
      ],
    },
  ],
  [
    'no headers at all',
    { method: 'GET', path: '/v1/checkouts/ch_1' },
    {
      operationId: 'getCheckout',
      valid: false,
      problems: [
        {
          location: 'header',
          name: 'Authorization',
          keyword: 'security',
          message: 'getCheckout needs the Authorization header (bearer token)',
        },
      ],
    },
  ],
  [
    'a wrong type, a missing property and an extra one, each at its pointer',
    create('{"amount": "1", "colour": "red"}'),
    {
      operationId: 'createCheckout',
      valid: false,
      problems: [
        {
          location: 'body',
          pointer: '/colour',
          keyword: 'additionalProperties',
          message: 'must NOT have additional properties (additionalProperty="colour")',
        },
        { location: 'body', pointer: '/amount', keyword: 'type', message: 'must be integer (type="integer")' },
      ],
    },
  ],
  [
    'a missing required property, at the property',
    create('{"currency": "usd"}'),
    {
      operationId: 'createCheckout',
      valid: false,
      problems: [
        {
          location: 'body',
          pointer: '/amount',
          keyword: 'required',
          message: expect.stringMatching(/must have required property 'amount'/),
        },
      ],
    },
  ],
  [
    'no body where one is required: the call is wrong, no schema is applied',
    create(undefined),
    {
      operationId: 'createCheckout',
      valid: false,
      problems: [
        { location: 'body', pointer: '', keyword: 'required', message: 'createCheckout requires a request body, but none is sent' },
      ],
    },
  ],
  [
    'a body of the wrong type, at the root',
    create('[1]'),
    {
      operationId: 'createCheckout',
      valid: false,
      problems: [{ location: 'body', pointer: '', keyword: 'type', message: expect.stringMatching(/must be object/) }],
    },
  ],
  [
    'a body where the operation takes none: the call is wrong, no schema is applied',
    { method: 'GET', path: '/v1/checkouts/ch_1', headers: { Authorization: 'Bearer t' }, body: '{"x": 1}' },
    {
      operationId: 'getCheckout',
      valid: false,
      problems: [
        {
          location: 'header',
          name: 'Content-Type',
          keyword: 'content-type',
          message: 'getCheckout sends a JSON body without "Content-Type: application/json"',
        },
        { location: 'body', pointer: '', keyword: 'undeclared', message: 'getCheckout takes no request body, but one is sent' },
      ],
    },
  ],
  [
    'an unknown path',
    { method: 'GET', path: '/v1/widgets', headers: { Authorization: 'Bearer t' } },
    {
      valid: false,
      problems: [
        {
          location: 'request',
          keyword: 'operation',
          message: 'GET /v1/widgets matches no path of the spec (paths are relative to the server URL: https://{api_host}/v1)',
        },
      ],
    },
  ],
  [
    'a method the path does not have',
    { method: 'DELETE', path: '/v1/checkouts/ch_1', headers: { Authorization: 'Bearer t' } },
    {
      valid: false,
      problems: [
        {
          location: 'request',
          keyword: 'operation',
          message: 'DELETE /v1/checkouts/ch_1 is not an operation of the spec (that path has GET)',
        },
      ],
    },
  ],
  [
    'malformed JSON: nothing else is checked',
    create('{"amount": '),
    {
      valid: false,
      problems: [
        {
          location: 'body',
          pointer: '',
          keyword: 'not-json',
          message: expect.stringMatching(/^body: not valid JSON \(.+\); expected the request body as JSON text$/),
        },
      ],
    },
  ],
  [
    'a path that is not a URL path',
    { method: 'GET', path: 'http://[' },
    {
      valid: false,
      problems: [
        {
          location: 'request',
          keyword: 'operation',
          message: 'path: "http://[" is not a URL; expected a path (/payments/py_123) or a full URL',
        },
      ],
    },
  ],
  [
    'a path parameter against its pattern',
    { method: 'GET', path: '/v1/checkouts/pay_123', headers: { Authorization: 'Bearer t' } },
    {
      operationId: 'getCheckout',
      valid: false,
      problems: [
        { location: 'path', name: 'id', keyword: 'pattern', message: 'path parameter id: must match pattern "^ch_" (pattern="^ch_")' },
      ],
    },
  ],
  [
    'a query parameter over its maximum, read as the integer its schema says',
    { method: 'GET', path: '/v1/checkouts?limit=500', headers: { Authorization: 'Bearer t' } },
    {
      operationId: 'listCheckouts',
      valid: false,
      problems: [
        {
          location: 'query',
          name: 'limit',
          keyword: 'maximum',
          message: 'query parameter limit: must be <= 100 (comparison="<=", limit=100)',
        },
      ],
    },
  ],
  [
    'another auth scheme than the one the spec requires',
    { method: 'GET', path: '/v1/checkouts/ch_1', headers: { Authorization: 'Basic abc' } },
    {
      operationId: 'getCheckout',
      valid: false,
      problems: [
        {
          location: 'header',
          name: 'Authorization',
          keyword: 'security',
          message: 'getCheckout Authorization: expected "Bearer <token>" (security scheme BearerAuth), not the "Basic" scheme',
        },
      ],
    },
  ],
  [
    'a property the body schema does not declare, where the schema leaves others open; a map entry is declared',
    {
      method: 'POST',
      path: '/v1/notes',
      headers: { ...headers },
      body: '{"text": "hi", "metadata": {"k": "v"}, "colour": "red"}',
    },
    {
      operationId: 'createNote',
      valid: false,
      problems: [
        {
          location: 'body',
          pointer: '/colour',
          keyword: 'undeclared',
          message: 'has property `colour`, which the schema does not declare',
        },
      ],
    },
  ],
])('%s', (_name, given, want) => {
  expect(validateRequest(spec, given)).toEqual(want);
});

test('a body over the limit is refused by its UTF-8 size before parsing', () => {
  // given a body of exactly the limit in bytes (not valid JSON: had it been parsed, the problem would say so) and one
  // byte more, written with a two-byte character so characters and bytes differ
  const atLimit = 'é'.repeat(MAX_BODY_BYTES / 2);
  expect(validateRequest(spec, create(atLimit)).problems.map((p) => p.keyword)).toEqual(['not-json']);
  expect(validateRequest(spec, create(`${atLimit}x`))).toEqual({
    valid: false,
    problems: [
      {
        location: 'body',
        pointer: '',
        keyword: 'too-large',
        message: `body: ${MAX_BODY_BYTES + 1} bytes; expected at most ${MAX_BODY_BYTES} bytes of JSON`,
      },
    ],
  });
});

test.each<[string, RequestInput, { asSent?: boolean } | undefined, string]>([
  ['as sent (the default): the base path is required', { method: 'GET', path: '/checkouts' }, undefined, 'operation'],
  [
    'as sent: a full URL with a query string',
    { method: 'GET', path: 'https://api.example.com/v1/checkouts?limit=5' },
    undefined,
    'listCheckouts',
  ],
  ['any form: the path as the spec writes it', { method: 'GET', path: '/checkouts' }, { asSent: false }, 'listCheckouts'],
  ['any form: the base path is still taken off', { method: 'GET', path: '/v1/checkouts?limit=5' }, { asSent: false }, 'listCheckouts'],
  ['any form: the token call keeps its own server', { method: 'POST', path: '/v1/oauth/token' }, { asSent: false }, 'operation'],
])('path forms: %s', (_name, given, match, want) => {
  const got = validateRequest(spec, { ...given, headers: { Authorization: 'Bearer t' } }, match);
  expect(got.operationId ?? got.problems[0]?.keyword).toBe(want);
});

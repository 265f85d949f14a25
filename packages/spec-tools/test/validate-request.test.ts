// The shared request validator (validateRequest: the MCP server's `validate_request`, the mock) given/want on the
// small samples fixture spec: each call gives exactly these problems (code, JSON pointer, message), or passes.
// The property tests (request-validator.property.test.ts) try the real spec with generated bodies; these cases are
// the fast ones the mutation run (vitest.mutation.config.ts) uses.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { MAX_BODY_BYTES, type RequestInput, type RequestValidation, validateRequest } from '@paydocs/request-validator';

const spec = JSON.parse(readFileSync(fileURLToPath(new URL('./fixtures/samples/openapi.json', import.meta.url)), 'utf8'));
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
      problems: [{ code: 'request', message: 'listCheckouts has no query parameter "colour"' }],
    },
  ],
  [
    'a missing required header',
    create('{"amount": 100}', { headers: { Authorization: 'Bearer t', 'Sub-Account': 'a', 'Content-Type': 'application/json' } }),
    {
      operationId: 'createCheckout',
      valid: false,
      problems: [{ code: 'request', message: 'createCheckout requires the Idempotency-Key header' }],
    },
  ],
  [
    'no headers at all',
    { method: 'GET', path: '/v1/checkouts/ch_1' },
    {
      operationId: 'getCheckout',
      valid: false,
      problems: [{ code: 'request', message: 'getCheckout needs the Authorization header (bearer token)' }],
    },
  ],
  [
    'a wrong type, a missing property and an extra one, each at its pointer',
    create('{"amount": "1", "colour": "red"}'),
    {
      operationId: 'createCheckout',
      valid: false,
      problems: [
        { code: 'body', pointer: '/colour', message: 'must NOT have additional properties (additionalProperty="colour")' },
        { code: 'body', pointer: '/amount', message: 'must be integer (type="integer")' },
      ],
    },
  ],
  [
    'a missing required property, at the property',
    create('{"currency": "usd"}'),
    {
      operationId: 'createCheckout',
      valid: false,
      problems: [{ code: 'body', pointer: '/amount', message: expect.stringMatching(/must have required property 'amount'/) }],
    },
  ],
  [
    'no body where one is required: the call is wrong, no schema is applied',
    create(undefined),
    {
      operationId: 'createCheckout',
      valid: false,
      problems: [{ code: 'request', message: 'createCheckout requires a request body, but the sample sends none' }],
    },
  ],
  [
    'a body of the wrong type, at the root',
    create('[1]'),
    {
      operationId: 'createCheckout',
      valid: false,
      problems: [{ code: 'body', pointer: '', message: expect.stringMatching(/must be object/) }],
    },
  ],
  [
    'a body where the operation takes none: the call is wrong, no schema is applied',
    { method: 'GET', path: '/v1/checkouts/ch_1', headers: { Authorization: 'Bearer t' }, body: '{"x": 1}' },
    {
      operationId: 'getCheckout',
      valid: false,
      problems: [
        { code: 'request', message: 'getCheckout sends a JSON body without "Content-Type: application/json"' },
        { code: 'request', message: 'getCheckout takes no request body, but the sample sends one' },
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
          code: 'unknown-operation',
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
      problems: [{ code: 'unknown-operation', message: 'DELETE /v1/checkouts/ch_1 is not an operation of the spec (that path has GET)' }],
    },
  ],
  [
    'malformed JSON: nothing else is checked',
    create('{"amount": '),
    {
      valid: false,
      problems: [
        {
          code: 'body-not-json',
          pointer: '',
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
          code: 'unknown-operation',
          pointer: '',
          message: 'path: "http://[" is not a URL; expected a path (/payments/pay_123) or a full URL',
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
  expect(validateRequest(spec, create(atLimit)).problems.map((p) => p.code)).toEqual(['body-not-json']);
  expect(validateRequest(spec, create(`${atLimit}x`))).toEqual({
    valid: false,
    problems: [
      {
        code: 'body-too-large',
        pointer: '',
        message: `body: ${MAX_BODY_BYTES + 1} bytes; expected at most ${MAX_BODY_BYTES} bytes of JSON`,
      },
    ],
  });
});

test.each<[string, RequestInput, { asSent?: boolean } | undefined, string]>([
  ['as sent (the default): the base path is required', { method: 'GET', path: '/checkouts' }, undefined, 'unknown-operation'],
  [
    'as sent: a full URL with a query string',
    { method: 'GET', path: 'https://api.example.com/v1/checkouts?limit=5' },
    undefined,
    'listCheckouts',
  ],
  ['any form: the path as the spec writes it', { method: 'GET', path: '/checkouts' }, { asSent: false }, 'listCheckouts'],
  ['any form: the base path is still taken off', { method: 'GET', path: '/v1/checkouts?limit=5' }, { asSent: false }, 'listCheckouts'],
  ['any form: the token call keeps its own server', { method: 'POST', path: '/v1/oauth/token' }, { asSent: false }, 'unknown-operation'],
])('path forms: %s', (_name, given, match, want) => {
  const got = validateRequest(spec, { ...given, headers: { Authorization: 'Bearer t' } }, match);
  expect(got.operationId ?? got.problems[0]?.code).toBe(want);
});

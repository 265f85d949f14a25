import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleSpec } from '../src/bundle/index.ts';
import { loadBundle } from '@paydocs/spec-access/node';
import { precompiledContext, useAjvContext, validateExample, type ExampleTarget } from '@paydocs/request-validator';
import { fixtureConfig } from './helpers.ts';

const widget = { id: 'wd_1', name: 'Blue widget', amount: 1000, status: 'active' };

describe('validateExample', () => {
  let spec: object;
  beforeAll(async () => {
    ({ spec } = await bundleSpec(fixtureConfig('valid')));
  });

  // given a target and a value; want valid, or the errors (pointer + message fragment)
  const cases: { name: string; target: ExampleTarget; value: unknown; errors: [string, RegExp][] }[] = [
    { name: 'schema: valid', target: { schema: 'Widget' }, value: widget, errors: [] },
    {
      name: 'schema: bad pattern',
      target: { schema: 'Widget' },
      value: { ...widget, id: 'x_1' },
      errors: [['/id', /must match pattern "\^wd_"/]],
    },
    {
      name: 'schema: missing required',
      target: { schema: 'WidgetCreateInput' },
      value: { name: 'A' },
      errors: [['', /required property 'amount'/]],
    },
    {
      name: 'schema: enum value',
      target: { schema: 'WidgetStatus' },
      value: 'gone',
      errors: [['', /allowed values \(allowedValues=\["active","retired"\]\)/]],
    },
    { name: 'operation: request body by default', target: { operation: 'createWidget' }, value: { name: 'A', amount: 100 }, errors: [] },
    {
      name: 'operation: request wrong type',
      target: { operation: 'createWidget', part: 'request' },
      value: { name: 'A', amount: '100' },
      errors: [['/amount', /must be integer/]],
    },
    { name: 'operation: first 2xx response', target: { operation: 'createWidget', part: 'response' }, value: widget, errors: [] },
    {
      name: 'operation: response by status',
      target: { operation: 'createWidget', part: 'response', status: '404' },
      value: { code: 'resource_not_found' },
      errors: [['', /required property 'message'/]],
    },
    {
      name: 'operation: without body defaults to the response',
      target: { operation: 'listWidgets' },
      value: [widget, { ...widget, amount: 1 }],
      errors: [['/1/amount', /must be >= 51/]],
    },
    {
      name: 'webhook: payload is sent by the API, readOnly id allowed',
      target: { operation: 'widgetCreatedEvent' },
      value: widget,
      errors: [],
    },
  ];

  it.each(cases)('$name', ({ target, value, errors }) => {
    const result = validateExample(target, value, spec);
    expect(result.valid).toBe(errors.length === 0);
    expect(result.errors).toHaveLength(errors.length);
    errors.forEach(([pointer, message], i) => {
      expect(result.errors[i]?.pointer).toBe(pointer);
      expect(result.errors[i]?.message).toMatch(message);
    });
  });

  const throwing: [string, ExampleTarget, RegExp][] = [
    ['unknown schema', { schema: 'Gadget' }, /Unknown schema "Gadget"/],
    ['unknown operation', { operation: 'deleteWidget' }, /Unknown operation "deleteWidget"/],
    [
      'unknown status',
      { operation: 'createWidget', part: 'response', status: '500' },
      /createWidget has no "500" response \(it has: 201, 404\)/,
    ],
    ['no request body', { operation: 'listWidgets', part: 'request' }, /listWidgets has no request body/],
    ['no target', {}, /needs `schema` or `operation`/],
  ];

  it.each(throwing)('throws on %s', (_name, target, message) => {
    expect(() => validateExample(target, {}, spec)).toThrow(message);
  });

  it('names the missing bundled spec and how to build it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'paydocs-'));
    expect(() => loadBundle(path.join(dir, 'openapi.json'))).toThrow(
      /openapi\.json does not exist: run `pnpm --filter @paydocs\/openapi build`/,
    );
    writeFileSync(path.join(dir, 'broken.json'), '{"openapi":');
    expect(() => loadBundle(path.join(dir, 'broken.json'))).toThrow(/broken\.json is not valid JSON/);
  });
});

describe('validateExample with readOnly and writeOnly', () => {
  const account = {
    type: 'object',
    required: ['id', 'password'],
    properties: {
      id: { type: 'string', readOnly: true, description: 'Set by the API.' },
      password: { type: 'string', writeOnly: true, description: 'Never returned.' },
    },
  };
  const body = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Account' } } } };
  const spec = {
    openapi: '3.1.0',
    info: { title: 'Accounts', version: '1' },
    paths: {
      '/accounts': {
        post: { operationId: 'createAccount', requestBody: body, responses: { '201': { description: 'Created.', ...body } } },
      },
    },
    components: { schemas: { Account: account } },
  };

  const cases: [string, ExampleTarget, unknown, [string, RegExp][]][] = [
    ['request: readOnly not required', { operation: 'createAccount', part: 'request' }, { password: 'pw' }, []],
    [
      'request: readOnly sent',
      { operation: 'createAccount', part: 'request' },
      { id: 'a', password: 'pw' },
      [['/id', /must not be present: `id` is readOnly/]],
    ],
    ['response: writeOnly not required', { operation: 'createAccount', part: 'response' }, { id: 'a' }, []],
    [
      'response: writeOnly returned',
      { operation: 'createAccount', part: 'response' },
      { id: 'a', password: 'pw' },
      [['/password', /must not be present: `password` is writeOnly/]],
    ],
    [
      'schema: no direction, both required',
      { schema: 'Account' },
      {},
      [
        ['', /'id'/],
        ['', /'password'/],
      ],
    ],
  ];

  it.each(cases)('%s', (_name, target, value, errors) => {
    const result = validateExample(target, value, spec);
    expect(result.errors.map((e) => e.pointer)).toEqual(errors.map(([pointer]) => pointer));
    for (const [i, [, message]] of errors.entries()) expect(result.errors[i]?.message).toMatch(message);
  });
});

// Each case builds its own document: the Ajv context is made (and its options applied) for the first value a
// document validates, so a shared document would leave every later case running on a context built before it.
describe('validateExample: what the Ajv context of a document accepts', () => {
  const specWith = (schemas: Record<string, unknown>) => ({
    openapi: '3.1.0',
    info: { title: 'Context', version: '1' },
    paths: {
      '/things': {
        post: {
          operationId: 'createThing',
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
          responses: {
            '201': { description: 'Created.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
          },
        },
      },
    },
    components: { schemas },
  });
  const secret = { type: 'string', writeOnly: true };
  const id = { type: 'string', readOnly: true };

  // given component schemas, a target and a value; want the errors (pointer, message)
  const cases: { name: string; schemas: Record<string, unknown>; target: ExampleTarget; value: unknown; errors: [string, string][] }[] = [
    {
      name: 'every error, not only the first',
      schemas: { Thing: { type: 'object', required: ['a', 'b'] } },
      target: { schema: 'Thing' },
      value: {},
      errors: [
        ['', `must have required property 'a' (missingProperty="a")`],
        ['', `must have required property 'b' (missingProperty="b")`],
      ],
    },
    {
      name: 'formats are checked',
      schemas: { Thing: { type: 'string', format: 'date-time' } },
      target: { schema: 'Thing' },
      value: 'yesterday',
      errors: [['', 'must match format "date-time" (format="date-time")']],
    },
    {
      name: 'a misspelled keyword is reported, not silently ignored',
      schemas: { Thing: { type: 'string', minLenght: 3 } },
      target: { schema: 'Thing' },
      value: 'ok',
      errors: [['', 'the schema at #/components/schemas/Thing cannot be compiled: strict mode: unknown keyword: "minLenght"']],
    },
    {
      name: 'an allOf envelope may split type, properties and required across its parts',
      schemas: { Thing: { allOf: [{ type: 'object', required: ['data'] }, { properties: { data: { type: 'string' } } }] } },
      target: { schema: 'Thing' },
      value: { data: 1 },
      errors: [['/data', 'must be string (type="string")']],
    },
    {
      name: 'prefixItems without a closing items keyword',
      schemas: { Thing: { type: 'array', prefixItems: [{ type: 'string' }] } },
      target: { schema: 'Thing' },
      value: [1, 2],
      errors: [['/0', 'must be string (type="string")']],
    },
    {
      name: 'x- keys in a list of subschemas are extensions, not unknown keywords',
      schemas: { Thing: { anyOf: [{ type: 'string', 'x-note': 'text' }, { type: 'integer' }] } },
      target: { schema: 'Thing' },
      value: 'a',
      errors: [],
    },
    {
      name: 'a type that is not a JSON type is reported with the schema, not thrown',
      schemas: { Thing: { type: 'strin' } },
      target: { schema: 'Thing' },
      value: 'a',
      errors: [['', 'the schema at #/components/schemas/Thing cannot be compiled: type must be JSONType or JSONType[]: strin']],
    },
    {
      name: 'request: a property with a boolean schema is not flagged',
      schemas: { Thing: { type: 'object', properties: { anything: true } } },
      target: { operation: 'createThing' },
      value: { anything: 1 },
      errors: [],
    },
    {
      name: 'request: readOnly through a $ref must not be sent',
      schemas: { Thing: { type: 'object', properties: { id: { $ref: '#/components/schemas/Id' } } }, Id: id },
      target: { operation: 'createThing' },
      value: { id: 'x' },
      errors: [['/id', 'must not be present: `id` is readOnly: the API sets it, so it appears in responses only']],
    },
    {
      name: 'request: readOnly inside properties named like example keywords or extensions',
      schemas: {
        Thing: {
          type: 'object',
          properties: Object.fromEntries(['example', 'examples', 'x-extra'].map((name) => [name, { type: 'object', properties: { id } }])),
        },
      },
      target: { operation: 'createThing' },
      value: { example: { id: 'a' }, examples: { id: 'b' }, 'x-extra': { id: 'c' } },
      errors: ['/example/id', '/examples/id', '/x-extra/id'].map((pointer) => [
        pointer,
        'must not be present: `id` is readOnly: the API sets it, so it appears in responses only',
      ]),
    },
    {
      name: 'request: a $ref to a schema without the flag may be sent',
      schemas: { Thing: { type: 'object', properties: { id: { $ref: '#/components/schemas/Id' } } }, Id: { type: 'string' } },
      target: { operation: 'createThing' },
      value: { id: 'x' },
      errors: [],
    },
    {
      name: 'response: writeOnly inside an allOf part is never returned; without a required list',
      schemas: { Thing: { allOf: [{ type: 'object' }, { properties: { secret } }] } },
      target: { operation: 'createThing', part: 'response' },
      value: { secret: 's' },
      errors: [['/secret', 'must not be present: `secret` is writeOnly: it is sent in requests and never returned']],
    },
    {
      name: 'response: only the writeOnly property leaves the required list',
      schemas: { Thing: { type: 'object', required: ['name', 'secret'], properties: { name: { type: 'string' }, secret } } },
      target: { operation: 'createThing', part: 'response' },
      value: {},
      errors: [['', `must have required property 'name' (missingProperty="name")`]],
    },
  ];

  it.each(cases)('$name', ({ schemas, target, value, errors }) => {
    const result = validateExample(target, value, specWith(schemas));
    expect(result.errors.map((e) => [e.pointer, e.message])).toEqual(errors);
    expect(result.valid).toBe(errors.length === 0);
  });

  it('validates with the context registered for the document (a precompiled one, where eval is not allowed)', () => {
    const spec = specWith({ Thing: { type: 'object' } });
    useAjvContext(spec, precompiledContext({}, {}));
    expect(validateExample({ schema: 'Thing' }, {}, spec).errors).toEqual([
      { pointer: '', message: 'no precompiled validator for the schema at #/components/schemas/Thing' },
    ]);
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleSpec } from '../src/bundle/index.ts';
import { loadBundle } from '@paydocs/spec-access';
import { validateExample, type ExampleTarget } from '../src/validate/index.ts';
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

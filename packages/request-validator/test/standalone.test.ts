// The standalone request validators (Ajv code generated at build time, for a page or Service Worker without
// 'unsafe-eval') give the same problems as the runtime validator, on the real spec: given/want bodies, through
// validateRequest with the precompiled context registered for the spec object.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBundle, locateBundle } from '@paydocs/spec-access/node';
import { precompiledContext, requestSchemaRefs, requestValidatorsModule, useAjvContext, validateRequest } from '../src/index.ts';

// The workspace's bundle: the spec package builds with spec-tools, which imports this package, so it is not a
// dependency (a cycle); turbo.json's `@paydocs/request-validator#test` builds it first.
const file = locateBundle(import.meta.dirname);
const runtimeSpec = loadBundle(file);
// A second parse of the same bundle: its own object, so its context is the precompiled one.
const precompiledSpec = structuredClone(runtimeSpec);

const checkout = {
  method: 'POST',
  path: '/v1/checkouts',
  headers: { Authorization: 'Bearer t', 'Sub-Account': 'acc_1', 'Content-Type': 'application/json' },
};
const cases = [
  { name: 'valid body', body: { amount: 10000, currency: 'usd' } },
  { name: 'missing amount', body: { currency: 'usd' } },
  { name: 'amount of the wrong type', body: { amount: 'ten', currency: 'usd' } },
  { name: 'currency outside the enum', body: { amount: 10000, currency: 'eur' } },
  { name: 'statement descriptor breaking its pattern', body: { amount: 10000, currency: 'usd', statement_descriptor: '!!' } },
];

describe('standalone request validators', () => {
  it('lists the request body and parameter schemas of each path operation with an operationId, once each', () => {
    const body = { content: { 'application/json': { schema: { type: 'object' } } } };
    const spec = {
      openapi: '3.1.0',
      info: { title: 'Bodies', version: '1' },
      paths: {
        '/a': {
          post: { operationId: 'createA', requestBody: body },
          put: { operationId: 'replaceA', requestBody: { $ref: '#/components/requestBodies/A' } },
          patch: { operationId: 'updateA', requestBody: { $ref: '#/components/requestBodies/A' } },
          get: { operationId: 'listA', parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer' } }] },
          delete: { requestBody: body },
        },
      },
      webhooks: { 'a.created': { post: { operationId: 'aCreated', requestBody: body } } },
      components: { requestBodies: { A: body } },
    };
    expect(requestSchemaRefs(spec)).toEqual([
      'https://paydocs.invalid/openapi/request.json#/paths/~1a/post/requestBody/content/application~1json/schema',
      'https://paydocs.invalid/openapi/request.json#/components/requestBodies/A/content/application~1json/schema',
      'https://paydocs.invalid/openapi/request.json#/paths/~1a/get/parameters/0/schema',
    ]);
  });

  it('gives the problems of the runtime validator', async () => {
    const dir = path.join(import.meta.dirname, '.generated');
    mkdirSync(dir, { recursive: true });
    const module = path.join(dir, 'request-validators.cjs');
    writeFileSync(module, requestValidatorsModule(runtimeSpec));
    // A fresh require each run: a module loaded before (same worker, an earlier run) would otherwise come from the cache.
    const load = createRequire(import.meta.url);
    delete load.cache[module];
    const { refs, ...functions } = load(module);
    expect(Object.keys(refs)).toEqual(requestSchemaRefs(runtimeSpec));
    useAjvContext(precompiledSpec, precompiledContext(functions, refs));
    for (const { name, body } of cases) {
      const input = { ...checkout, body: JSON.stringify(body) };
      const want = validateRequest(runtimeSpec, input);
      const got = validateRequest(precompiledSpec, input);
      expect(got, name).toEqual(want);
      if (name !== 'valid body') expect(got.problems.length, name).toBeGreaterThan(0);
    }
  });

  it('reports a schema it has no function for', () => {
    const context = precompiledContext({}, {});
    expect(context.validate('request', '#/components/schemas/X', {})).toEqual([
      { pointer: '', message: 'no precompiled validator for the schema at #/components/schemas/X' },
    ]);
  });
});

import { describe, expect, test } from 'vitest';
import type { SpecDocument } from './openapi.ts';
import { serverBasePath, walkOperations } from './walk.ts';

const doc: SpecDocument = {
  openapi: '3.1.0',
  paths: {
    '/payments/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, description: 'path-level' }, { $ref: '#/components/parameters/SubAccount' }],
      post: {
        operationId: 'updatePayment',
        parameters: [
          { name: 'id', in: 'path', required: true, description: 'operation-level' },
          { name: 'expand', in: 'query' },
        ],
      },
      get: { operationId: 'getPayment' },
      summary: 'not an operation',
    },
    '/refunds': { $ref: '#/components/pathItems/Refunds' },
  },
  webhooks: { 'payment.created': { post: { operationId: 'paymentCreated' } } },
  components: {
    parameters: { SubAccount: { name: 'Sub-Account', in: 'header' } },
    pathItems: { Refunds: { get: { operationId: 'listRefunds' } } },
  },
};

describe('walkOperations', () => {
  const walked = walkOperations(doc);
  test('lists operations in document order, then webhooks', () => {
    expect(walked.map((w) => `${w.kind} ${w.method} ${w.path} ${w.operationId}`)).toEqual([
      'operation post /payments/{id} updatePayment',
      'operation get /payments/{id} getPayment',
      'operation get /refunds listRefunds',
      'webhook post payment.created paymentCreated',
    ]);
  });
  test('an operation-level parameter replaces the path-level one with the same in and name, in its place', () => {
    const update = walked[0]!;
    expect(update.parameters.map((p) => `${p.node.in}:${p.node.name}:${p.node.description ?? ''}`)).toEqual([
      'path:id:operation-level',
      'header:Sub-Account:',
      'query:expand:',
    ]);
    expect(update.parameters[0]!.pointer).toBe('#/paths/~1payments~1{id}/post/parameters/0');
    expect(update.parameters[1]).toMatchObject({
      pointer: '#/components/parameters/SubAccount',
      ref: '#/components/parameters/SubAccount',
    });
  });
  test('path-level parameters reach every operation of the path', () => {
    expect(walked[1]!.parameters.map((p) => p.node.description ?? p.node.name)).toEqual(['path-level', 'Sub-Account']);
  });
  test('pointers name where the operation lives, through a Path Item $ref', () => {
    expect(walked.map((w) => w.pointer)).toEqual([
      '#/paths/~1payments~1{id}/post',
      '#/paths/~1payments~1{id}/get',
      '#/components/pathItems/Refunds/get',
      '#/webhooks/payment.created/post',
    ]);
  });
  test.each([
    ['the operation overrides the path item and the root', { servers: [{ url: '/op' }] }, { servers: [{ url: '/item' }] }, ['/op']],
    ['the path item overrides the root', {}, { servers: [{ url: '/item' }] }, ['/item']],
    ['the root applies', {}, {}, ['https://api.example.com/v1']],
  ])('servers: %s', (_name, operation, item, want) => {
    const got = walkOperations({
      openapi: '3.1.0',
      servers: [{ url: 'https://api.example.com/v1' }],
      paths: { '/a': { ...item, get: operation } },
    });
    expect(got[0]!.servers.map((s) => s.url)).toEqual(want);
  });
  test('no servers anywhere: none', () => {
    expect(walkOperations({ openapi: '3.1.0', paths: { '/a': { get: {} } } })[0]!.servers).toEqual([]);
  });
  test.each([
    ['https://{api_host}/v1/', '/v1'],
    ['https://api.example.com', ''],
    ['https://api.example.com/', ''],
    ['v1', '/v1'],
    ['/v2', '/v2'],
  ])('serverBasePath(%j) -> %j', (url, want) => expect(serverBasePath(url)).toBe(want));

  test('3.0 x-webhooks are walked as webhooks', () => {
    const got = walkOperations({ openapi: '3.0.3', paths: {}, 'x-webhooks': { ping: { post: {} } } });
    expect(got.map((w) => [w.kind, w.path, w.pointer])).toEqual([['webhook', 'ping', '#/x-webhooks/ping/post']]);
  });
});

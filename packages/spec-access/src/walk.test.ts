import { describe, expect, test } from 'vitest';
import { walkOperations } from './walk.ts';

const doc = {
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
  test('3.0 x-webhooks are walked as webhooks', () => {
    const got = walkOperations({ openapi: '3.0.3', paths: {}, 'x-webhooks': { ping: { post: {} } } });
    expect(got.map((w) => [w.kind, w.path, w.pointer])).toEqual([['webhook', 'ping', '#/x-webhooks/ping/post']]);
  });
});

import { describe, expect, test } from 'vitest';
import type { SpecDocument } from './openapi.ts';
import { matchOperation, matchPath, operationById, requestTarget } from './match.ts';

// A spec shaped like ours: a root server with a base path, and a token call whose Path Item has its own server
// without one.
const doc: SpecDocument = {
  openapi: '3.1.0',
  servers: [{ url: 'https://{api_host}/v1' }],
  paths: {
    '/checkouts': { get: { operationId: 'listCheckouts' }, post: { operationId: 'createCheckout' } },
    '/checkouts/{checkout_id}': { get: { operationId: 'getCheckout' } },
    '/checkouts/{checkout_id}/complete': { post: { operationId: 'completeCheckout' } },
    '/terminals/{id}': { get: { operationId: 'getTerminal' } },
    '/terminals/orders': { get: { operationId: 'listTerminalOrders' } },
    '/oauth/token': { servers: [{ url: 'https://{api_host}' }], post: { operationId: 'createAccessToken' } },
    '/': { get: { operationId: 'root' } },
  },
  webhooks: { 'checkout.completed': { post: { operationId: 'checkoutCompleted' } } },
};

type Want = { id: string; params: Record<string, string> } | { error: RegExp };

describe('matchOperation (given method and path in any form, want the operation and its path parameters)', () => {
  const cases: [string, string, Want][] = [
    // The spec's form.
    ['POST', '/checkouts', { id: 'createCheckout', params: {} }],
    ['get', '/checkouts/{checkout_id}', { id: 'getCheckout', params: {} }],
    // As sent, with the server's base path.
    ['GET', '/v1/checkouts/cho_1', { id: 'getCheckout', params: { checkout_id: 'cho_1' } }],
    ['POST', '/v1/checkouts/cho%201/complete/', { id: 'completeCheckout', params: { checkout_id: 'cho 1' } }],
    ['GET', '/checkouts/cho_1', { id: 'getCheckout', params: { checkout_id: 'cho_1' } }],
    // A full URL with a query string and a fragment.
    ['GET', 'https://api.example.com/v1/checkouts/cho_1?limit=5#x', { id: 'getCheckout', params: { checkout_id: 'cho_1' } }],
    ['GET', 'https://api.example.com/v1/checkouts?limit=5', { id: 'listCheckouts', params: {} }],
    // A concrete segment beats a parameter.
    ['GET', '/v1/terminals/orders', { id: 'listTerminalOrders', params: {} }],
    ['GET', '/v1/terminals/trm_9', { id: 'getTerminal', params: { id: 'trm_9' } }],
    // The token call's own server has no base path.
    ['POST', '/oauth/token', { id: 'createAccessToken', params: {} }],
    ['POST', 'https://api.example.com/oauth/token', { id: 'createAccessToken', params: {} }],
    ['GET', '/v1', { id: 'root', params: {} }],
    // Misses.
    ['DELETE', '/v1/checkouts', { error: /^DELETE \/v1\/checkouts is not an operation of the spec \(that path has GET, POST\)$/ }],
    [
      'GET',
      '/v1/nope',
      { error: /^GET \/v1\/nope matches no path of the spec \(paths are relative to the server URL: https:\/\/\{api_host\}\/v1\)$/ },
    ],
    ['POST', '/v1/oauth/token', { error: /matches no path/ }],
    ['GET', '/v1/checkouts//complete', { error: /matches no path/ }],
    ['POST', 'checkout.completed', { error: /matches no path/ }],
  ];
  test.each(cases)('%s %s', (method, target, want) => {
    const got = matchOperation(doc, method, target);
    if ('error' in want) expect('error' in got ? got.error : got.operation.operationId).toMatch(want.error);
    else expect('error' in got ? got.error : { id: got.operation.operationId, params: got.params }).toEqual(want);
  });

  test('as sent: the base path is required, except where the server has none', () => {
    const ids = [
      ['GET', '/checkouts'],
      ['GET', '/v1/checkouts'],
      ['POST', '/oauth/token'],
    ].map(([m, p]) => {
      const got = matchOperation(doc, m!, p!, { asSent: true });
      return 'error' in got ? 'error' : got.operation.operationId;
    });
    expect(ids).toEqual(['error', 'listCheckouts', 'createAccessToken']);
  });
});

test('without servers, paths are from the root, and the error says there is no server', () => {
  const { servers: _, ...serverless } = doc;
  const got = ['/checkouts', '/v1/checkouts'].map((p) => {
    const m = matchOperation(serverless, 'GET', p, { asSent: true });
    return 'error' in m ? m.error : m.operation.operationId;
  });
  expect(got).toEqual(['listCheckouts', 'GET /v1/checkouts matches no path of the spec (paths are relative to the server URL: none)']);
});

describe('matchPath', () => {
  test.each([
    ['/checkouts/{id}', '/checkouts', ['/v1'], undefined],
    ['/checkouts/{id}', '/v1/checkouts/{}', ['/v1'], { params: {}, score: 1 }],
    ['/archive/v1/items', '/archive/v1/items', ['/v1'], { params: {}, score: 3 }],
    ['/checkouts', '/v2/checkouts', ['/v1'], undefined],
    ['/checkouts', '/v1checkouts', ['/v1'], undefined],
  ])('%s ~ %s under %j', (template, target, bases, want) => {
    expect(matchPath(template, target, bases)).toEqual(want);
  });
});

describe('requestTarget', () => {
  test.each([
    [
      'https://api.example.com/v1/a/?x=1&y=a+b#f',
      {
        path: '/v1/a',
        query: [
          ['x', '1'],
          ['y', 'a b'],
        ],
      },
    ],
    ['/a?expand%5B%5D=b', { path: '/a', query: [['expand[]', 'b']] }],
    ['a/b', { path: '/a/b', query: [] }],
    ['', { path: '/', query: [] }],
  ])('%s', (target, want) => expect(requestTarget(target)).toEqual(want));
});

test('operationById finds operations and webhooks by operationId', () => {
  expect([operationById(doc, 'getCheckout')?.path, operationById(doc, 'checkoutCompleted')?.kind, operationById(doc, 'nope')]).toEqual([
    '/checkouts/{checkout_id}',
    'webhook',
    undefined,
  ]);
});

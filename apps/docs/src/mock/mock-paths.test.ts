import { describe, expect, it } from 'vitest';
import { apiPathOf, mockPaths } from './mock-paths.ts';

describe('mockPaths', () => {
  it.each([
    { given: '/', want: { script: '/mock-sw.js', scope: '/api-spec', prefix: '/__mock', spec: '/openapi.json' } },
    { given: '/docs/', want: { script: '/docs/mock-sw.js', scope: '/docs/api-spec', prefix: '/docs/__mock', spec: '/docs/openapi.json' } },
    { given: '/docs', want: { script: '/docs/mock-sw.js', scope: '/docs/api-spec', prefix: '/docs/__mock', spec: '/docs/openapi.json' } },
  ])('base $given', ({ given, want }) => expect(mockPaths(given)).toEqual(want));
});

describe('apiPathOf', () => {
  it.each([
    { given: 'https://docs.test/__mock/v1/payments?limit=5', base: '/', want: '/v1/payments?limit=5' },
    { given: 'https://docs.test/__mock/oauth/token', base: '/', want: '/oauth/token' },
    { given: 'https://docs.test/docs/__mock/v1/checkouts', base: '/docs/', want: '/v1/checkouts' },
    { given: 'https://docs.test/__mockery/v1/checkouts', base: '/', want: undefined },
    { given: 'https://docs.test/api-spec', base: '/', want: undefined },
  ])('$given', ({ given, base, want }) => expect(apiPathOf(new URL(given), mockPaths(base))).toBe(want));
});

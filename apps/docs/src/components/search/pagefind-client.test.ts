import { describe, expect, it } from 'vitest';
import { siteUrl } from './pagefind-client.ts';

describe('siteUrl', () => {
  it.each([
    { url: '/apiFundamentals/idempotency.html', want: '/apiFundamentals/idempotency' },
    { url: '/apiFundamentals/idempotency.html#idempotency-keys', want: '/apiFundamentals/idempotency#idempotency-keys' },
    { url: '/apiFundamentals/idempotency/', want: '/apiFundamentals/idempotency' },
    { url: '/apiFundamentals/idempotency/#keys', want: '/apiFundamentals/idempotency#keys' },
    { url: '/index.html', want: '/' },
    { url: '/docs/index.html#top', want: '/docs#top' },
    { url: '/', want: '/' },
  ])('$url -> $want', ({ url, want }) => {
    expect(siteUrl(url)).toBe(want);
  });
});

import { describe, expect, it } from 'vitest';
import { siteUrl, topHeadings } from './pagefind-client.ts';

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

describe('topHeadings', () => {
  const sub = (title: string, url: string, matches: number) => ({
    title,
    url,
    excerpt: '',
    locations: Array.from({ length: matches }, (_, i) => i),
  });

  it('keeps the best-matching headings in page order and drops the anchorless page section', () => {
    const got = topHeadings(
      [
        sub('Idempotency', '/apiFundamentals/idempotency.html', 9),
        sub('When', '/apiFundamentals/idempotency.html#when', 1),
        sub('Keys', '/apiFundamentals/idempotency.html#keys', 5),
        sub('Retry', '/apiFundamentals/idempotency.html#retry', 3),
        sub('Errors', '/apiFundamentals/idempotency.html#errors', 4),
        sub('Limits', '/apiFundamentals/idempotency.html#limits', 2),
      ],
      3,
    );
    expect(got.map((h) => [h.title, h.url])).toEqual([
      ['Keys', '/apiFundamentals/idempotency#keys'],
      ['Retry', '/apiFundamentals/idempotency#retry'],
      ['Errors', '/apiFundamentals/idempotency#errors'],
    ]);
  });
});

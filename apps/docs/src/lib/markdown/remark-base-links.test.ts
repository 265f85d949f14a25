import { describe, expect, test } from 'vitest';
import { remarkBaseLinks } from './remark-base-links.ts';

const tree = (...urls: string[]) => ({
  type: 'root',
  children: urls.map((url) => ({ type: 'paragraph', children: [{ type: 'link', url, children: [] }] })),
});
const urlsOf = (t: ReturnType<typeof tree>) => t.children.map((p) => p.children[0]!.url);

describe('remarkBaseLinks', () => {
  test.each([
    ['/', ['/apiFundamentals', '#x', 'https://example.com'], ['/apiFundamentals', '#x', 'https://example.com']],
    [
      '/docs/',
      ['/apiFundamentals#base-url', '/', '//cdn.example.com/a', '#x', 'relative', 'mailto:a@b.c'],
      ['/docs/apiFundamentals#base-url', '/docs/', '//cdn.example.com/a', '#x', 'relative', 'mailto:a@b.c'],
    ],
  ])('base %j', (base, given, want) => {
    const t = tree(...given);
    remarkBaseLinks({ base })(t);
    expect(urlsOf(t)).toEqual(want);
  });
});

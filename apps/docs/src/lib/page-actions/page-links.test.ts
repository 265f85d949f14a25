import { describe, expect, test } from 'vitest';
import { editHref, markdownHref } from './page-links.ts';

describe('markdownHref', () => {
  test.each([
    ['/gettingStarted', '/gettingStarted.md'],
    ['/apiFundamentals', '/apiFundamentals.md'],
    ['/docs/payments/overview', '/docs/payments/overview.md'],
  ])('%s -> %s', (given, want) => {
    expect(markdownHref(given)).toBe(want);
  });
});

describe('editHref', () => {
  test.each([
    {
      name: 'appends the path from the repository root',
      given: ['https://code.example/org/repo/edit/main/', 'src/content/docs/gettingStarted.mdx', '/repo', '/repo/apps/docs'] as const,
      want: 'https://code.example/org/repo/edit/main/apps/docs/src/content/docs/gettingStarted.mdx',
    },
    {
      name: 'keeps nested folders and encodes names',
      given: ['https://code.example/e/', 'src/content/docs/payments/guides/a b.mdx', '/r', '/r/apps/docs'] as const,
      want: 'https://code.example/e/apps/docs/src/content/docs/payments/guides/a%20b.mdx',
    },
    { name: 'no edit URL, no link', given: [undefined, 'src/content/docs/x.mdx', '/r', '/r/apps/docs'] as const, want: undefined },
  ])('$name', ({ given: [editUrl, source, repo, app], want }) => {
    expect(editHref(editUrl, source, repo, app)).toBe(want);
  });

  test('refuses a source outside the repository', () => {
    expect(() => editHref('https://e/', '../../../x.mdx', '/r', '/r/apps/docs')).toThrow(/outside the repository/);
  });
});

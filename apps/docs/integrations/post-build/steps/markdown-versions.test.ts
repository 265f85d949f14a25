// The Markdown version a page announces: its output file under the base, and under `astro dev` the same
// conversion from the page the server renders, only for a page that announces that very path.
import { describe, expect, test } from 'vitest';
import { devMarkdownVersion, markdownVersionHref, outputFile } from './markdown-versions.ts';

const page = (href?: string) =>
  `<html><head>${href ? `<link rel="alternate" type="text/markdown" href="${href}">` : ''}</head><body><main><h1>Guide</h1><p>Body</p></main></body></html>`;

describe('markdownVersionHref', () => {
  test.each([
    { given: page('/guide.md'), want: '/guide.md' },
    { given: page(), want: undefined },
    { given: '<link rel="alternate" type="application/rss+xml" href="/feed.xml">', want: undefined },
  ])('$want', ({ given, want }) => {
    expect(markdownVersionHref(given)).toBe(want);
  });
});

describe('outputFile', () => {
  test.each([
    { href: '/api-spec/checkouts.md', base: '/', want: 'api-spec/checkouts.md' },
    { href: '/docs/gettingStarted.md', base: '/docs/', want: 'gettingStarted.md' },
  ])('$href under $base', ({ href, base, want }) => {
    expect(outputFile(href, base, 'x.html')).toBe(want);
  });

  test('a path outside the base fails naming the page', () => {
    expect(() => outputFile('/guide.md', '/docs/', 'guide.html')).toThrow(
      'post-build: guide.html announces its Markdown version at /guide.md; expected a path under /docs/ ending in .md',
    );
  });
});

describe('devMarkdownVersion', () => {
  const pages: Record<string, string> = { '/guide': page('/guide.md'), '/home': page() };
  const renderPage = async (path: string) => pages[path];
  test.each([
    { path: '/guide.md', want: '# Guide\n\nBody\n' },
    { path: '/home.md', want: undefined },
    { path: '/nope.md', want: undefined },
    { path: '/guide', want: undefined },
  ])('$path', async ({ path, want }) => {
    expect(await devMarkdownVersion(path, renderPage)).toBe(want);
  });
});

// The outputs made of page content from one parse of each built page: the Markdown version a page announces (its
// output file under the base), sections.json, the search index with the API entries relinked to the guides; and
// under `astro dev` the same conversion from the page the server renders, only for a page that announces that path.
import { createSiteSearch, type DocsSections, type SiteIndex, sectionOf } from '@paydocs/api-search';
import { beforeAll, describe, expect, test } from 'vitest';
import type { BuiltSite } from '../pipeline.ts';
import { devMarkdownVersion, outputFile, pageContent } from './page-content.ts';

const page = (href?: string, body = '<h1>Guide</h1><p>Body</p>') =>
  `<html><head>${href ? `<link rel="alternate" type="text/markdown" href="${href}">` : ''}</head><body><main data-content-body>${body}</main></body></html>`;

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

describe('pageContent', () => {
  const api = [
    { kind: 'error', key: 'expired', title: 'expired', url: '/docs/api-spec/schemas#schema/ErrorCode', detail: 'Error code, HTTP 401.' },
  ];
  const site: BuiltSite = {
    pages: new Map([
      [
        'errors.html',
        page(
          '/docs/errors.md',
          '<h1>Errors</h1><h2 id="catalogue">Catalogue</h2><table><thead><tr><th>Code</th></tr></thead>' +
            '<tbody><tr id="error-expired"><td>expired</td></tr></tbody></table>',
        ),
      ],
      ['api-spec/schemas.html', page('/docs/api-spec/schemas.md', '<h1>Schemas</h1><h2 id="schema/ErrorCode">ErrorCode</h2><p>Codes.</p>')],
      ['index.html', '<html><body><main><h1>Home</h1></main></body></html>'],
    ]),
    base: '/docs/',
    assets: '/docs/_astro/',
    readFile: (file) => (file === 'search/api-index.json' ? JSON.stringify(api) : ''),
  };
  let files: ReadonlyMap<string, string>;
  let sections: DocsSections;
  let index: SiteIndex;
  beforeAll(async () => {
    files = (await pageContent.run(site)).files!;
    sections = JSON.parse(files.get('sections.json')!) as DocsSections;
    index = JSON.parse(files.get('search/site-index.json')!) as SiteIndex;
  });

  test('writes each announced Markdown version, and sections.json of every page with content', () => {
    expect(files.get('errors.md')).toBe('# Errors\n\n## Catalogue\n\n| Code |\n| --- |\n| expired |\n');
    expect(sections.pages.map((p) => p.route)).toEqual(['/api-spec/schemas', '/errors']);
    const errors = sections.pages.find((p) => p.route === '/errors')!;
    expect(sectionOf(errors, 'catalogue')?.markdown).toBe('## Catalogue\n\n| Code |\n| --- |\n| expired |');
    expect(sectionOf(errors, 'error-expired')?.markdown).toBe('| Code |\n| --- |\n| expired |');
  });

  test('links an API entry to the guide that shows it, under the base', () => {
    expect(JSON.parse(files.get('search/api-index.json')!)).toEqual([{ ...api[0], url: '/docs/errors#error-expired' }]);
  });

  test('indexes the sections with their kinds, loaded as the dialog loads them', () => {
    expect(index.sections.map((s) => [s.kind, s.url, s.listing ?? false])).toEqual([
      ['schema', '/api-spec/schemas#schema/ErrorCode', true],
      ['guide', '/errors#catalogue', false],
      ['error', '/errors#error-expired', false],
    ]);
    expect(createSiteSearch(index).search('codes', 1)[0]?.url).toBe('/api-spec/schemas#schema/ErrorCode');
  });
});

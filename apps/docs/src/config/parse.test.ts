import { describe, expect, it } from 'vitest';
import { siteConfig } from '../site.config.ts';
import { SiteConfigError, parseSiteConfig } from './parse.ts';
import type { SiteConfigInput } from './schema.ts';

const minimal: SiteConfigInput = {
  title: 'Documentation',
  tagline: 'Docs for platform developers.',
  providerLinks: { storybook: 'https://storybook.test/' },
  docs: { mainDocId: 'gettingStarted', versions: [{ name: 'current', label: 'Next' }], lastVersion: 'current' },
  navbar: { items: [{ type: 'link', label: 'API Specification', href: '/api-spec' }] },
  footer: { style: 'row', links: [{ label: 'Contact', href: '/contact' }], copyright: 'Copyright © 2025' },
};

/** `minimal` with one key replaced (a shallow merge per top-level key). */
function withOverride(override: Record<string, unknown>): unknown {
  return { ...minimal, ...override };
}

function issuesOf(input: unknown): string[] {
  try {
    parseSiteConfig(input);
  } catch (error) {
    if (error instanceof SiteConfigError) return error.issues.map((issue) => `${issue.path}: ${issue.message}`);
    throw error;
  }
  return [];
}

describe('parseSiteConfig', () => {
  it('accepts the site configuration', () => {
    const config = parseSiteConfig(siteConfig);
    expect(config.title).toBe('Documentation');
    expect(config.docs.versions).toEqual([{ name: 'current', label: 'Next', path: '' }]);
  });

  it('fills in defaults for a minimal configuration', () => {
    const config = parseSiteConfig(minimal);
    expect(config.base).toBe('/');
    expect(config.colorMode).toEqual({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false });
    expect(config.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(config.navbar.hideOnScroll).toBe(false);
    expect(config.navbar.items[0]?.position).toBe('left');
    expect(config.docs.pluginId).toBe('default');
    expect(config.i18n.locales).toEqual([{ code: 'en', label: 'English' }]);
    expect(config.announcementBar).toBeUndefined();
  });

  it('fills in announcement bar defaults', () => {
    const config = parseSiteConfig(withOverride({ announcementBar: { id: 'news', content: 'Hello <b>there</b>' } }));
    expect(config.announcementBar).toEqual({
      id: 'news',
      content: 'Hello <b>there</b>',
      backgroundColor: '#ffffff',
      textColor: '#1c1e21',
      isCloseable: true,
    });
  });

  // The item types in the order the schema's union lists them.
  const expectedTypes = 'link, dropdown, localeDropdown, search, html, doc, docSidebar, docsVersion, docsVersionDropdown';
  const invalid: { name: string; input: unknown; want: string[] }[] = [
    {
      name: 'unknown navbar item type names the item index and the expected types',
      input: withOverride({
        navbar: {
          items: [
            { type: 'link', label: 'A', href: '/a' },
            { type: 'search' },
            { type: 'html', value: '<b>x</b>' },
            { type: 'foo', label: 'Foo' },
          ],
        },
      }),
      want: [`navbar.items[3].type: unknown item type "foo"; expected one of ${expectedTypes}`],
    },
    {
      name: 'navbar item without a type',
      input: withOverride({ navbar: { items: [{ label: 'A', href: '/a' }] } }),
      want: [`navbar.items[0].type: missing item type; expected one of ${expectedTypes}`],
    },
    {
      name: 'dropdown entry of a type dropdowns cannot hold',
      input: withOverride({
        navbar: { items: [{ type: 'dropdown', label: 'More', items: [{ type: 'search' }] }] },
      }),
      want: ['navbar.items[0].items[0].type: unknown item type "search"; expected one of link, doc'],
    },
    {
      name: 'bad announcement bar colour',
      input: withOverride({ announcementBar: { id: 'news', content: 'Hi', backgroundColor: 'blueish' } }),
      want: ['announcementBar.backgroundColor: expected a CSS colour such as "#1c1e21" or "rgb(28 30 33)"'],
    },
    {
      name: 'missing title',
      input: { ...minimal, title: undefined },
      want: ['title: Invalid input: expected string, received undefined'],
    },
    {
      name: 'empty title',
      input: withOverride({ title: '' }),
      want: ['title: Too small: expected string to have >=1 characters'],
    },
    {
      name: 'misspelt key',
      input: withOverride({ navbar: { items: [], hideOnScrol: true } }),
      want: ['navbar.hideOnScrol: Unrecognized key: "hideOnScrol"'],
    },
    {
      name: 'unknown position',
      input: withOverride({ navbar: { items: [{ type: 'search', position: 'middle' }] } }),
      want: ['navbar.items[0].position: Invalid option: expected one of "left"|"right"'],
    },
    {
      name: 'unknown footer style',
      input: withOverride({ footer: { style: 'grid', copyright: '2025' } }),
      want: ['footer.style: unknown footer style "grid"; expected one of columns, row'],
    },
    {
      name: 'last version that is not a version',
      input: withOverride({ docs: { ...minimal.docs, lastVersion: '2.0' } }),
      want: ['docs.lastVersion: unknown version "2.0"; expected one of current'],
    },
    {
      name: 'base without the trailing slash',
      input: withOverride({ base: '/docs' }),
      want: ['base: expected a path that starts and ends with "/", e.g. "/" or "/docs/"'],
    },
    {
      name: 'link that is neither a path nor a URL',
      input: withOverride({ navbar: { items: [{ type: 'link', label: 'A', href: 'api-spec' }] } }),
      want: ['navbar.items[0].href: expected a path starting with "/" or an absolute http(s) URL'],
    },
    {
      name: 'table of contents levels in the wrong order',
      input: withOverride({ tableOfContents: { minHeadingLevel: 4, maxHeadingLevel: 3 } }),
      want: ['tableOfContents.minHeadingLevel: must not be greater than tableOfContents.maxHeadingLevel'],
    },
  ];

  it.each(invalid)('rejects: $name', ({ input, want }) => {
    expect(issuesOf(input)).toEqual(want);
  });

  it('names the config file and every issue in the error message', () => {
    expect(() => parseSiteConfig({ ...minimal, title: undefined })).toThrow(
      'Invalid site configuration in src/site.config.ts:\n  - title: Invalid input: expected string, received undefined',
    );
  });
});

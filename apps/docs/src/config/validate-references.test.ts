import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from './parse.ts';
import type { NavbarItem, SiteConfigInput } from './schema.ts';
import type { DocSummary, SidebarItemInput } from './sidebar-tree.ts';
import { validateReferences } from './validate-references.ts';

const docs = new Map<string, DocSummary>([
  ['gettingStarted', { title: 'Getting Started', description: 'Start here.' }],
  ['payments/overview', { title: 'Payments', description: 'Take payments.' }],
]);

const sidebars: Record<string, SidebarItemInput[]> = {
  docs: ['gettingStarted', { type: 'category', label: 'Payments', slug: 'payments', description: 'All.', items: ['payments/overview'] }],
  unwritten: ['not/yet/written'],
  empty: [],
};

function configWith(items: SiteConfigInput['navbar']['items']) {
  return parseSiteConfig({
    title: 'Documentation',
    tagline: 'Docs.',
    providerLinks: { storybook: 'https://storybook.test/' },
    docs: { mainDocId: 'gettingStarted', versions: [{ name: 'current', label: 'Next' }], lastVersion: 'current' },
    navbar: { items },
    footer: { style: 'row', links: [{ label: 'Contact', href: '/contact' }], copyright: '© 2025' },
  });
}

describe('validateReferences', () => {
  const cases: { name: string; items: NavbarItem[] | SiteConfigInput['navbar']['items']; want: string[] }[] = [
    {
      name: 'doc and docSidebar items that resolve',
      items: [
        { type: 'doc', docId: 'gettingStarted' },
        { type: 'docSidebar', sidebarId: 'docs', label: 'Docs' },
        { type: 'dropdown', label: 'More', items: [{ type: 'doc', docId: 'payments/overview' }] },
      ],
      want: [],
    },
    {
      name: 'doc item naming a doc that does not exist',
      items: [
        { type: 'link', label: 'A', href: '/a' },
        { type: 'doc', docId: 'GettingStarted' },
      ],
      want: ['navbar.items[1].docId: no doc with id "GettingStarted"'],
    },
    {
      name: 'doc inside a dropdown naming a doc that does not exist',
      items: [{ type: 'dropdown', label: 'More', items: [{ type: 'doc', docId: 'nope' }] }],
      want: ['navbar.items[0].items[0].docId: no doc with id "nope"'],
    },
    {
      name: 'docSidebar item naming an unknown sidebar',
      items: [{ type: 'docSidebar', sidebarId: 'api', label: 'API' }],
      want: ['navbar.items[0].sidebarId: unknown sidebar "api"; expected one of docs, unwritten, empty'],
    },
    {
      name: 'docSidebar item whose sidebar is empty',
      items: [{ type: 'docSidebar', sidebarId: 'empty', label: 'Empty' }],
      want: ['navbar.items[0]: doc sidebar "empty" has nothing to link to'],
    },
    {
      name: 'docSidebar item whose sidebar only names unwritten docs',
      items: [{ type: 'search' }, { type: 'docSidebar', sidebarId: 'unwritten', label: 'Later' }],
      want: ['navbar.items[1]: doc sidebar "unwritten" has nothing to link to'],
    },
  ];

  it.each(cases)('$name', ({ items, want }) => {
    const errors = validateReferences(configWith(items as SiteConfigInput['navbar']['items']), { docs, sidebars }).filter(
      (e) => !e.path.startsWith('sidebars.'),
    ); // sidebar problems have their own test
    expect(errors).toHaveLength(want.length);
    for (const [index, error] of errors.entries()) expect(`${error.path}: ${error.message}`).toContain(want[index]);
  });

  it('fails when the main doc does not exist', () => {
    const errors = validateReferences(configWith([]), { docs: new Map(), sidebars: {} });
    expect(errors.map((error) => error.path)).toEqual(['docs.mainDocId']);
  });

  it('fails on sidebar entries whose docs do not exist', () => {
    const errors = validateReferences(configWith([]), { docs, sidebars });
    expect(errors).toContainEqual({
      path: 'sidebars.unwritten',
      message: 'lists docs that do not exist: not/yet/written; expected a file in src/content/docs for each',
    });
  });

  it('fails on a category slug used twice', () => {
    const twice: SidebarItemInput[] = [
      { type: 'category', label: 'A', slug: 'same', description: 'A.', items: ['gettingStarted'] },
      { type: 'category', label: 'B', slug: 'same', description: 'B.', items: ['payments/overview'] },
    ];
    const errors = validateReferences(configWith([]), { docs, sidebars: { docs: twice } });
    expect(errors).toEqual([{ path: 'sidebars.docs', message: 'category slug "same" is used more than once' }]);
  });
});

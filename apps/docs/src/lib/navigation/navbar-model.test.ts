import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../config/parse.ts';
import type { SiteConfigInput } from '../../config/schema.ts';
import type { DocSummary, SidebarItemInput } from '../../config/sidebar-tree.ts';
import { resolveNavbar, type NavContext, type NavModel } from './navbar-model.ts';

const docs = new Map<string, DocSummary>([
  ['gettingStarted', { title: 'Getting Started', description: 'Start.' }],
  ['payments/overview', { title: 'Payments overview', description: 'Pay.' }],
  ['payments/apple-pay', { title: 'Apple Pay', description: 'Not in the sidebar.' }],
]);
const sidebars: Record<string, SidebarItemInput[]> = {
  docs: ['gettingStarted', { type: 'category', label: 'Payments', slug: 'payments', description: 'P.', items: ['payments/overview'] }],
};

function navbar(items: SiteConfigInput['navbar']['items'], currentPath: string, isDocsPage = true): NavModel[] {
  const config = parseSiteConfig({
    title: 'Documentation',
    tagline: 'Docs.',
    providerLinks: { storybook: 'https://storybook.test/' },
    docs: { mainDocId: 'gettingStarted', versions: [{ name: 'current', label: 'Next' }], lastVersion: 'current' },
    navbar: { items },
    footer: { style: 'row', links: [{ label: 'Contact', href: '/contact' }], copyright: '© 2025' },
  });
  const context: NavContext = { config, docs, sidebars, currentPath, isDocsPage };
  return resolveNavbar(context);
}

const link = (model: NavModel | undefined) => (model?.kind === 'link' ? model.entry : undefined);

describe('resolveNavbar', () => {
  it('labels a doc item with the doc title and marks it active across its sidebar', () => {
    const [onSidebarPage] = navbar([{ type: 'doc', docId: 'gettingStarted' }], '/payments/overview');
    expect(link(onSidebarPage)).toMatchObject({ label: 'Getting Started', href: '/gettingStarted', active: true, current: false });
    const [offSidebar] = navbar([{ type: 'doc', docId: 'gettingStarted' }], '/payments/apple-pay');
    expect(link(offSidebar)).toMatchObject({ active: false });
  });

  it.each([
    { path: '/api-spec', want: { current: true, active: true } },
    { path: '/contact', want: { current: false, active: false } },
  ])('marks a link to $path', ({ path, want }) => {
    const [item] = navbar([{ type: 'link', label: 'API Specification', href: '/api-spec' }], path, false);
    expect(link(item)).toMatchObject(want);
  });

  it('opens external links as external', () => {
    const [item] = navbar([{ type: 'link', label: 'GitHub', href: 'https://code.test/' }], '/');
    expect(link(item)).toMatchObject({ external: true, active: false });
  });

  it('links a docSidebar item to the first page of the sidebar', () => {
    const [item] = navbar([{ type: 'docSidebar', sidebarId: 'docs', label: 'Guides' }], '/category/payments');
    expect(link(item)).toMatchObject({ label: 'Guides', href: '/gettingStarted', active: true });
  });

  it('labels versions "Versions" on mobile, with the current version active on doc pages only', () => {
    const onDocs = navbar([{ type: 'docsVersionDropdown' }], '/payments/overview')[0];
    expect(onDocs).toMatchObject({ kind: 'dropdown', label: 'Next', mobileLabel: 'Versions', menuLabel: 'Versions' });
    expect(onDocs?.kind === 'dropdown' && onDocs.entries).toEqual([
      { label: 'Next', href: '/gettingStarted', external: false, active: true, current: false, versionName: 'current' },
    ]);
    const offDocs = navbar([{ type: 'docsVersionDropdown' }], '/contact', false)[0];
    expect(offDocs?.kind === 'dropdown' && offDocs.entries.some((entry) => entry.active)).toBe(false);
  });

  it('lists English in the "Languages" dropdown, linking to the current page', () => {
    const [item] = navbar([{ type: 'localeDropdown' }], '/contact', false);
    expect(item).toMatchObject({ kind: 'dropdown', label: 'English', mobileLabel: 'Languages', menuLabel: 'Languages' });
    expect(item?.kind === 'dropdown' && item.entries).toEqual([
      { label: 'English', href: '/contact', external: false, active: true, current: true, lang: 'en' },
    ]);
  });

  it('links docsVersion to the main doc with the version label', () => {
    const [item] = navbar([{ type: 'docsVersion' }], '/contact', false);
    expect(link(item)).toMatchObject({ label: 'Next', href: '/gettingStarted', active: false });
  });

  it('keeps position, search and html items', () => {
    expect(
      navbar(
        [
          { type: 'search', position: 'right' },
          { type: 'html', value: '<b>Beta</b>' },
        ],
        '/',
      ),
    ).toEqual([
      { kind: 'search', position: 'right' },
      { kind: 'html', position: 'left', value: '<b>Beta</b>' },
    ]);
  });
});

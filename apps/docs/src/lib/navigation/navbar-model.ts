// Resolves the configured navbar items into what the navbar renders for one page: labels,
// hrefs, and which entries are active (the page itself, or the section it belongs to).
// Pure, so the rules are unit-tested (navbar-model.test.ts) rather than only seen in a browser.
import type { DropdownEntry, NavbarItem, SiteConfig } from '../../config/schema.ts';
import { findTrail, resolveSidebar, type DocSummary, type SidebarItemInput } from '../../config/sidebar-tree.ts';
import { isExternalUrl, withBase } from '@paydocs/spec-access/urls';

export interface NavEntry {
  label: string;
  href: string;
  external: boolean;
  /** The page or its section: styles the entry and expands its mobile dropdown. */
  active: boolean;
  /** The entry links to this very page (aria-current="page"). */
  current: boolean;
  ariaLabel?: string;
  /** For version links: the version stored as the reader's preferred one on click. */
  versionName?: string;
  /** For language links: the language of the target page. */
  lang?: string;
}

interface Placed {
  position: 'left' | 'right';
  className?: string;
}

export type NavModel =
  | (Placed & { kind: 'link'; entry: NavEntry })
  | (Placed & {
      kind: 'dropdown';
      /** Button text on desktop. */
      label: string;
      /** Button text in the mobile drawer. */
      mobileLabel: string;
      /** Accessible name of the list (Languages, Versions). */
      menuLabel: string;
      entries: NavEntry[];
    })
  | (Placed & { kind: 'search' })
  | (Placed & { kind: 'html'; value: string });

export interface NavContext {
  config: SiteConfig;
  docs: ReadonlyMap<string, DocSummary>;
  sidebars: Readonly<Record<string, readonly SidebarItemInput[]>>;
  /** Path of the page being rendered, base included (`/payments/overview`). */
  currentPath: string;
  /** The page is a doc or category page (belongs to the current docs version). */
  isDocsPage: boolean;
}

/** A link of the navbar, drawer, docs sidebar or footer: active and current when it is the page at `currentPath`. */
export function navEntry(label: string, href: string, { currentPath }: { currentPath: string }, extra: Partial<NavEntry> = {}): NavEntry {
  const current = href === currentPath;
  return { label, href, external: isExternalUrl(href), active: current, current, ...extra };
}

/** The sidebar (id) a doc belongs to, if any. */
function sidebarOfPath(path: string, context: NavContext): string | undefined {
  return Object.entries(context.sidebars).find(
    ([, items]) => findTrail(resolveSidebar(items, context.docs, context.config.base).items, path).length > 0,
  )?.[0];
}

function docEntry(item: { docId: string; label?: string }, context: NavContext): NavEntry {
  const doc = context.docs.get(item.docId);
  if (!doc) throw new Error(`navbar: no doc with id "${item.docId}" (checked at config time; is the file gone?)`);
  const href = withBase(context.config.base, item.docId);
  const sidebar = sidebarOfPath(href, context);
  const inSameSidebar = sidebar !== undefined && sidebar === sidebarOfPath(context.currentPath, context);
  return navEntry(item.label ?? doc.title, href, context, { active: href === context.currentPath || inSameSidebar });
}

function dropdownEntry(item: DropdownEntry, context: NavContext): NavEntry {
  if (item.type === 'doc') return docEntry(item, context);
  return navEntry(item.label, withBase(context.config.base, item.href), context, {
    ...(item.ariaLabel ? { ariaLabel: item.ariaLabel } : {}),
  });
}

function versionHref(path: string, context: NavContext): string {
  const { base, docs } = context.config;
  return withBase(base, path ? `${path}/${docs.mainDocId}` : docs.mainDocId);
}

function resolveItem(item: NavbarItem, context: NavContext): NavModel {
  const placed: Placed = { position: item.position, ...(item.className ? { className: item.className } : {}) };
  const link = (e: NavEntry): NavModel => ({ ...placed, kind: 'link', entry: e });
  const dropdown = (label: string, menuLabel: string, entries: NavEntry[]): NavModel => ({
    ...placed,
    kind: 'dropdown',
    label,
    mobileLabel: menuLabel,
    menuLabel,
    entries,
  });
  const { config } = context;
  // One docs instance: every doc page belongs to the last (only) version.
  const lastVersion = config.docs.versions.find((candidate) => candidate.name === config.docs.lastVersion);
  switch (item.type) {
    case 'link':
      return link(dropdownEntry(item, context));
    case 'doc':
      return link(docEntry(item, context));
    case 'docSidebar': {
      const sidebar = context.sidebars[item.sidebarId] ?? [];
      const first = resolveSidebar(sidebar, context.docs, config.base).items[0];
      if (!first) throw new Error(`navbar: doc sidebar "${item.sidebarId}" has nothing to link to`);
      const active = sidebarOfPath(context.currentPath, context) === item.sidebarId;
      return link(navEntry(item.label, first.href, context, { active }));
    }
    case 'docsVersion': {
      const label = item.label ?? lastVersion?.label ?? config.docs.lastVersion;
      return link(navEntry(label, versionHref(lastVersion?.path ?? '', context), context, { active: context.isDocsPage }));
    }
    case 'docsVersionDropdown':
      return dropdown(
        lastVersion?.label ?? config.docs.lastVersion,
        'Versions',
        config.docs.versions.map((version) =>
          navEntry(version.label, versionHref(version.path, context), context, {
            versionName: version.name,
            active: context.isDocsPage && version.name === config.docs.lastVersion,
          }),
        ),
      );
    case 'localeDropdown': {
      const current = config.i18n.locales.find((locale) => locale.code === config.i18n.defaultLocale);
      // English only: each language links to this page in that language (this page).
      const entries = config.i18n.locales.map((locale) => navEntry(locale.label, context.currentPath, context, { lang: locale.code }));
      return dropdown(current?.label ?? config.i18n.defaultLocale, 'Languages', entries);
    }
    case 'dropdown':
      return dropdown(
        item.label,
        item.label,
        item.items.map((child) => dropdownEntry(child, context)),
      );
    case 'search':
      return { ...placed, kind: 'search' };
    case 'html':
      return { ...placed, kind: 'html', value: item.value };
  }
}

export function resolveNavbar(context: NavContext): NavModel[] {
  return context.config.navbar.items.map((item) => resolveItem(item, context));
}

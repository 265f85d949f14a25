// The page shell as the build writes it (moved from the browser suite: none of this needs a
// browser): navbar links and landmarks, the current section marked, the announcement bar,
// breadcrumbs from the sidebar tree, the table of contents (h2 and h3 only), the sidebar's current
// page, pages without a sidebar, category pages listing their children with the children's own
// descriptions, and the page actions of every guide.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { NO_SIDEBAR_ROUTES, SPEC_ROUTES, STANDALONE_ROUTES } from '../e2e/site-routes.ts';
import {
  attr,
  classesOf,
  closest,
  type Element,
  find,
  findAll,
  hasAttr,
  hasClass,
  is,
  type ParentNode,
  visibleText,
} from './html-query.ts';
import { site } from '../src/config/site.ts';
import { sidebars } from '../src/sidebar.ts';
import { allPages, landmark, pageAt } from './built-site.ts';

/** A link by its accessible name (aria-label, else its text) inside `root`. */
function link(root: ParentNode, name: string | RegExp): Element | undefined {
  return find(root, (element) => {
    if (element.tagName !== 'a') return false;
    const label = attr(element, 'aria-label') ?? visibleText(element);
    return typeof name === 'string' ? label === name : name.test(label);
  });
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`missing: ${what}`);
  return value;
}

describe('navbar', () => {
  test('has the top bar links, the site title and the labelled landmarks', () => {
    const { doc } = pageAt('/contact');
    const nav = required(landmark(doc, 'nav', 'Main'), 'nav "Main"');
    // given a link name; want its href
    const internal: [string, string][] = [
      ['Documentation', '/gettingStarted'],
      ['API Specification', '/api-spec'],
      ['Changelog', '/changelog'],
      ['Documentation home page', '/'],
    ];
    for (const [name, href] of internal) expect(attr(required(link(nav, name), name), 'href'), name).toBe(href);
    // The provider's code host is always a top-bar link; the docs' repository only drives "Edit this page".
    for (const name of [/^Storybook/, /^GitHub/]) {
      const external = required(link(nav, name), String(name));
      expect(attr(external, 'href')).toMatch(/^https:\/\//);
      expect(attr(external, 'rel')).toBe('noopener noreferrer');
      expect(attr(external, 'target')).toBe('_blank');
    }
    expect(findAll(doc, is('header'))).not.toHaveLength(0);
    expect(findAll(doc, is('main', { id: 'main-content' }))).toHaveLength(1);
    expect(visibleText(required(find(doc, is('footer')), 'footer'))).toContain('2025');
  });

  test('marks the section of the current page', () => {
    const overview = required(landmark(pageAt('/payments/overview').doc, 'nav', 'Main'), 'nav');
    expect(classesOf(required(link(overview, 'Documentation'), 'Documentation'))).toContain('is-active');
    const changelog = required(landmark(pageAt('/changelog').doc, 'nav', 'Main'), 'nav');
    expect(attr(required(link(changelog, 'Changelog'), 'Changelog'), 'aria-current')).toBe('page');
  });

  // Moved from the browser suite: the button's markup; search-trigger.ts swaps Ctrl for ⌘ on a Mac.
  test('the search button announces and shows its keyboard shortcut', () => {
    const button = required(find(pageAt('/gettingStarted').doc, is('button', { 'data-search-open': true })), 'search button');
    expect(attr(button, 'aria-keyshortcuts')).toBe('Control+K Meta+K /');
    expect(findAll(button, is('kbd')).map(visibleText)).toEqual(['Ctrl', 'K']);
  });
});

describe('announcement bar', () => {
  test('shows the configured announcement with a "Close" button', () => {
    const { doc } = pageAt('/');
    const bar = required(find(doc, is(undefined, { role: 'region', 'aria-label': 'Announcement' })), 'announcement region');
    expect(attr(required(find(bar, is('a')), 'link'), 'href')).toBe('/checkouts/overview');
    expect(find(bar, is('button', { 'aria-label': 'Close' }))).toBeDefined();
  });
});

describe('doc pages', () => {
  test('show breadcrumbs from the sidebar tree', () => {
    const { doc } = pageAt('/payments/guides/achForm');
    const crumbs = required(landmark(doc, 'nav', 'Breadcrumbs'), 'breadcrumbs');
    expect(attr(required(link(crumbs, 'Home page'), 'Home page'), 'href')).toBe('/');
    expect(attr(required(link(crumbs, 'Payments'), 'Payments'), 'href')).toBe('/category/payments');
    expect(attr(required(link(crumbs, 'Web Components'), 'Web Components'), 'href')).toBe('/category/web-components');
    const title = visibleText(required(find(required(find(doc, is('main')), 'main'), is('h1')), 'h1'));
    expect(visibleText(required(find(crumbs, is(undefined, { 'aria-current': 'page' })), 'current crumb'))).toBe(title);
  });

  // Every page with a table of contents, not a sample: the rule is the same on each.
  const withToc = allPages().filter((page) => landmark(page.doc, 'aside', 'Table of contents'));
  test('some pages have a table of contents', () => {
    expect(withToc.map((page) => page.route)).toEqual(
      expect.arrayContaining(['/gettingStarted', '/apiFundamentals', '/payments/overview']),
    );
  });
  test.each(withToc.map((page) => [page.route, page] as const))(
    '%s: the table of contents lists the h2 and h3 headings only',
    (_route, page) => {
      const article = required(find(page.doc, is('article')), 'article');
      const headings = findAll(article, (e) => (e.tagName === 'h2' || e.tagName === 'h3') && hasAttr(e, 'id')).map(
        (e) => `#${attr(e, 'id')}`,
      );
      const toc = required(landmark(page.doc, 'aside', 'Table of contents'), 'toc');
      const links = findAll(toc, is('a')).map((a) => attr(a, 'href'));
      expect(links).toEqual(headings);
    },
  );

  test('the sidebar marks the current page, and only it', () => {
    const sidebar = required(landmark(pageAt('/payments/overview').doc, 'aside', 'Sidebar'), 'sidebar');
    const current = findAll(sidebar, is('a', { 'aria-current': 'page' }));
    expect(current.map((a) => attr(a, 'href'))).toEqual(['/payments/overview']);
    expect(attr(required(link(sidebar, 'Getting Started'), 'Getting Started'), 'href')).toBe('/gettingStarted');
  });

  test.each(NO_SIDEBAR_ROUTES)('%s renders without the sidebar', (route) => {
    const { doc } = pageAt(route);
    expect(find(required(find(doc, is('main')), 'main'), is('h1'))).toBeDefined();
    expect(landmark(doc, 'aside', 'Sidebar')).toBeUndefined();
    expect(landmark(doc, 'nav', 'Docs sidebar')).toBeUndefined();
  });

  // The mobile drawer of a page without the sidebar opens on its main menu: it has no secondary
  // menu to go back from (the drawer's behaviour is e2e/layout-drawer.spec.ts).
  const withoutSidebar = allPages().filter((page) => !landmark(page.doc, 'aside', 'Sidebar'));
  test('some pages have no sidebar', () => {
    expect(withoutSidebar.map((page) => page.route)).toEqual(expect.arrayContaining(['/contact', '/api-spec', ...NO_SIDEBAR_ROUTES]));
    // A page with the sidebar has both buttons: the check below looks for the right text.
    expect(findAll(pageAt('/payments/overview').doc, is('button')).map(visibleText)).toEqual(
      expect.arrayContaining(['Back to main menu', 'Docs sidebar']),
    );
  });
  // The reference's pages have the operations pane instead (site-tests/reference-pane.site.test.ts): their drawer's
  // secondary menu is "API operations".
  test.each(withoutSidebar.map((page) => [page.route, page] as const))('%s: the drawer has no "Docs sidebar" menu', (_route, page) => {
    const buttons = findAll(page.doc, is('button')).map(visibleText);
    const operationsPane = landmark(page.doc, 'nav', 'Operations') !== undefined;
    expect(buttons.includes('Back to main menu')).toBe(operationsPane);
    expect(buttons.includes('API operations')).toBe(operationsPane);
    expect(buttons).not.toContain('Docs sidebar');
  });
});

type Item = string | { type: string; id?: string; slug?: string; label?: string; items?: Item[] };
interface Category {
  label: string;
  slug: string;
  items: Item[];
}
function categories(items: readonly Item[]): Category[] {
  return items.flatMap((item) =>
    typeof item !== 'string' && item.type === 'category' ? [item as Category, ...categories((item as Category).items)] : [],
  );
}
const hrefOf = (item: Item): string =>
  typeof item === 'string' ? `/${item}` : item.id ? `/${item.id}` : `/category/${(item as Category).slug}`;

describe('category pages', () => {
  const all = categories(sidebars.docs as Item[]);
  test('the sidebar has categories', () => {
    expect(all.length).toBeGreaterThan(3);
  });
  test.each(all.map((c) => [c.slug, c] as const))('/category/%s lists its children with their descriptions', (slug, category) => {
    const { doc } = pageAt(`/category/${slug}`);
    const main = required(find(doc, is('main')), 'main');
    expect(visibleText(required(find(main, is('h1')), 'h1'))).toBe(category.label);
    const grid = required(
      find(main, (e) => e.tagName === 'ul' && hasClass('card-grid')(e) && !!closest(e, is('article'))),
      'card grid',
    );
    const cards = findAll(grid, is('a')).filter((a) => closest(a, is('li'))?.parentNode === grid);
    expect(cards.map((card) => attr(card, 'href'))).toEqual(category.items.map(hrefOf));
    for (const [index, item] of category.items.entries()) {
      // The one-line description is the child page's own meta description.
      const child = pageAt(hrefOf(item));
      const description = attr(
        required(find(child.doc, is('meta', { name: 'description' })), `${child.route} meta description`),
        'content',
      );
      expect(description, `${child.route} has a meta description`).toBeTruthy();
      const shown = find(cards[index]!, hasClass('card__description'));
      expect(shown && visibleText(shown), hrefOf(item)).toBe(description?.replace(/\s+/g, ' ').trim());
    }
  });
});

/** The guide's source file, relative to src/content/docs (a folder's guide is its index.mdx). */
function sourceOf(route: string): string {
  const file = `${route.slice(1)}.mdx`;
  return existsSync(join(CONTENT, file)) ? file : `${route.slice(1)}/index.mdx`;
}
const CONTENT = join(import.meta.dirname, '../src/content/docs');

describe('page actions', () => {
  const guides = SPEC_ROUTES.filter((route) => !STANDALONE_ROUTES.includes(route) && !route.startsWith('/category/'));
  test('the route list has the guides', () => {
    expect(guides.length).toBeGreaterThan(30);
  });
  test.each(guides)('%s has both actions, pointing at its Markdown and its source', (route) => {
    const main = required(find(pageAt(route).doc, is('main')), 'main');
    expect(attr(required(find(main, is('button', { 'data-copy-page': true })), '"Copy page"'), 'data-copy-page')).toBe(`${route}.md`);
    expect(visibleText(required(find(main, is('button', { 'data-copy-page': true })), 'Copy page'))).toContain('Copy page');
    expect(attr(required(link(main, 'View as Markdown'), 'View as Markdown'), 'href')).toBe(`${route}.md`);
    if (!site.repository) {
      expect(link(main, /^Edit this page/), 'no repository is configured, so no edit link').toBeUndefined();
      return;
    }
    const edit = required(link(main, /^Edit this page/), 'Edit this page');
    expect(attr(edit, 'href')?.startsWith(site.repository.url), attr(edit, 'href')).toBe(true);
    expect(attr(edit, 'href')?.endsWith(`/apps/docs/src/content/docs/${sourceOf(route)}`), attr(edit, 'href')).toBe(true);
    expect(attr(edit, 'target')).toBe('_blank');
  });
});

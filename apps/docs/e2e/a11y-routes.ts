// The routes axe checks: fewer than every route, without leaving any kind of markup unchecked.
// A page's "features" are what its body is built from: each element name, class, role and island;
// the chosen routes are the fixed page types (home, a category page, /api-spec, a tag page, an operation
// page, /contact, the not-found page, the shortest guide without a sidebar) plus, greedily, the route that brings the most features not yet covered, until
// every feature of every route of product spec section 2 is on at least one chosen page. A new
// component (a new class) on one guide therefore brings that guide into the axe run. A fixed route is checked whole;
// a route the greedy cover adds is checked within the elements of the features it brings (axe's `include`): the rest
// of its page is markup a chosen page already has, and axe on a whole long guide costs seconds per route.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { attr, classesOf, find, findAll, is, type ParentNode, parseDocument } from '../site-tests/html-query.ts';
import { builtPages, DIST, NO_SIDEBAR_ROUTES, SPEC_ROUTES } from './site-routes.ts';

export const NOT_FOUND_ROUTE = '/a-page-that-does-not-exist';
const REFERENCE_PAGES = ['/api-spec/payments', '/api-spec/payments/createPayment'];
const FIXED = ['/', '/category/payments', '/api-spec', ...REFERENCE_PAGES, '/contact', NOT_FOUND_ROUTE];

/** What a page's body is built from: element names, classes, roles, islands. */
export function features(page: string | ParentNode): Set<string> {
  const body = find(typeof page === 'string' ? parseDocument(page) : page, is('body'));
  const found = new Set<string>();
  for (const element of body ? findAll(body) : []) {
    found.add(`<${element.tagName}>`);
    for (const name of classesOf(element)) found.add(`.${name}`);
    const role = attr(element, 'role');
    if (role) found.add(`[role=${role}]`);
    const island = attr(element, 'data-island-host');
    if (island) found.add(`island:${island}`);
  }
  return found;
}

/** A chosen route and, for one the greedy cover added, the features it brings (undefined: the whole page). */
export type CoveringRoute = { route: string; brings?: string[] };

/** Fixed routes first, then greedily the route covering the most uncovered features. */
export function coveringRoutes(pages: ReadonlyMap<string, Set<string>>, fixed: readonly string[]): CoveringRoute[] {
  const chosen: CoveringRoute[] = fixed.filter((route) => pages.has(route)).map((route) => ({ route }));
  const covered = new Set(chosen.flatMap(({ route }) => [...pages.get(route)!]));
  for (;;) {
    let best: CoveringRoute & { brings: string[] } = { route: '', brings: [] };
    for (const [route, set] of pages) {
      if (chosen.some((c) => c.route === route)) continue;
      const brings = [...set].filter((feature) => !covered.has(feature));
      if (brings.length > best.brings.length) best = { route, brings };
    }
    if (best.brings.length === 0) return chosen;
    chosen.push(best);
    for (const feature of best.brings) covered.add(feature);
  }
}

/** The CSS selector of the elements that carry a feature of `features()` (within the body). */
export function featureSelector(feature: string): string {
  const cssEscape = (name: string) => name.replace(/[^\w-]/g, (c) => `\\${c}`);
  if (feature.startsWith('<')) return `body ${feature.slice(1, -1)}`;
  if (feature.startsWith('.')) return `.${cssEscape(feature.slice(1))}`;
  const role = /^\[role=(.+)\]$/.exec(feature);
  if (role) return `[role="${role[1]}"]`;
  if (feature.startsWith('island:')) return `[data-island-host="${feature.slice('island:'.length)}"]`;
  throw new Error(`a11y-routes: unknown feature ${JSON.stringify(feature)} (want <tag>, .class, [role=x] or island:x)`);
}

/** The routes axe checks on the built site. */
export function a11yRoutes(): CoveringRoute[] {
  const files = new Map(builtPages().map((page) => [page.route, page.file]));
  const pages = new Map<string, Set<string>>();
  const length = new Map<string, number>();
  // The reference's tag and operation pages are generated, not in the product spec's route list: one of each is fixed.
  for (const route of [...SPEC_ROUTES, ...REFERENCE_PAGES]) {
    const file = files.get(route);
    if (!file) continue;
    const html = readFileSync(file, 'utf8');
    pages.set(route, features(html));
    length.set(route, html.length);
  }
  pages.set(NOT_FOUND_ROUTE, features(readFileSync(join(DIST, '404.html'), 'utf8')));
  // The guide layout without a sidebar is a page type of its own (its wrapper class would otherwise bring a whole
  // long guide in): its shortest page stands for it.
  const noSidebar = NO_SIDEBAR_ROUTES.filter((route) => length.has(route)).sort((a, b) => length.get(a)! - length.get(b)!);
  return coveringRoutes(pages, [...FIXED, ...noSidebar.slice(0, 1)]);
}

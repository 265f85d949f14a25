// The routes the specs visit: the product spec's route list (section 2), derived from the
// sidebar module plus the standalone and sidebar-less pages, and helpers to find built pages
// by their HTML.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { sidebars } from '../src/sidebar.ts';

/** The build under test: ./dist, or DOCS_E2E_DIST (see playwright.config.ts). */
export const DIST = process.env.DOCS_E2E_DIST ?? join(import.meta.dirname, '../dist');

/** Pages outside the sidebar (product spec section 2). */
export const STANDALONE_ROUTES = ['/', '/contact', '/api-spec', '/markdown-page'];
export const NO_SIDEBAR_ROUTES = [
  '/entities/provisioning',
  '/infrastructure/fintechProducts',
  '/payments/apple-pay',
  '/payments/paymentIntents',
];

type SidebarItem = string | { type: string; id?: string; slug?: string; items?: SidebarItem[] };

function sidebarRoutes(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [`/${item}`];
    if (item.type === 'doc' && item.id) return [`/${item.id}`];
    if (item.type === 'category') return [`/category/${item.slug}`, ...sidebarRoutes(item.items ?? [])];
    return [];
  });
}

/** Every route of product spec section 2. */
export const SPEC_ROUTES = [...new Set([...STANDALONE_ROUTES, ...sidebarRoutes(sidebars.docs as SidebarItem[]), ...NO_SIDEBAR_ROUTES])];

/** Built HTML pages as routes (build.format 'file': foo/bar.html -> /foo/bar). */
export function builtPages(): { route: string; file: string }[] {
  return readdirSync(DIST, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => {
      const file = join(e.parentPath, e.name);
      const path = relative(DIST, file)
        .split(sep)
        .join('/')
        .replace(/(^|\/)index\.html$/, '$1')
        .replace(/\.html$/, '');
      return { route: `/${path}`.replace(/(.)\/$/, '$1'), file };
    })
    .filter((page) => page.route !== '/404')
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** Built routes whose HTML contains `needle`, in route order. */
export function routesContaining(needle: string): string[] {
  return builtPages()
    .filter((page) => readFileSync(page.file, 'utf8').includes(needle))
    .map((page) => page.route);
}

/**
 * `compute()` once per build of DIST and version of this folder's code: Playwright evaluates the spec files in its main
 * process and again in each worker, and a value read from every built page (the axe routes, the island pages) took
 * seconds each time. The result is kept in the temporary folder under that identity (each page's path, size and time;
 * the text of the helpers here and of the HTML parser they use).
 */
export function cachedForBuild<T>(name: string, compute: () => T): T {
  const identity = createHash('sha256');
  const code = readdirSync(import.meta.dirname).filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'));
  for (const file of [...code.map((f) => join(import.meta.dirname, f)), join(import.meta.dirname, '../site-tests/html-query.ts')])
    identity.update(readFileSync(file));
  for (const { file } of builtPages()) {
    const { size, mtimeMs } = statSync(file);
    identity.update(`${file} ${size} ${mtimeMs}\n`);
  }
  const cache = join(tmpdir(), `paydocs-e2e-${name}-${identity.digest('hex').slice(0, 16)}.json`);
  if (existsSync(cache)) return JSON.parse(readFileSync(cache, 'utf8')) as T;
  const value = compute();
  // Written aside and renamed: the site tests and the browser suite run at once and may both compute it.
  writeFileSync(`${cache}.${process.pid}`, JSON.stringify(value));
  renameSync(`${cache}.${process.pid}`, cache);
  return value;
}

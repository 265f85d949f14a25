// The built site (dist/, or DOCS_E2E_DIST) for the tests over static output: each page's HTML
// parsed once, and the preview server for what only a response carries (status, headers). These
// tests need no browser; what needs one (keyboard, drawer, colour mode, search, islands, client
// navigation, axe) stays in e2e/. They run in `pnpm test`, which turbo runs after `build`.
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { builtPages, DIST } from '../e2e/site-routes.ts';
import { type Element, find, is, type ParentNode, parseDocument } from './html-query.ts';
import { startStaticServer } from '../scripts/serve-static.ts';

export { DIST };

export interface BuiltPage {
  route: string;
  file: string;
  html: string;
  doc: ParentNode;
}

function requireBuild(): void {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error(`${DIST} has no index.html: run \`pnpm build\` before the site tests`);
}

const cache = new Map<string, BuiltPage>();

function load(route: string, file: string): BuiltPage {
  let page = cache.get(file);
  if (!page) {
    const html = readFileSync(file, 'utf8');
    page = { route, file, html, doc: parseDocument(html) };
    cache.set(file, page);
  }
  return page;
}

/** Every built HTML page but 404.html, in route order. */
export function allPages(): BuiltPage[] {
  requireBuild();
  return builtPages().map(({ route, file }) => load(route, file));
}

/** The built page of a route; fails naming the route when there is none. */
export function pageAt(route: string): BuiltPage {
  requireBuild();
  if (route === '/404') return load(route, join(DIST, '404.html'));
  const found = builtPages().find((page) => page.route === route);
  if (!found) throw new Error(`no built page for ${route} in ${DIST}`);
  return load(found.route, found.file);
}

/** The element with this ARIA role-bearing tag and label, e.g. landmark(doc, 'nav', 'Breadcrumbs'). */
export function landmark(root: ParentNode, tag: string, label: string): Element | undefined {
  return find(root, is(tag, { 'aria-label': label }));
}

/** Serves the build with the preview server for the tests of one file; `url(path)` is the address of a path. */
export function servedSite(): { url: (path: string) => string } {
  let server: Server | undefined;
  let base = '';
  beforeAll(async () => {
    requireBuild();
    const started = await startStaticServer({ root: DIST, port: 0, host: '127.0.0.1', base: '/' });
    server = started.server;
    base = started.url.replace(/\/$/, '');
  });
  afterAll(() => {
    server?.close();
  });
  return { url: (path) => `${base}${path}` };
}

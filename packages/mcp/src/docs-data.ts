// What the MCP server answers from: the built docs, the docs build's declared output (@paydocs/api-search's
// DOCS_BUILD_FILES: `sections.json`, every page's Markdown cut at its anchors; the spec-derived index
// `search/api-index.json`; the section index `search/site-index.json` that the site's search dialog ranks too), taken
// as data (`--docs`; this package does not depend on the docs app), and the bundled spec (@paydocs/openapi). Loaded
// once per process; the spec through @paydocs/spec-access's one loader.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  type ApiEntry,
  createSiteSearch,
  DOCS_BUILD_FILES,
  type DocsSections,
  type PageRecord,
  pageMarkdown,
  type SiteIndex,
  type SiteSearch,
} from '@paydocs/api-search';
import { type JsonObject, operationsOf, type WalkedOperation } from '@paydocs/spec-access';
import { loadBundle, locateBundle, workspaceRoot } from '@paydocs/spec-access/node';

export interface DocsPage {
  /** Site route, `/gettingStarted`. */
  route: string;
  title: string;
  markdown: string;
}

export interface DocsData {
  pages: Map<string, DocsPage>;
  /** Each page's Markdown cut at its anchors (`sections.json`), by route: `get_page` answers a section from it. */
  sections: Map<string, PageRecord>;
  apiIndex: ApiEntry[];
  /** The site's section index (`search/site-index.json`) and its search: the ranking of the site's search dialog. */
  siteIndex: SiteIndex;
  siteSearch: SiteSearch;
  spec: JsonObject;
  operations: WalkedOperation[];
}

export interface DocsSources {
  /** The docs build folder (`apps/docs/dist`); default: the workspace's docs build (defaultDocsDir). */
  docs?: string;
  /** The bundled spec (`openapi.json`); default: `@paydocs/openapi/openapi.json` as this package resolves it. */
  spec?: string;
}

/**
 * The docs build of the workspace this package sits in: `apps/docs/dist` below the nearest folder with a
 * `pnpm-workspace.yaml`. A path, not a package dependency: the docs app is data to this server.
 */
export function defaultDocsDir(from: string = import.meta.dirname): string {
  return join(workspaceRoot(from, 'the docs build folder with --docs <dist>'), 'apps/docs/dist');
}

export function loadDocsData(sources: DocsSources = {}): DocsData {
  const docs = resolve(sources.docs ?? defaultDocsDir());
  if (!existsSync(docs) || !statSync(docs).isDirectory())
    throw new Error(`--docs ${docs}: no such folder; expected a docs build (pnpm turbo run build --filter=@paydocs/docs)`);
  const apiIndex = readIndex(docs, DOCS_BUILD_FILES.apiIndex);
  if (!Array.isArray(apiIndex)) throw new Error(`${join(docs, DOCS_BUILD_FILES.apiIndex)}: expected an array of search entries`);
  const siteIndex = readIndex(docs, DOCS_BUILD_FILES.siteIndex) as SiteIndex;
  if (siteIndex?.version !== 2 || !Array.isArray(siteIndex.sections) || !siteIndex.engine)
    throw new Error(`${join(docs, DOCS_BUILD_FILES.siteIndex)}: expected a section index of version 2 with its engine (a docs build's)`);
  const docsSections = readIndex(docs, DOCS_BUILD_FILES.sections) as DocsSections;
  if (docsSections?.version !== 1 || !Array.isArray(docsSections.pages))
    throw new Error(`${join(docs, DOCS_BUILD_FILES.sections)}: expected the sections of version 1 of a docs build`);
  const sections = new Map(docsSections.pages.map((page) => [page.route, page]));
  const pages = new Map<string, DocsPage>();
  for (const { route, title, ...page } of sections.values()) pages.set(route, { route, title, markdown: pageMarkdown(page) });
  const spec = loadBundle(sources.spec ?? locateBundle(import.meta.dirname));
  return {
    pages,
    sections,
    apiIndex: apiIndex as ApiEntry[],
    siteIndex,
    siteSearch: createSiteSearch(siteIndex),
    spec,
    operations: operationsOf(spec),
  };
}

function readIndex(docs: string, name: string): unknown {
  const file = join(docs, name);
  if (!existsSync(file)) throw new Error(`${file}: missing; expected a docs build with its search index (${name})`);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message}); expected the search index of a docs build`);
  }
}

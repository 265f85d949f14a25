// What the MCP server answers from: the built docs (a docs build folder: every page's `.md` version, the spec-derived
// index `search/api-index.json` and the section index `search/site-index.json` that the site's search dialog ranks
// too), taken as data (`--docs`; this package does not depend on the docs app), and the bundled spec
// (@paydocs/openapi). Loaded once per process; the spec through @paydocs/spec-access's one loader.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { type ApiEntry, createSiteSearch, type SiteIndex, type SiteSearch } from '@paydocs/api-search';
import { type JsonObject, walkOperations, type WalkedOperation } from '@paydocs/spec-access';
import { loadBundle, locateBundle, workspaceRoot } from '@paydocs/spec-access/node';

export interface DocsPage {
  /** Site route, `/gettingStarted`. */
  route: string;
  title: string;
  markdown: string;
}

export interface DocsData {
  pages: Map<string, DocsPage>;
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

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name.startsWith('_') ? [] : markdownFiles(path);
    return e.name.endsWith('.md') ? [path] : [];
  });
}

export function loadDocsData(sources: DocsSources = {}): DocsData {
  const docs = resolve(sources.docs ?? defaultDocsDir());
  if (!existsSync(docs) || !statSync(docs).isDirectory())
    throw new Error(`--docs ${docs}: no such folder; expected a docs build (pnpm turbo run build --filter=@paydocs/docs)`);
  const apiIndex = readIndex(docs, 'search/api-index.json');
  if (!Array.isArray(apiIndex)) throw new Error(`${join(docs, 'search/api-index.json')}: expected an array of search entries`);
  const siteIndex = readIndex(docs, 'search/site-index.json') as SiteIndex;
  if (siteIndex?.version !== 1 || !Array.isArray(siteIndex.sections))
    throw new Error(`${join(docs, 'search/site-index.json')}: expected a section index of version 1 (paydocs-search-index)`);
  const pages = new Map<string, DocsPage>();
  for (const file of markdownFiles(docs)) {
    const markdown = readFileSync(file, 'utf8');
    const route = `/${relative(docs, file).replace(/\.md$/, '')}`;
    pages.set(route, { route, title: /^# (.+)$/m.exec(markdown)?.[1]?.trim() ?? route, markdown });
  }
  const spec = loadBundle(sources.spec ?? locateBundle(import.meta.dirname));
  return {
    pages,
    apiIndex: apiIndex as ApiEntry[],
    siteIndex,
    siteSearch: createSiteSearch(siteIndex),
    spec,
    operations: walkOperations(spec),
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

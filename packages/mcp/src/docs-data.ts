// What the MCP server answers from, loaded once per process: the docs build's declared output (@paydocs/api-search's
// DOCS_BUILD_FILES), taken as data through `--docs` (no dependency on the docs app), and the bundled spec.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  createSiteSearch,
  DOCS_BUILD_FILES,
  type DocsSections,
  type PageRecord,
  type SiteIndex,
  type SiteSearch,
} from '@paydocs/api-search';
import { type Bundled, type OpenAPIObject, operationsOf, type WalkedOperation } from '@paydocs/spec-access';
import { loadBundle, locateBundle, workspaceRoot } from '@paydocs/spec-access/node';

export interface DocsData {
  /**
   * Every page by route (`/gettingStarted`), its Markdown cut at its anchors (`sections.json`): `get_page` answers the
   * page (pageMarkdown) or a section from it.
   */
  sections: Map<string, PageRecord>;
  /** The site's section index (`search/site-index.json`, with the spec-derived API entries) and its search: the ranking of the site's search dialog. */
  siteIndex: SiteIndex;
  siteSearch: SiteSearch;
  spec: Bundled<OpenAPIObject>;
  operations: WalkedOperation[];
}

/** The command-line options of both transports that name the sources (spec-tools' runner parses them). */
export const SOURCE_OPTIONS = { docs: { type: 'string' }, spec: { type: 'string' } } as const;
export const SOURCES_USAGE = '[--docs <docs build folder>] [--spec <openapi.json>]';

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
  const siteIndex = readBuildFile<SiteIndex>(
    docs,
    'siteIndex',
    'a section index v2',
    (v) => v?.version === 2 && v.engine && Array.isArray(v.sections),
  );
  const docsSections = readBuildFile<DocsSections>(docs, 'sections', 'sections v1', (v) => v?.version === 1 && Array.isArray(v.pages));
  const sections = new Map(docsSections.pages.map((page) => [page.route, page]));
  const spec = loadBundle(sources.spec ?? locateBundle(import.meta.dirname));
  return { sections, siteIndex, siteSearch: createSiteSearch(siteIndex), spec, operations: operationsOf(spec) };
}

/** A file of the docs build's declared output (DOCS_BUILD_FILES), read and checked; throws naming the file and what was expected. */
// biome-ignore lint/suspicious/noExplicitAny: the check reads the parsed JSON by key
function readBuildFile<T>(docs: string, name: keyof typeof DOCS_BUILD_FILES, expected: string, valid: (value: any) => unknown): T {
  const file = join(docs, DOCS_BUILD_FILES[name]);
  if (!existsSync(file)) throw new Error(`${file}: missing; expected a docs build with ${expected}`);
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message}); expected ${expected} of a docs build`);
  }
  if (valid(value)) return value as T;
  throw new Error(`${file}: expected ${expected} of a docs build`);
}

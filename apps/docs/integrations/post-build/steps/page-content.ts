// Post-build step: one parse of each built page (src/lib/markdown/html-to-markdown.ts `readPage`, one rule for what
// is content: `data-content-body` minus chrome and `data-content-ignore`) and from it every output made of page
// content, the docs build's declared output (@paydocs/api-search's DOCS_BUILD_FILES):
// - the Markdown version of each page that announces one in its head (`<link rel="alternate" type="text/markdown">`:
//   the guides, /api-spec and its pages, /changelog), next to it; llms.txt's links, "Copy page" and the MCP server
//   read it. Under `astro dev` the same conversion answers `<page>.md` (devMarkdownVersion);
// - `sections.json`: every page with content cut at its anchored headings and rows, the Markdown of each exactly
//   as in the page's `.md` (the MCP server's `get_page` answers a section from it);
// - the search index `search/site-index.json` (@paydocs/api-search's buildSiteIndex) over the searchable pages'
//   sections and the spec-derived entries of `search/api-index.json`, relinked to the guides that show them.
import {
  type ApiEntry,
  buildSiteIndex,
  DOCS_BUILD_FILES,
  type DocsSections,
  type PageRecord,
  pageMarkdown,
  type SectionKind,
} from '@paydocs/api-search';
import { routeOfFile, safeDecode, withBase } from '@paydocs/spec-access/urls';
import { type Chunk, type PageContent, readPage } from '../../../src/lib/markdown/html-to-markdown.ts';
import { linkToGuides } from '../../../src/lib/search/api-index.ts';
import type { BuiltSite, PostBuildStep } from '../pipeline.ts';

/** The output file of a site path under the base: `/docs/api-spec.md` -> `api-spec.md`. */
export function outputFile(href: string, base: string, page: string): string {
  if (!href.startsWith(base) || !href.endsWith('.md'))
    throw new Error(`post-build: ${page} announces its Markdown version at ${href}; expected a path under ${base} ending in .md`);
  return safeDecode(href.slice(base.length));
}

/**
 * `astro dev` has no build to convert: the Markdown version at `mdPath` is converted from the page as the dev server
 * renders it (`renderPage`), when that page announces it; undefined otherwise.
 */
export async function devMarkdownVersion(mdPath: string, renderPage: (path: string) => Promise<string | undefined>) {
  if (!mdPath.endsWith('.md')) return undefined;
  const html = await renderPage(mdPath.slice(0, -'.md'.length));
  const page = html === undefined ? undefined : readPage(html);
  return page?.markdownHref === mdPath ? pageMarkdown(page) : undefined;
}

/** What an anchor of the reference names (lib/spec/anchors.ts); every other section is a guide's. */
function kindOf(route: string, anchor: string): SectionKind {
  if (!route.startsWith('/api-spec')) return 'guide';
  return (/^(operation|event|schema)\//.exec(anchor)?.[1] as SectionKind | undefined) ?? 'guide';
}

/** Pages that list everything (the changelog, categories, the reference overview and its tag pages) or restate it (the tools pages). */
function isListingPage(route: string, chunks: Chunk[]): boolean {
  // The pages of the docs' own tools (the sandbox, the MCP server) restate what the API's pages say (its webhooks,
  // its retries): the API's own page answers first.
  if (route === '/changelog' || route.startsWith('/category/') || route.startsWith('/tools/') || route === '/api-spec') return true;
  return route.startsWith('/api-spec/') && !chunks.some((c) => c.level <= 3 && kindOf(route, c.anchor) !== 'guide');
}

function pageRecord(route: string, content: PageContent, markdownFile: string | undefined): PageRecord {
  const listingPage = isListingPage(route, content.chunks);
  return {
    route,
    title: content.title ?? route,
    keywords: content.keywords,
    ...(markdownFile ? { markdownFile } : {}),
    searchable: content.marked,
    chunks: content.chunks.map(({ linkShare, operationList, ...chunk }) => {
      const kind = kindOf(route, chunk.anchor);
      const listing = listingPage || operationList || linkShare > 0.5 || kind === 'schema';
      return { ...chunk, kind, ...(listing ? { listing: true as const } : {}) };
    }),
    rows: content.rows.map((row) => ({ ...row, kind: 'error' as const })),
  };
}

/** The spec-derived exact keys the build wrote (src/pages/search/api-index.json.ts). */
function readApiIndex(site: BuiltSite): ApiEntry[] {
  try {
    return JSON.parse(site.readFile(DOCS_BUILD_FILES.apiIndex)) as ApiEntry[];
  } catch (error) {
    throw new Error(
      `post-build: page-content reads ${DOCS_BUILD_FILES.apiIndex}, the spec-derived index src/pages/search/api-index.json.ts writes: ${(error as Error).message}`,
    );
  }
}

export const pageContent: PostBuildStep = {
  name: 'page-content',
  reads: ['page-content'],
  writes: ['content-outputs'],
  run(site: BuiltSite) {
    const files = new Map<string, string>();
    const pages: PageRecord[] = [];
    const anchors = new Map<string, string>();
    for (const page of [...site.pages.keys()].sort()) {
      const content = readPage(site.pages.get(page)!);
      if (!content.marked && !content.markdownHref) continue;
      const route = routeOfFile(page);
      const markdownFile = content.markdownHref && outputFile(content.markdownHref, site.base, page);
      if (markdownFile) files.set(markdownFile, pageMarkdown(content));
      pages.push(pageRecord(route, content, markdownFile));
      // A key's entry links to a guide that shows it, not to another place in the reference.
      if (!route.startsWith('/api-spec'))
        for (const id of content.ids) if (!anchors.has(id)) anchors.set(id, withBase(site.base, `${route}#${id}`));
    }
    const sections: DocsSections = { version: 1, pages };
    files.set(DOCS_BUILD_FILES.sections, JSON.stringify(sections));
    const api = linkToGuides(readApiIndex(site), (id) => anchors.get(id));
    files.set(DOCS_BUILD_FILES.apiIndex, JSON.stringify(api));
    const index = buildSiteIndex(sections, api);
    files.set(DOCS_BUILD_FILES.siteIndex, JSON.stringify(index));
    const written = [...files.keys()].filter((f) => f.endsWith('.md')).length;
    return {
      files,
      summary: `${written} page(s) written as Markdown; ${index.sections.length} search sections, ${api.length} API entries`,
    };
  },
};

// Builds the site's search index (site-index.ts) from the docs build's sections (docs-build.ts, written by the docs
// app's post-build pass from one parse of each page) and the spec-derived API entries: one search section per
// anchored heading of a searchable page and per anchored row, and MiniSearch's index over them serialised as the
// dialog and the MCP server load it (createSiteSearch), so neither builds it again. Pure; the docs build calls it.
import type { ApiEntry } from './api-search.ts';
import type { DocsSections } from './docs-build.ts';
import type { IndexedSection, Section, SiteIndex } from './site-index.ts';
import { indexSections } from './site-search.ts';

/**
 * Longer sections are cut: the excerpt and the ranking need the start, the page has the rest. Reference sections (an
 * operation, an event, a schema) sooner: their description comes first, then parameter and field tables that the
 * exact keys (api-search.ts) answer already.
 */
const limitOf = (kind: Section['kind']) => (kind === 'guide' ? 1500 : 600);

export function buildSiteIndex(docs: DocsSections, api: ApiEntry[]): SiteIndex {
  const sections: IndexedSection[] = [];
  for (const page of docs.pages.filter((p) => p.searchable)) {
    for (const part of [...page.chunks, ...page.rows]) {
      const text = part.text.slice(0, limitOf(part.kind));
      if (!text && !part.anchor) continue;
      const url = part.anchor ? `${page.route}#${part.anchor}` : page.route;
      const listing = 'listing' in part && part.listing ? { listing: true as const } : {};
      sections.push({ kind: part.kind, page: page.title, title: part.title, url, keywords: page.keywords, text, ...listing });
    }
  }
  // The keywords are in the engine; no hit shows them.
  return { version: 2, sections: sections.map(({ keywords, ...shown }) => shown), api, engine: indexSections(sections) };
}

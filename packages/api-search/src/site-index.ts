// The shape of the site's search index (`search/site-index.json` in a docs build, written by build-site-index.ts from the docs build's sections):
// one entry per section of a built page (a guide's h2/h3, an operation, a schema, an error code's catalogue row, a
// webhook event), and the spec-derived API entries of api-search.ts for exact keys. The site's search dialog and the
// MCP server's `search` tool both rank this one file with site-search.ts.
import type MiniSearch from 'minisearch';
import type { ApiEntry } from './api-search.ts';
import type { PageRecord, SectionChunk, SectionKind } from './docs-build.ts';

export type { SectionKind };

/** A section as the index file holds it: the chunk's or row's kind, heading, text (cut) and listing mark, and where it is. */
export interface Section extends Pick<SectionChunk, 'kind' | 'title' | 'text' | 'listing'> {
  /** The page's title (its h1). */
  page: string;
  /** Route and anchor: `/apiFundamentals/authentication#step-3-cache-the-token-and-renew-it`. */
  url: string;
}

/**
 * A section as the build indexes it: with the page's keywords, words readers use that the text may not (a guide's
 * `keywords`, an operation's tag and summary). The engine holds them; no hit shows them, so the file leaves them out.
 */
export type IndexedSection = Section & Pick<PageRecord, 'keywords'>;

export interface SiteIndex {
  version: 2;
  sections: Section[];
  /** The spec-derived entries for exact keys (error code, operationId, `METHOD /path`, event, field). */
  api: ApiEntry[];
  /** MiniSearch's index over `sections` (its `toJSON()`), loaded as is: opening search builds nothing. */
  engine: ReturnType<MiniSearch['toJSON']>;
}

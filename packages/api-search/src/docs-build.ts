// The docs build's declared output that this package and the MCP server read (turbo.json declares the docs build as
// their input): the file names below, relative to the build folder, and the shape of `sections.json`. The docs app's
// post-build pass (apps/docs/integrations/post-build/steps/page-content.ts) writes all of them from one parse of each
// built page; nothing here knows the app's class names or routes. Browser-safe.

/** What a section is about: a guide's section, an operation, a schema, an error code or a webhook event. */
export type SectionKind = 'guide' | 'operation' | 'schema' | 'error' | 'event';

/** Files of a docs build, relative to its folder. */
export const DOCS_BUILD_FILES = {
  /** Every page with content: its Markdown cut at each heading anchor (DocsSections). */
  sections: 'sections.json',
  /** The search index the dialog and the MCP `search` tool load as is (SiteIndex, with the serialised engine). */
  siteIndex: 'search/site-index.json',
  /** The spec-derived entries for exact keys (ApiEntry[]). */
  apiIndex: 'search/api-index.json',
} as const;

/** A row the page anchors (an error catalogue row, `error-<code>`): its table's header row and the row. */
export interface AnchoredRow {
  /** The heading's or row's id (`step-3-cache-the-token`, `operation/createCheckout`, `error-expired`; `''` before any heading). */
  anchor: string;
  /** The heading's text (the page's title for a chunk before any heading), or the row's key. */
  title: string;
  /** Exactly its lines of the page's Markdown version, code fences intact. */
  markdown: string;
  /** Its plain text for search (a chunk's without the rows that are sections of their own). */
  text: string;
  kind: SectionKind;
}

/**
 * A page's content from one heading anchor to the next (any level), in document order; the first chunk (anchor `''`)
 * is what comes before the first anchored heading. The page's Markdown is the chunks' Markdown joined by a blank line.
 */
export interface SectionChunk extends AnchoredRow {
  /** The heading's level (1-6); 0 for the text before any heading. */
  level: number;
  /** Lists many things (an index page, an "every call" table, mostly links): ranks below the thing itself. */
  listing?: true;
}

export interface PageRecord {
  /** Site path without the base: `/apiFundamentals/authentication`. */
  route: string;
  /** The page's title (its first heading). */
  title: string;
  /** Words readers use that the page may not (`<meta name="keywords">`). */
  keywords: string;
  /** The Markdown version's file, relative to the build folder, when the page has one (`apiFundamentals.md`). */
  markdownFile?: string;
  /** The search indexes the page (else only the MCP server reads it). */
  searchable: boolean;
  chunks: SectionChunk[];
  rows: AnchoredRow[];
}

export interface DocsSections {
  version: 1;
  pages: PageRecord[];
}

/** The page's Markdown version: its chunks joined. */
export const pageMarkdown = (page: { chunks: readonly { markdown: string }[] }) => `${page.chunks.map((c) => c.markdown).join('\n\n')}\n`;

/**
 * The section of a heading anchor (from the heading to the next heading of its level or higher, as the page's
 * Markdown has it) or of an anchored row; undefined when the page has no such anchor.
 */
export function sectionOf(page: PageRecord, anchor: string): { title: string; markdown: string } | undefined {
  const start = page.chunks.findIndex((c) => c.anchor === anchor && c.level > 0);
  if (start < 0) {
    const row = page.rows.find((r) => r.anchor === anchor);
    return row && { title: row.title, markdown: row.markdown };
  }
  const level = page.chunks[start]!.level;
  const end = page.chunks.findIndex((c, i) => i > start && c.level > 0 && c.level <= level);
  const chunks = page.chunks.slice(start, end < 0 ? undefined : end);
  return { title: chunks[0]!.title, markdown: chunks.map((c) => c.markdown).join('\n\n') };
}

/** Every anchor of a page a section can be asked by. */
export const anchorsOf = (page: PageRecord) => [...page.chunks.filter((c) => c.level > 0), ...page.rows].map((c) => c.anchor);

// The one search of the site and the MCP server: ranks the section index (site-index.ts) for a query. The site's
// search dialog (src/dialog-search.ts) and the MCP server's `search` tool
// (packages/mcp/src/tools.ts) both call createSiteSearch(index).search(query, limit), so both return the same hits
// in the same order. Runs in the browser and in Node.
//
// Order: an exact API key first (api-search.ts: error code, operationId, event, `METHOD /path`, field name), also
// when the key is one word of a question ("what does insufficient_funds mean"); then MiniSearch's BM25 over the
// sections, where the heading weighs most, then the page's keywords and title, then the text; a section matching
// more of the query's words gains; sections that list everything rank lower; one-letter typos in words of five
// letters or more still match.
// @see https://lucaong.github.io/minisearch/classes/MiniSearch.MiniSearch.html
import MiniSearch, { type SearchResult } from 'minisearch';
import { type ApiEntry, type ApiHit, searchApiIndex } from './api-search.ts';
import type { IndexedSection, Section, SectionKind, SiteIndex } from './site-index.ts';
import { COMPOUND, term, terms, WORD, words } from './terms.ts';

export type HitKind = SectionKind | 'field';

/** A hit: the section's page, title (an API key for exact hits) and URL, and an excerpt. */
export interface SiteHit extends Pick<Section, 'page' | 'title' | 'url'> {
  kind: HitKind;
  /** One or two sentences of the section, around the matched words. */
  excerpt: string;
  /** [start, end) of each matched word in `excerpt`. */
  marks: [number, number][];
  /** Operations: the HTTP method, lower case. */
  method?: string;
}

export interface SiteSearch {
  search(query: string, limit?: number): SiteHit[];
}

const FIELD_BOOST = { title: 4, keywords: 2, page: 1.5, text: 1 };
/** A section that lists everything keeps this share of its score. */
const LISTING_BOOST = 0.35;
/**
 * Reference sections (an operation, an event) are short and repeat the words of their guide, so BM25 favours them;
 * a question is better answered by the guide's section, unless it names the key (then the key ranks first anyway).
 */
const KIND_BOOST: Partial<Record<SectionKind, number>> = { operation: 0.7, event: 0.7 };
/** At most this many schemas' fields answer an exact field name. */
const MAX_FIELD_HITS = 3;
const KIND_OF_ENTRY: Record<ApiEntry['kind'], HitKind> = { error: 'error', operation: 'operation', webhook: 'event', field: 'field' };

/** One-letter typos count in words of five letters or more (the term as stemmed). */
const fuzzy = (t: string) => (t.length >= 5 ? 1 : false);

function sentenceAround(text: string, matched: Set<string>): { excerpt: string; marks: [number, number][] } {
  const sentences = text.split(/(?<=[.!?])\s+/);
  let best = 0;
  let bestScore = -1;
  sentences.forEach((s, i) => {
    // Prose before code: a line of a code sample (`;`, `{`, `=`) counts half.
    const score = new Set(terms(s).filter((t) => matched.has(t))).size * (/[;{}=]|\$\w/.test(s) ? 0.5 : 1);
    if (score > bestScore) [best, bestScore] = [i, score];
  });
  let excerpt = sentences[best]!.trim();
  if (excerpt.length < 120 && sentences[best + 1]) excerpt = `${excerpt} ${sentences[best + 1]!.trim()}`;
  if (excerpt.length > 240) excerpt = `${excerpt.slice(0, 239).replace(/\s+\S*$/, '')}…`;
  const marks: [number, number][] = [];
  for (const m of excerpt.matchAll(WORD)) {
    if (words(m[0]).some((w) => matched.has(term(w) ?? ''))) marks.push([m.index, m.index + m[0].length]);
  }
  return { excerpt, marks };
}

function apiHit(hit: ApiHit | ApiEntry, sections: Map<string, Section>): SiteHit {
  return {
    kind: KIND_OF_ENTRY[hit.kind],
    page: sections.get(hit.url)?.page ?? hit.title,
    title: hit.title,
    url: hit.url,
    excerpt: hit.detail,
    marks: [],
    ...(hit.method ? { method: hit.method } : {}),
  };
}

// No stored fields: a section's id is its position in the index's `sections`, which hold what a hit needs.
const ENGINE_OPTIONS = { fields: ['title', 'keywords', 'page', 'text'], tokenize: words, processTerm: term };

/** MiniSearch's index over the sections (each section's id is its position), serialised for the index file. */
export function indexSections(sections: IndexedSection[]): SiteIndex['engine'] {
  const engine = new MiniSearch<IndexedSection & { id: number }>(ENGINE_OPTIONS);
  engine.addAll(sections.map((section, id) => ({ ...section, id })));
  return engine.toJSON();
}

/** A section's share of its score: listings rank below the section about the thing, operations and events below their guide. */
const boostOf = (section: Section | undefined) => (section?.listing ? LISTING_BOOST : 1) * (KIND_BOOST[section?.kind as SectionKind] ?? 1);

export function createSiteSearch(index: SiteIndex): SiteSearch {
  const engine = MiniSearch.loadJS<IndexedSection & { id: number }>(index.engine, ENGINE_OPTIONS);
  const byUrl = new Map(index.sections.map((s) => [s.url, s]));
  const keys = new Map<string, ApiEntry>();
  for (const entry of index.api) if (entry.kind !== 'field' && !keys.has(entry.key.toLowerCase())) keys.set(entry.key.toLowerCase(), entry);

  return {
    search(query: string, limit = 10): SiteHit[] {
      const q = query.trim().replace(/\s+/g, ' ');
      if (!q) return [];
      // By URL, in the order added: a section already answered by an exact key is not listed again.
      const hits = new Map<string, SiteHit>();
      const add = (hit: SiteHit) => hits.has(hit.url) || hits.set(hit.url, hit);
      const api = searchApiIndex(index.api, q, limit);
      // A field name many schemas share (`status`, `amount`) leaves room for the sections about it.
      const exact = api.filter((hit) => hit.score >= 70);
      const fields = exact.filter((hit) => hit.kind === 'field');
      for (const hit of exact) if (hit.kind !== 'field' || fields.indexOf(hit) < MAX_FIELD_HITS) add(apiHit(hit, byUrl));
      // A key inside a question: "what does insufficient_funds mean", "is createCheckout idempotent".
      for (const word of q.split(' ')) {
        const entry = COMPOUND.test(word) ? keys.get(word.toLowerCase().replace(/[?,;:!]+$/, '')) : undefined;
        if (entry) add(apiHit(entry, byUrl));
      }
      const queryTerms = new Set(terms(q));
      const ranked = engine
        .search(q, {
          boost: FIELD_BOOST,
          fuzzy,
          prefix: (t, i, all) => i === all.length - 1 && t.length >= 3,
          boostDocument: (id) => boostOf(index.sections[id as number]),
        })
        .map((r) => ({ r, score: r.score * coverage(r, queryTerms.size) }))
        .sort((a, b) => b.score - a.score || (a.r.id as number) - (b.r.id as number));
      for (const { r } of ranked) {
        if (hits.size >= limit) break;
        const section = index.sections[r.id as number]!;
        add({
          kind: section.kind,
          page: section.page,
          title: section.title,
          url: section.url,
          ...sentenceAround(section.text, new Set(r.terms)),
        });
      }
      for (const hit of api) if (hit.score < 70) add(apiHit(hit, byUrl));
      return [...hits.values()].slice(0, limit);
    },
  };
}

/** A section matching more of the query's words gains: (matched / asked)². */
const coverage = (result: SearchResult, asked: number) => (asked <= 1 ? 1 : (Math.min(result.queryTerms.length, asked) / asked) ** 2);

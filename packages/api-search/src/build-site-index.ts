// Builds the site's search index (site-index.ts) from a docs build: every page's HTML in `dist/` (the content marked
// `data-content-body`, without `data-content-ignore` parts) cut into sections at each h1-h3 that has an id and at
// each error catalogue row (`tr[id^=error-]`), plus the spec-derived API entries (`search/api-index.json`) and the
// bundled spec's tag names and operation summaries as keywords of the operation sections. Node only (parse5); the
// CLI (cli.ts) runs it after the site build.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type DefaultTreeAdapterTypes as T, parse } from 'parse5';
import type { ApiEntry } from './api-search.ts';
import { REFERENCE_TEXT_LIMIT, type Section, type SectionKind, type SiteIndex, TEXT_LIMIT } from './site-index.ts';

type Node = T.ChildNode | T.Document;
type Element = T.Element;

const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const isElement = (node: Node): node is Element => 'tagName' in node;
const SKIP = new Set(['script', 'style', 'svg', 'template', 'button', 'noscript']);
const BLOCK = /^(p|div|li|tr|td|th|h\d|pre|table|caption|section|article|ul|ol|dl|dd|dt|figure|figcaption|blockquote|br|summary|details)$/;

function find(node: Node, test: (el: Element) => boolean): Element | undefined {
  if (isElement(node) && test(node)) return node;
  for (const child of 'childNodes' in node ? node.childNodes : []) {
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

/** Text of a node; `spaced` separates every element's text (a heading's method badge, path and summary). */
function textOf(node: Node, spaced = false): string {
  if (node.nodeName === '#text') return (node as T.TextNode).value;
  if (isElement(node) && skipped(node)) return '';
  const inner = ('childNodes' in node ? node.childNodes : []).map((child) => textOf(child, spaced)).join('');
  return isElement(node) && (spaced || BLOCK.test(node.tagName)) ? ` ${inner} ` : inner;
}

/**
 * Parts that are no text of the section: scripts and controls, the reference's back link, hidden notices, what the
 * page marks `data-content-ignore`, an operation's `operationId` and "Changed in" lines (the exact keys and the
 * changelog answer those) and an event's kind badge.
 */
function skipped(el: Element): boolean {
  if (SKIP.has(el.tagName) || el.tagName === 'nav') return true;
  if (attr(el, 'data-content-ignore') !== undefined || attr(el, 'hidden') !== undefined) return true;
  // An event's "event" badge names the section's kind, which the index keeps as `kind`.
  return /\b(ref-op__id|spec-op__changed|spec-method--event)\b/.test(attr(el, 'class') ?? '');
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What an anchor names: the reference's `operation/x`, `event/x`, `schema/x`, a catalogue row `error-x`. */
function kindOf(id: string): SectionKind {
  if (id.startsWith('operation/')) return 'operation';
  if (id.startsWith('event/')) return 'event';
  if (id.startsWith('schema/')) return 'schema';
  if (id.startsWith('error-')) return 'error';
  return 'guide';
}

interface Draft {
  id: string;
  title: string;
  parts: string[];
  links: number;
  chars: number;
  listing?: boolean;
}

/** Pages that list everything; each ranks below the page about one of the things it lists. */
function isListingPage(route: string, html: Element): boolean {
  if (route === '/changelog' || route.startsWith('/category/') || route === '/api-spec') return true;
  // A reference tag page (`/api-spec/payments`): a list of operations, each with its own page.
  return (
    route.startsWith('/api-spec/') &&
    !find(html, (el) => /^(h1|h2|h3)$/.test(el.tagName) && /^(operation|event|schema)\//.test(attr(el, 'id') ?? ''))
  );
}

/** The sections of one built page; `route` is its site path (`/apiFundamentals/authentication`). */
export function sectionsOfPage(source: string, route: string, extraKeywords = ''): Section[] {
  const doc = parse(source);
  const body = find(doc, (el) => attr(el, 'data-content-body') !== undefined);
  if (!body) return [];
  const h1 = find(body, (el) => el.tagName === 'h1');
  const page = clean(h1 ? textOf(h1, true) : route);
  const meta = find(doc, (el) => el.tagName === 'meta' && attr(el, 'name') === 'keywords');
  const keywords = clean(`${(meta && attr(meta, 'content')) ?? ''} ${extraKeywords}`);
  const listingPage = isListingPage(route, body);
  const drafts: Draft[] = [{ id: '', title: page, parts: [], links: 0, chars: 0 }];
  // Each error catalogue row is a section of its own; the table around it stays in its section.
  const rows: Draft[] = [];
  const walk = (node: Node, inLink: boolean) => {
    if (node.nodeName === '#text') {
      const current = drafts.at(-1)!;
      const value = (node as T.TextNode).value;
      current.parts.push(value);
      current.chars += value.trim().length;
      if (inLink) current.links += value.trim().length;
      return;
    }
    if (!isElement(node)) return;
    if (skipped(node)) return;
    // An "every call" table (OperationList): the section lists operations that have pages of their own.
    if (attr(node, 'data-operation-list') !== undefined) drafts.at(-1)!.listing = true;
    const id = attr(node, 'id');
    if (id && node.tagName === 'tr' && id.startsWith('error-')) {
      rows.push({ id, title: id.slice('error-'.length), parts: [textOf(node)], links: 0, chars: 1 });
      return;
    }
    // The page's title is every section's `page`, not text of its own.
    if (node.tagName === 'h1' && !id) return;
    if (id && /^h[1-3]$/.test(node.tagName)) {
      drafts.push({ id, title: clean(textOf(node, true)), parts: [], links: 0, chars: 0 });
      return;
    }
    for (const child of node.childNodes) walk(child, inLink || node.tagName === 'a');
    if (BLOCK.test(node.tagName)) drafts.at(-1)!.parts.push(' ');
  };
  for (const child of body.childNodes) walk(child, false);
  const sections: Section[] = [];
  for (const d of [...drafts, ...rows]) {
    const text = clean(d.parts.join('')).slice(0, route.startsWith('/api-spec') ? REFERENCE_TEXT_LIMIT : TEXT_LIMIT);
    if (!text && !d.id) continue;
    const kind = route.startsWith('/api-spec') || d.id.startsWith('error-') ? kindOf(d.id) : 'guide';
    const section: Section = { kind, page, title: d.title, url: d.id ? `${route}#${d.id}` : route, keywords, text };
    // Mostly link text ("Every checkout call", an overview's table of pages), or a page that lists everything.
    if (listingPage || d.listing || (d.chars > 0 && d.links / d.chars > 0.5) || kind === 'schema') section.listing = true;
    sections.push(section);
  }
  return sections;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name.startsWith('_') ? [] : htmlFiles(path);
    return e.name.endsWith('.html') ? [path] : [];
  });
}

/** `dist/apiFundamentals/authentication.html` -> `/apiFundamentals/authentication`; `index.html` -> `/`. */
export function routeOf(dist: string, file: string): string {
  return (
    `/${relative(dist, file)
      .replace(/\\/g, '/')
      .replace(/\.html$/, '')}`.replace(/\/index$/, '') || '/'
  );
}

interface SpecOperation {
  operationId?: string;
  summary?: string;
  tags?: string[];
}

/** operationId -> its tag names and summary, the words a reader may use for it. */
function operationKeywords(spec: { paths?: Record<string, Record<string, unknown>>; webhooks?: Record<string, Record<string, unknown>> }) {
  const words = new Map<string, string>();
  for (const item of [...Object.values(spec.paths ?? {}), ...Object.values(spec.webhooks ?? {})])
    for (const op of Object.values(item) as SpecOperation[])
      if (op && typeof op === 'object' && op.operationId) words.set(op.operationId, [...(op.tags ?? []), op.summary ?? ''].join(' '));
  return words;
}

/** The index of a docs build (`dist`), with the bundled spec's tags and summaries. */
export function buildSiteIndex(dist: string, spec: object): SiteIndex {
  const apiFile = join(dist, 'search/api-index.json');
  let api: ApiEntry[];
  try {
    api = JSON.parse(readFileSync(apiFile, 'utf8')) as ApiEntry[];
  } catch (error) {
    throw new Error(`${apiFile}: ${(error as Error).message}; expected the spec-derived search index of a docs build`);
  }
  const keywords = operationKeywords(spec as Parameters<typeof operationKeywords>[0]);
  const sections: Section[] = [];
  for (const file of htmlFiles(dist).sort()) {
    const route = routeOf(dist, file);
    if (route === '/404' || route === '/api-spec/explorer' || route === '/markdown-page') continue;
    const operationId = /^\/api-spec\/[^/]+\/([^/]+)$/.exec(route)?.[1];
    sections.push(...sectionsOfPage(readFileSync(file, 'utf8'), route, (operationId && keywords.get(operationId)) || ''));
  }
  return { version: 1, sections, api };
}

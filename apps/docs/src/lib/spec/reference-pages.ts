// How the static reference is laid out in pages, the way large references are: /api-spec is the
// overview (intro, base URLs, authentication, downloads, every tag with its operations, the shared
// parameters and responses); each tag gets a page listing its operations, each operation a page of
// its own under its tag (/api-spec/<tag>/<operationId>), and the webhooks and the schemas pages of
// their own (in slices of ITEMS_PER_PAGE). One page for everything made 2.9 MB at the scale
// benchmark's 10x spec, which Lighthouse could not load under mobile throttling; a page per tag
// still made 65 KB gzip for Payments' eight operations, whose first paint on a phone waited for all
// of them. An operation's page holds that operation only, whatever the spec's size.
// Anchors never change; pageOf() says which page holds one, so links go straight there, and the
// overview sends an old `/api-spec#<anchor>` link on to its page (see anchors.json.ts). Computed in one direction:
// the plan reads only the spec's data (anchorPages), the model's links are made from it, and the pages' views
// (referenceLayout) from that model.
import { API_SPEC_PATH, schemaAnchor, slugify, tagAnchor } from './anchors.ts';
import { tagEntryGroups, tagGroups, type OperationView, type TagGroupView } from './model/operation.ts';
import { schemaBriefs, schemaNames, type SchemaBrief } from './model/schema.ts';
import { webhookViews } from './model/webhook.ts';
import type { SpecModel } from './spec-model.ts';

/** Webhooks or schemas per page once split (a page of 1,400 schemas blocked the main thread for 2 s). */
export const ITEMS_PER_PAGE = 150;

export type ReferencePage =
  | { kind: 'tag'; slug: string; path: string; title: string; group: TagGroupView }
  | { kind: 'operation'; slug: string; path: string; title: string; group: TagGroupView; tagPath: string; operation: OperationView }
  | { kind: 'webhooks'; slug: string; path: string; title: string; items: OperationView[]; first: boolean }
  | { kind: 'schemas'; slug: string; path: string; title: string; items: SchemaBrief[]; first: boolean };

/** Consecutive slices of at most `size` items. */
function slices<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out.length ? out : [[]];
}

/** An operationId as a path segment: as it is when URL-safe (ids are case-sensitive, like the routes), slugified otherwise. */
const operationSegment = (id: string) => (/^[A-Za-z0-9._-]+$/.test(id) ? id : slugify(id) || 'operation');

/** `Schemas` for one page, `Schemas (2 of 3)` when there are several. */
const partTitle = (title: string, i: number, n: number) => (n > 1 ? `${title} (${i + 1} of ${n})` : title);

export interface ReferenceLayout {
  /** The pages besides /api-spec. */
  pages: ReferencePage[];
  /** Path of the page that holds the anchor (/api-spec for anything not on a page of its own). */
  pageOf(anchor: string): string;
  /** Every anchor that lives off the index, with its page: the index's redirect table. */
  offIndex(): Record<string, string>;
  /** Every tag group, webhook and schema: what the overview counts and lists. */
  views: Views;
}

/** The views a page shows, built once for all pages. */
export interface Views {
  groups: TagGroupView[];
  webhooks: OperationView[];
  schemas: SchemaBrief[];
}

/** A planned page: its path and title are known; its view is read from the views once they exist. */
type PagePlan = (views: Views) => ReferencePage;

/**
 * The pages and the page of every anchor, from the spec's data alone (tags, operation ids and summaries, webhook and
 * schema names): no view and no href, so the model's links can be computed from it afterwards, one direction.
 * Each page takes its view later, by position (the views list tags, operations, webhooks and schemas in this order).
 */
function plan(model: SpecModel): { pages: PagePlan[]; where: Map<string, string> } {
  const pages: PagePlan[] = [];
  const where = new Map<string, string>();
  const taken = new Set(['webhooks', 'schemas']);
  tagEntryGroups(model).forEach((group, g) => {
    let slug = slugify(group.name) || 'other';
    while (taken.has(slug)) slug = `${slug}-tag`;
    taken.add(slug);
    const path = `${API_SPEC_PATH}/${slug}`;
    pages.push((v) => ({ kind: 'tag', slug, path, title: group.name, group: v.groups[g]! }));
    where.set(group.anchor, path);
    group.entries.forEach((entry, index) => {
      const opSlug = `${slug}/${operationSegment(entry.id)}`;
      const opPath = `${API_SPEC_PATH}/${opSlug}`;
      if (taken.has(opSlug))
        throw new Error(`reference pages: operations "${entry.id}" and another one both map to ${opPath}; give them distinct operationIds`);
      taken.add(opSlug);
      const title = entry.operation.summary ?? `${entry.method.toUpperCase()} ${entry.path}`;
      pages.push((v) => {
        const group = v.groups[g]!;
        return { kind: 'operation', slug: opSlug, path: opPath, title, group, tagPath: path, operation: group.operations[index]! };
      });
      where.set(entry.anchor, opPath);
    });
  });
  const sections = [
    { kind: 'webhooks' as const, title: 'Webhooks', anchors: model.webhooks().map((w) => w.anchor) },
    { kind: 'schemas' as const, title: 'Schemas', anchors: schemaNames(model).map(schemaAnchor) },
  ];
  for (const section of sections) {
    const parts = slices(section.anchors, ITEMS_PER_PAGE);
    parts.forEach((anchors, i) => {
      const slug = i === 0 ? section.kind : `${section.kind}-${i + 1}`;
      const path = `${API_SPEC_PATH}/${slug}`;
      const from = i * ITEMS_PER_PAGE;
      const title = partTitle(section.title, i, parts.length);
      const to = from + anchors.length;
      pages.push(
        (v) => ({ kind: section.kind, slug, path, title, first: i === 0, items: v[section.kind].slice(from, to) }) as ReferencePage,
      );
      if (i === 0) where.set(tagAnchor(section.kind), path);
      for (const anchor of anchors) where.set(anchor, path);
    });
  }
  return { pages, where };
}

/** Which page holds each anchor (a path; /api-spec when none of its own), the input of the model's links. */
export function anchorPages(model: SpecModel): (anchor: string) => string {
  const { where } = plan(model);
  return (anchor) => where.get(anchor) ?? API_SPEC_PATH;
}

/** The pages with their views, from a model whose links already know the pages (anchorPages). */
export function referenceLayout(model: SpecModel): ReferenceLayout {
  const { pages: planned, where } = plan(model);
  const views: Views = { groups: tagGroups(model), webhooks: webhookViews(model), schemas: schemaBriefs(model) };
  const pages = planned.map((page) => page(views));
  return {
    pages,
    pageOf: (anchor) => where.get(anchor) ?? API_SPEC_PATH,
    offIndex: () => Object.fromEntries(where),
    views,
  };
}

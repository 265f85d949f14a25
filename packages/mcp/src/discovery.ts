// Tools that name what there is, so an agent finds its way without failed calls: the pages with their sections,
// the component schemas, the webhook events. Each list is paged to fit the answer limit (`offset`, `next_offset`).
import type { DocsData } from './docs-data.ts';
import { fitList, shown, ToolInputError } from './limits.ts';

/** The first sentence of a description, for a list entry. */
const firstSentence = (text: unknown) =>
  typeof text === 'string' ? (/^[\s\S]*?[.!?](?=\s|$)/.exec(text.trim())?.[0] ?? text.trim()) : undefined;

/** Every page (its path and title) with its guide sections (anchor and title), optionally under one path. */
export function listPages(data: DocsData, args: { under?: string; offset?: number }) {
  const under = args.under?.replace(/\/+$/, '');
  const pages = [...data.sections.values()]
    .filter((p) => !under || p.route === under || p.route.startsWith(`${under}/`))
    .sort((a, b) => a.route.localeCompare(b.route))
    .map((p) => ({
      path: p.route,
      title: p.title,
      // The guide sections the search indexes (buildSiteIndex): a searchable page's anchored guide chunks.
      sections: p.searchable ? p.chunks.filter((c) => c.anchor && c.kind === 'guide').map((c) => `#${c.anchor} ${c.title}`) : [],
    }));
  if (under && pages.length === 0) throw new ToolInputError(`under: no page under "${shown(under)}"; list_pages without it names them all`);
  const { items, ...page } = fitList(pages, args.offset);
  return { pages: items, ...page, note: 'get_page with a path (and an anchor) returns the page (or the section) as Markdown.' };
}

export function listSchemas(data: DocsData, args: { offset?: number }) {
  const schemas = Object.entries(data.spec.components?.schemas ?? {});
  const { items, ...page } = fitList(
    schemas.map(([name, s]) => ({ name, description: firstSentence(s.description) })),
    args.offset,
  );
  return { schemas: items, ...page, note: 'get_schema with a name returns the schema resolved.' };
}

export function listEvents(data: DocsData) {
  return {
    events: data.operations
      .filter((o) => o.kind === 'webhook')
      .map((o) => ({ event: o.path, operationId: o.operationId, description: firstSentence(o.operation.description) })),
    note: 'get_operation with an event name (or its operationId) returns its payload and rules.',
  };
}

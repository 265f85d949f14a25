// The tools of the MCP server as plain functions over DocsData: each returns JSON-able data or throws a
// ToolInputError saying what was expected. server.ts registers them; the tests and the benchmark call them too.
import { anchorsOf, pageMarkdown, sectionOf } from '@paydocs/api-search';
import { type RequestInput, validateRequest as validateRequestAgainstSpec } from '@paydocs/request-validator';
import { requestTarget, safeDecode } from '@paydocs/spec-access';
import type { DocsData } from './docs-data.ts';
import { known, own, shown, ToolInputError } from './limits.ts';
import { resolved } from './operation.ts';

export { changesSince, listReleases } from './changes.ts';
export { listEvents, listPages, listSchemas } from './discovery.ts';
export { getError } from './error-catalogue.ts';
export { ToolInputError } from './limits.ts';
export { getOperation } from './operation.ts';

/**
 * The site's search (@paydocs/api-search's createSiteSearch over `search/site-index.json`, the ranking the search
 * dialog runs): one hit per section, an exact API key first, each with its kind, page, section title, URL with
 * anchor and a one- or two-sentence excerpt.
 */
export function search(data: DocsData, args: { query: string; limit?: number }) {
  const query = args.query.trim();
  if (!query)
    throw new ToolInputError('query: expected a non-empty search text (an error code, an operationId, `POST /payments`, a field or words)');
  const hits = data.siteSearch.search(query, args.limit ?? 10).map((hit) => ({
    kind: hit.kind === 'guide' ? 'guide section' : hit.kind,
    title: hit.title,
    page: hit.page,
    url: hit.url,
    excerpt: hit.excerpt,
  }));
  return { query, hits };
}

export function getPage(data: DocsData, args: { path: string; anchor?: string }) {
  // The path in any form a search hit or a reader writes it (a full URL, a `.md` version, a `#anchor`).
  const route = requestTarget(args.path).path.replace(/\.md$/, '');
  const record = data.sections.get(route);
  if (!record)
    throw new ToolInputError(
      `path: no page "${shown(route)}"; expected one of ${known([...data.sections.keys()].sort())} (list_pages names them all)`,
    );
  // An anchor as written or percent-encoded (`%C3%A9`); a stray `%` is taken as written, not an error.
  const anchor = safeDecode(args.anchor ?? /#(.+)$/.exec(args.path)?.[1] ?? '').replace(/^#/, '');
  if (!anchor) return { route, title: record.title, markdown: pageMarkdown(record) };
  // The section exactly as the page's Markdown has it (sections.json of the docs build), code blocks whole.
  const section = sectionOf(record, anchor);
  if (section) return { route, title: record.title, url: `${route}#${anchor}`, section: section.title, markdown: section.markdown };
  throw new ToolInputError(`anchor: no section "#${shown(anchor)}" on ${route}; expected one of ${known(anchorsOf(record))}`);
}

export function getSchema(data: DocsData, args: { name: string }) {
  const schemas = data.spec.components?.schemas;
  const schema = own(schemas, args.name);
  if (!schema)
    throw new ToolInputError(
      `name: no schema "${shown(args.name)}"; expected a component schema name such as ${known(Object.keys(schemas ?? {}).sort(), 8)} (list_schemas names them all)`,
    );
  return { name: args.name, schema: resolved(data, schema) };
}

/** The operations (not webhooks) of the spec, and their tags in the order they first appear. */
export function operationTags(data: DocsData) {
  const operations = data.operations.filter((o) => o.kind === 'operation');
  return { operations, tags: [...new Set(operations.flatMap((o) => o.operation.tags ?? []))] };
}

export function listOperations(data: DocsData, args: { tag?: string }) {
  const { operations: all, tags } = operationTags(data);
  const { tag } = args;
  const tagged = tag ? all.filter((o) => o.operation.tags?.includes(tag)) : all;
  if (tag && tagged.length === 0)
    throw new ToolInputError(`tag: no operation is tagged "${shown(tag)}"; expected one of ${known(tags, 20)}`);
  return {
    operations: tagged.map((o) => ({
      operationId: o.operationId,
      method: o.method.toUpperCase(),
      path: o.path,
      summary: o.operation.summary,
    })),
  };
}

/**
 * The problems an API call would meet (`@paydocs/request-validator`, as the mock checks calls), the path in any form
 * (`asSent: false`: the spec's template too). An oversize or non-JSON body is a tool input error.
 */
export function validateRequest(data: DocsData, args: RequestInput) {
  const result = validateRequestAgainstSpec(data.spec, args, { asSent: false });
  const refused = result.problems.find((p) => p.keyword === 'too-large' || p.keyword === 'not-json');
  if (refused) throw new ToolInputError(refused.message);
  return result;
}

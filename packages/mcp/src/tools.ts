// The tools of the MCP server as plain functions over DocsData: each returns JSON-able data or throws a
// ToolInputError saying what was expected. server.ts registers them; the tests and the benchmark call them too.
import { anchorsOf, type SiteHit, sectionOf } from '@paydocs/api-search';
import { type RequestInput, validateRequest as validateRequestAgainstSpec } from '@paydocs/request-validator';
import { derefDeep, type JsonObject, matchOperation, type WalkedOperation } from '@paydocs/spec-access';
import { type Changelog, compareVersions, loadChangelog } from '@paydocs/spec-diff';
import type { DocsData } from './docs-data.ts';

export class ToolInputError extends Error {
  override name = 'ToolInputError';
}

export { MAX_BODY_BYTES } from '@paydocs/request-validator';

const known = (names: string[], max = 12) =>
  `${names.slice(0, max).join(', ')}${names.length > max ? `, ... (${names.length} in all)` : ''}`;

/** What each hit's kind is called for an agent. */
const KIND_NAMES: Record<SiteHit['kind'], string> = {
  guide: 'guide section',
  operation: 'operation',
  schema: 'schema',
  error: 'error',
  event: 'event',
  field: 'field',
};

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
    kind: KIND_NAMES[hit.kind],
    title: hit.title,
    page: hit.page,
    url: hit.url,
    excerpt: hit.excerpt,
  }));
  return { query, hits };
}

/** An anchor as written or percent-encoded (`%C3%A9`); a stray `%` is taken as written, not an error. */
function decodedAnchor(anchor: string): string {
  try {
    return decodeURIComponent(anchor);
  } catch {
    return anchor;
  }
}

export function getPage(data: DocsData, args: { path: string; anchor?: string }) {
  const route = `/${args.path
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/^\/+/, '')
    .replace(/[#?].*$/, '')
    .replace(/\.md$/, '')
    .replace(/\/+$/, '')}`;
  const page = data.pages.get(route);
  if (!page) throw new ToolInputError(`path: no page "${route}"; expected one of ${known([...data.pages.keys()].sort())}`);
  const anchor = decodedAnchor(args.anchor ?? /#(.+)$/.exec(args.path)?.[1] ?? '').replace(/^#/, '');
  if (!anchor) return page;
  // The section exactly as the page's Markdown has it (sections.json of the docs build), code blocks whole.
  const record = data.sections.get(route)!;
  const section = sectionOf(record, anchor);
  if (section) return { route, title: page.title, url: `${route}#${anchor}`, section: section.title, markdown: section.markdown };
  throw new ToolInputError(`anchor: no section "#${anchor}" on ${route}; expected one of ${known(anchorsOf(record))}`);
}

function findOperation(
  data: DocsData,
  args: { operationId?: string; method?: string; path?: string },
): { op: WalkedOperation; pathParameters?: Record<string, string> } {
  if (args.operationId) {
    const found = data.operations.find((o) => o.operationId === args.operationId || (o.kind === 'webhook' && o.path === args.operationId));
    if (!found)
      throw new ToolInputError(
        `operationId: no operation "${args.operationId}"; list_operations names them all (e.g. ${known(
          data.operations.flatMap((o) => o.operationId ?? []),
          6,
        )})`,
      );
    return { op: found };
  }
  if (args.method && args.path) {
    // Any form an agent writes: the template (`/payments/{id}`), as sent (with the server's base path, ids, a query
    // string) or a full URL; spec-access's matcher reads the base path from the spec's servers.
    const match = matchOperation(data.spec, args.method, args.path);
    if ('error' in match)
      throw new ToolInputError(
        `method/path: ${match.error}; expected a path as in list_operations (e.g. /payments/{id}), as sent, or a full URL`,
      );
    return { op: match.operation, pathParameters: match.params };
  }
  throw new ToolInputError('expected operationId, or method and path');
}

/**
 * `node` with every `$ref` resolved (derefDeep), none left: where a recursive schema (JsonValue holds JsonValues)
 * refers to itself again, a `$comment` names the schema instead, so the answer is finite and self-contained.
 */
export function resolved(data: DocsData, node: unknown): unknown {
  return derefDeep(data.spec, node, {
    onCycle: (ref) => ({ $comment: `recursive: the same schema as the enclosing ${ref}` }),
  });
}

export function getOperation(data: DocsData, args: { operationId?: string; method?: string; path?: string }) {
  const { op, pathParameters } = findOperation(data, args);
  const operation = resolved(data, op.operation) as JsonObject;
  return {
    kind: op.kind,
    method: op.method.toUpperCase(),
    path: op.path,
    operationId: op.operationId,
    // The values the path named (`/payments/pay_1` -> `{ "id": "pay_1" }`), when it was given as sent.
    ...(pathParameters && Object.keys(pathParameters).length ? { pathParameters } : {}),
    summary: operation.summary,
    description: operation.description,
    parameters: op.parameters.map((p) => resolved(data, p.node)),
    requestBody: operation.requestBody,
    responses: operation.responses,
    security: operation.security ?? resolved(data, data.spec.security),
    rules: operation['x-rules'],
    notDocumented: operation['x-not-shown'],
  };
}

export function getSchema(data: DocsData, args: { name: string }) {
  const schemas = (data.spec.components as JsonObject | undefined)?.schemas as JsonObject | undefined;
  const schema = schemas?.[args.name];
  if (!schema)
    throw new ToolInputError(
      `name: no schema "${args.name}"; expected a component schema name such as ${known(Object.keys(schemas ?? {}).sort(), 8)}`,
    );
  return { name: args.name, schema: resolved(data, schema) };
}

export function getError(data: DocsData, args: { code: string }) {
  const entry = data.apiIndex.find((e) => e.kind === 'error' && e.key === args.code);
  if (!entry) {
    const codes = data.apiIndex.filter((e) => e.kind === 'error').map((e) => e.key);
    throw new ToolInputError(`code: no error code "${args.code}"; expected one of ${known(codes, 10)}`);
  }
  return { code: entry.key, description: entry.detail, url: entry.url };
}

export function listOperations(data: DocsData, args: { tag?: string }) {
  const all = data.operations.filter((o) => o.kind === 'operation');
  const tagged = args.tag ? all.filter((o) => Array.isArray(o.operation.tags) && o.operation.tags.includes(args.tag)) : all;
  if (args.tag && tagged.length === 0) {
    const tags = [...new Set(all.flatMap((o) => (Array.isArray(o.operation.tags) ? (o.operation.tags as string[]) : [])))];
    throw new ToolInputError(`tag: no operation is tagged "${args.tag}"; expected one of ${known(tags, 20)}`);
  }
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
 * The problems an API call would meet: the shared request validator of `@paydocs/request-validator` (the samples
 * checker and the Ajv validator of `paydocs-spec validate`), the path in any form (`asSent: false`: the spec's
 * template too). An oversize or non-JSON body is a tool input error.
 */
export function validateRequest(data: DocsData, args: RequestInput) {
  const result = validateRequestAgainstSpec(data.spec, args, { asSent: false });
  const refused = result.problems.find((p) => p.code === 'body-too-large' || p.code === 'body-not-json');
  if (refused) throw new ToolInputError(refused.message);
  return result;
}

// Built once per spec document: the released bundles (spec/released, read through @paydocs/spec-access's loader by
// @paydocs/spec-diff) compared with each other and with the bundle this server answers from.
const changelogs = new WeakMap<JsonObject, Changelog>();
export function changesSince(data: DocsData, args: { version: string }) {
  const changelog = changelogs.get(data.spec) ?? loadChangelog({ current: data.spec });
  changelogs.set(data.spec, changelog);
  const versions = changelog.releases.map((r) => r.version as string);
  if (!versions.includes(args.version))
    throw new ToolInputError(`version: no release "${args.version}"; expected one of ${[...versions].reverse().join(', ')}`);
  const newer = changelog.releases.filter((r) => compareVersions(r.version as string, args.version) > 0);
  return { since: args.version, releases: newer, unreleased: changelog.unreleased };
}

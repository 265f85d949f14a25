// @paydocs/api-search: ranks the spec-derived search index (the site builds it as /search/api-index.json,
// apps/docs/src/lib/search/api-index.ts) for a query, before any full-text result: an exact error code,
// operationId or event name; `METHOD /path` (ids or `{param}` in the path, with or without the server's base path,
// a full URL, query string ignored: spec-access's one operation matcher); a bare path; an exact field name (its schema tables); then prefixes of codes and
// operationIds. One module for the site's search dialog and the MCP server's `search` tool, so both rank alike.
// Pure, browser-safe (spec-access's matcher is too); its given/want tests are the site's,
// apps/docs/src/lib/search/api-search.test.ts.

import { matchPath } from '@paydocs/spec-access/match';

export type ApiEntryKind = 'error' | 'operation' | 'webhook' | 'field';

/** One entry of the index: what a reader may type and the place that answers it. */
export interface ApiEntry {
  kind: ApiEntryKind;
  /** What the reader types: the code, operationId, event name or field name. */
  key: string;
  title: string;
  url: string;
  /** One line under the title. */
  detail: string;
  /** Operations: HTTP method (lower case) and path template, for `METHOD /path` queries. */
  method?: string;
  path?: string;
  /** Operations: the base paths of the servers that apply to it (`/v1`; `''` for none), so a path as sent matches. */
  bases?: string[];
}

export interface ApiHit extends ApiEntry {
  score: number;
}

const METHOD_PATH = /^(get|post|put|patch|delete)\s+(\S+)$/i;

/** Whether the query's path names this operation entry (any form; see spec-access's matchPath). */
const pathMatches = (entry: ApiEntry, given: string) => matchPath(entry.path!, given, entry.bases ?? ['']) !== undefined;

function scoreOf(entry: ApiEntry, query: string): number {
  const q = query.toLowerCase();
  const key = entry.key.toLowerCase();
  const methodPath = METHOD_PATH.exec(query);
  if (methodPath) {
    if (entry.kind !== 'operation') return 0;
    if (entry.method !== methodPath[1]!.toLowerCase()) return 0;
    return pathMatches(entry, methodPath[2]!) ? 100 : 0;
  }
  if (query.startsWith('/') || /^https?:\/\//i.test(query)) return entry.kind === 'operation' && pathMatches(entry, query) ? 90 : 0;
  if (key === q) return { error: 100, operation: 100, webhook: 100, field: 70 }[entry.kind];
  if (q.length >= 4 && entry.kind !== 'field' && key.startsWith(q)) return 40;
  return 0;
}

export function searchApiIndex(index: ApiEntry[], query: string, limit = 5): ApiHit[] {
  const q = query.trim().replace(/\s+/g, ' ');
  if (!q) return [];
  return (
    index
      .map((entry, order) => ({ hit: { ...entry, score: scoreOf(entry, q) }, order }))
      .filter(({ hit }) => hit.score > 0)
      // Ties keep the index order (catalogue and spec order), except prefixes: the closest key first.
      .sort((a, b) => b.hit.score - a.hit.score || (a.hit.score === 40 ? a.hit.key.length - b.hit.key.length : 0) || a.order - b.order)
      .slice(0, limit)
      .map(({ hit }) => hit)
  );
}

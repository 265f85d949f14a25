// Every input the data offers each tool, for the size benchmark (bench/sizes.ts) and the size test: every operation,
// schema, error code, page and section, release and tag, and the relevance set's questions as search queries.
import type { WalkedOperation } from '@paydocs/spec-access';
import type { DocsData } from '../src/docs-data.ts';

type Args = Record<string, unknown>;

export function sampleCalls(
  data: DocsData,
  questions: readonly { q: string }[],
  basePathsOf: (op: WalkedOperation) => string[],
): [string, Args[]][] {
  const operations = data.operations.filter((o) => o.kind === 'operation' && o.operationId);
  const schemas = Object.keys((data.spec.components as { schemas: object }).schemas);
  const codes = data.siteIndex.api.filter((e) => e.kind === 'error').map((e) => e.key);
  const tags = [...new Set(operations.flatMap((o) => (o.operation.tags as string[] | undefined) ?? []))];
  const versions = ['1.0.0', '2.0.0'];
  return [
    ['search', questions.map((q) => ({ query: q.q }))],
    ['get_page', [...data.sections.keys()].map((path) => ({ path }))],
    ['get_page (section)', data.siteIndex.sections.map((s) => ({ path: s.url }))],
    ['get_operation', operations.map((o) => ({ operationId: o.operationId }))],
    ['get_operation (full)', operations.map((o) => ({ operationId: o.operationId, schema: 'full' }))],
    ['get_schema', schemas.map((name) => ({ name }))],
    ['get_error', codes.map((code) => ({ code }))],
    ['list_operations', [{}, ...tags.map((tag) => ({ tag }))]],
    [
      'validate_request',
      operations.map((o) => ({
        method: o.method,
        path: `${basePathsOf(o)[0]}${o.path}`,
        headers: { Authorization: 'Bearer x' },
        ...(o.operation.requestBody ? { body: '{"unexpected":1}' } : {}),
      })),
    ],
    ['changes_since', versions.map((version) => ({ version }))],
    ['changes_since (full)', versions.map((version) => ({ version, detail: 'full' }))],
    ['list_pages', [{}]],
    ['list_schemas', [{}]],
    ['list_events', [{}]],
    ['list_releases', [{}]],
    [
      'try_request',
      operations.map((o) => ({
        method: o.method,
        path: `${basePathsOf(o)[0]}${o.path.replace(/\{[^}]+\}/g, 'x_1')}`,
        headers: { Authorization: 'Bearer x', 'Content-Type': 'application/json' },
        ...(o.operation.requestBody ? { body: '{}' } : {}),
      })),
    ],
  ];
}

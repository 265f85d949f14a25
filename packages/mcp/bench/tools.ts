// Prints each tool's answer time (median and slowest of N in-process calls) on the built docs and the bundled spec,
// and with `--scale <dir | openapi.json>` side by side on a larger bundle: the 10x spec that
// `node packages/spec-tools/bench/spec-10x.ts --out <dir>` writes (the pages and search index stay the real docs
// build's). `--spec <openapi.json>` replaces the real bundle, `--docs <dist>` the docs build. A benchmark, not a test.
//   node bench/tools.ts [--runs 20] [--scale <dir>] [--spec <openapi.json>] [--docs <dist>]
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { basePathsOf } from '@paydocs/spec-access';
import { type DocsData, type DocsSources, loadDocsData } from '../src/docs-data.ts';
import * as tools from '../src/tools.ts';

const { values } = parseArgs({
  options: {
    spec: { type: 'string' },
    docs: { type: 'string' },
    scale: { type: 'string' },
    runs: { type: 'string', default: '20' },
  },
});
const runs = Number(values.runs);

/** The calls timed: one per tool, with inputs taken from the data so they answer on any bundle. */
function calls(data: DocsData): [string, () => unknown][] {
  const op = data.operations.find((o) => o.kind === 'operation' && o.method === 'post' && o.operationId) ?? data.operations[0];
  const schemas = Object.keys((data.spec.components as { schemas: object }).schemas);
  return [
    ['search', () => tools.search(data, { query: 'refund amount', limit: 10 })],
    ['search (code)', () => tools.search(data, { query: 'amount_required', limit: 10 })],
    ['get_page', () => tools.getPage(data, { path: [...data.sections.keys()][0] ?? '/' })],
    ['get_operation', () => tools.getOperation(data, { operationId: op?.operationId as string })],
    ['get_schema', () => tools.getSchema(data, { name: schemas.includes('Payment') ? 'Payment' : (schemas[0] as string) })],
    ['get_error', () => tools.getError(data, { code: data.siteIndex.api.find((e) => e.kind === 'error')?.key as string })],
    ['list_operations', () => tools.listOperations(data, {})],
    [
      'validate_request',
      () =>
        tools.validateRequest(data, {
          method: 'POST',
          // As sent: with the base path of the operation's server.
          path: `${op ? basePathsOf(op)[0] : ''}${op?.path}`,
          headers: { Authorization: 'Bearer x' },
          body: '{"amount":"x"}',
        }),
    ],
    ['changes_since', () => tools.changesSince(data, { version: '1.0.0' })],
  ];
}

/** Milliseconds per tool: the first call (cold: caches empty) apart, then the median and slowest of `runs` more. */
function time(data: DocsData) {
  const out = new Map<string, { first: number; median: number; max: number } | string>();
  for (const [name, call] of calls(data)) {
    const times: number[] = [];
    try {
      for (let i = 0; i <= runs; i++) {
        const start = performance.now();
        call();
        times.push(performance.now() - start);
      }
    } catch (error) {
      out.set(name, `error: ${(error as Error).message}`);
      continue;
    }
    const first = times.shift() as number;
    times.sort((a, b) => a - b);
    out.set(name, { first, median: times[Math.floor(times.length / 2)] as number, max: times.at(-1) as number });
  }
  return out;
}

function load(label: string, sources: DocsSources) {
  const t0 = performance.now();
  const data = loadDocsData(sources);
  const ops = data.operations.filter((o) => o.kind === 'operation').length;
  console.log(
    `${label}: loaded in ${(performance.now() - t0).toFixed(0)} ms: ${ops} operations, ${data.operations.length - ops} webhooks, ${
      Object.keys((data.spec.components as { schemas: object }).schemas).length
    } schemas, ${data.sections.size} pages`,
  );
  return data;
}

const base: DocsSources = values.docs ? { docs: values.docs } : {};
const sets: [string, DocsData][] = [['ours', load('ours', values.spec ? { ...base, spec: values.spec } : base)]];
if (values.scale) {
  const file = existsSync(values.scale) && statSync(values.scale).isDirectory() ? join(values.scale, 'openapi.json') : values.scale;
  sets.push(['scaled', load(`scaled (${file})`, { ...base, spec: file })]);
}
const figures = sets.map(([label, data]) => [label, time(data)] as const);
const fmt = (f: { first: number; median: number; max: number } | string | undefined) =>
  typeof f === 'object' ? `${f.median.toFixed(2)} ms (first ${f.first.toFixed(1)}, max ${f.max.toFixed(1)})` : (f ?? '');
const rows = [['tool', ...figures.map(([label]) => `${label}: median of ${runs}`), ...(figures.length > 1 ? ['ratio'] : [])]];
for (const [name] of calls(sets[0]?.[1] as DocsData)) {
  const cells = figures.map(([, f]) => f.get(name));
  const [a, b] = cells;
  const ratio = typeof a === 'object' && typeof b === 'object' ? [`${(b.median / a.median).toFixed(1)}x`] : figures.length > 1 ? [''] : [];
  rows.push([name, ...cells.map(fmt), ...ratio]);
}
const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => r[i]?.length ?? 0))) ?? [];
for (const r of rows)
  console.log(
    r
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd(),
  );

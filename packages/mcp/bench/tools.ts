// Prints each tool's answer time (median of N calls, in-process) on the built docs and the bundled spec, or on
// another bundle (`--spec <openapi.json>`, e.g. the 10x spec from packages/spec-tools/bench/spec-10x.ts --out).
// A benchmark, not a test.
import { parseArgs } from 'node:util';
import { loadDocsData } from '../src/docs-data.ts';
import * as tools from '../src/tools.ts';

const { values } = parseArgs({ options: { spec: { type: 'string' }, runs: { type: 'string', default: '20' } } });
const t0 = performance.now();
const data = loadDocsData(values.spec ? { bundle: values.spec } : {});
console.log(
  `load: ${(performance.now() - t0).toFixed(0)} ms (${data.operations.length} operations and webhooks, ${data.pages.size} pages)`,
);
const op = data.operations.find((o) => o.kind === 'operation' && o.method === 'post' && o.operationId) ?? data.operations[0];
const calls: [string, () => unknown][] = [
  ['search', () => tools.search(data, { query: 'refund amount', limit: 10 })],
  ['get_page', () => tools.getPage(data, { path: [...data.pages.keys()][0] ?? '/' })],
  ['get_operation', () => tools.getOperation(data, { operationId: op?.operationId as string })],
  ['get_schema', () => tools.getSchema(data, { name: Object.keys((data.spec.components as { schemas: object }).schemas)[0] as string })],
  ['get_error', () => tools.getError(data, { code: data.apiIndex.find((e) => e.kind === 'error')?.key as string })],
  ['list_operations', () => tools.listOperations(data, {})],
  [
    'validate_request',
    () =>
      tools.validateRequest(data, {
        method: 'POST',
        path: `/v1${op?.path}`,
        headers: { Authorization: 'Bearer x' },
        body: '{"amount":"x"}',
      }),
  ],
  ['changes_since', () => tools.changesSince(data, { version: '1.0.0' })],
];
for (const [name, call] of calls) {
  const times: number[] = [];
  for (let i = 0; i < Number(values.runs); i++) {
    const start = performance.now();
    try {
      call();
    } catch (error) {
      console.log(`${name}: ${(error as Error).message}`);
      break;
    }
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  if (times.length)
    console.log(`${name.padEnd(18)} min ${times[0]?.toFixed(1)} ms  median ${times[Math.floor(times.length / 2)]?.toFixed(1)} ms`);
}

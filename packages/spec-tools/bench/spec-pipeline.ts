// Benchmark of the spec pipeline on the real spec (`pnpm bench:spec` from the root; not a test).
// Each step runs as its own `paydocs-spec` process, as in `pnpm build`, three times; the table
// shows the median and every run. Target: under 10 s for the whole pipeline on 2 cores.
// Outputs go to a temporary folder, so spec/dist and the generated types are left alone.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RUNS = 3;
const TARGET_SECONDS = 10;
const here = path.dirname(fileURLToPath(import.meta.url));
const cli = path.resolve(here, '../src/cli.ts');
const config = path.resolve(here, '../../../spec/redocly.yaml');
const out = mkdtempSync(path.join(os.tmpdir(), 'paydocs-bench-'));
const bundled = path.join(out, 'openapi.json');

const steps: { name: string; args: string[] }[] = [
  { name: 'lint', args: ['lint', '--config', config] },
  { name: 'bundle', args: ['bundle', '--config', config, '--out-dir', out] },
  { name: 'validate', args: ['validate', '--spec', bundled] },
  { name: 'types', args: ['types', '--input', bundled, '--out', path.join(out, 'api.d.ts'), '--config', config] },
];

function time(args: string[]): number {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (result.status !== 0) {
    throw new Error(`paydocs-spec ${args[0]} failed (exit ${result.status}):\n${result.stdout}${result.stderr}`);
  }
  return seconds;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const fmt = (s: number) => `${s.toFixed(2)} s`;

try {
  const rows = steps.map((step) => {
    const runs = Array.from({ length: RUNS }, () => time(step.args));
    return { name: step.name, median: median(runs), runs };
  });
  const total = rows.reduce((sum, row) => sum + row.median, 0);
  const width = Math.max(...rows.map((r) => r.name.length), 'total'.length);
  console.log(
    `spec pipeline on ${path.relative(process.cwd(), config)}: ${os.availableParallelism()} CPUs, Node ${process.version}, median of ${RUNS} runs`,
  );
  console.log(`${'step'.padEnd(width)}  ${'median'.padStart(8)}  runs`);
  for (const row of rows) {
    console.log(`${row.name.padEnd(width)}  ${fmt(row.median).padStart(8)}  ${row.runs.map(fmt).join(', ')}`);
  }
  console.log(
    `${'total'.padEnd(width)}  ${fmt(total).padStart(8)}  (sum of medians; target < ${TARGET_SECONDS} s: ${total < TARGET_SECONDS ? 'met' : 'MISSED'})`,
  );
} finally {
  rmSync(out, { recursive: true, force: true });
}

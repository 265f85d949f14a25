// Scale benchmark of the spec pipeline (`pnpm bench:spec-10x`; prints figures, not a test): writes a
// synthetic spec 10x ours (synthetic-spec.ts: ours plus nine renamed copies) as one YAML file
// with its own Redocly config, then times lint, bundle, validate and types on it and on the real
// spec, each as its own `paydocs-spec` process as in the build, and prints the ratio (10x work
// should take at most ~10x time). With --out the 10x bundle (openapi.json/.yaml) stays in that
// folder for the site build (apps/docs/bench/site.ts --scale); --json prints the figures as JSON.
//   node packages/spec-tools/bench/spec-10x.ts [--factor 10] [--out <dir>] [--json]
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parse, stringify } from 'yaml';
import { countSpec, type LintIgnores, multiplyLintIgnores, multiplySpec, type SyntheticCounts } from './synthetic-spec.ts';

const here = import.meta.dirname;
const cli = path.resolve(here, '../src/cli.ts');
const realConfig = path.resolve(here, '../../../spec/redocly.yaml');
const realIgnores = path.resolve(here, '../../../spec/.redocly.lint-ignore.yaml');
const realBundle = path.resolve(here, '../../../spec/dist/openapi.json');
const plugin = path.resolve(here, '../src/lint/plugin.ts');

export interface StepFigure {
  step: string;
  realSeconds: number;
  scaledSeconds: number;
  ok: boolean;
  summary: string;
}

export interface ScaleFigures {
  factor: number;
  real: SyntheticCounts;
  scaled: SyntheticCounts;
  bundleBytes: number;
  steps: StepFigure[];
  outDir: string;
}

function run(args: string[]): { seconds: number; ok: boolean; summary: string } {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const lines = `${result.stdout}${result.stderr}`.trim().split('\n');
  return {
    seconds,
    ok: result.status === 0,
    summary: `${lines.at(-1) ?? ''}${lines.length > 1 ? ` (${lines.length - 1} more lines)` : ''}`,
  };
}

/** The four steps on one spec: `config` lints/bundles, the bundle in `out` feeds validate and types. */
function steps(config: string, out: string) {
  const bundled = path.join(out, 'openapi.json');
  return [
    { step: 'lint', args: ['lint', '--config', config] },
    { step: 'bundle', args: ['bundle', '--config', config, '--out-dir', out] },
    { step: 'validate', args: ['validate', '--spec', bundled] },
    { step: 'types', args: ['types', '--input', bundled, '--out', path.join(out, 'api.d.ts'), '--config', config] },
  ];
}

export function runScaleBenchmark(factor: number, outDir: string): ScaleFigures {
  const original = JSON.parse(readFileSync(realBundle, 'utf8'));
  const scaled = multiplySpec(original, factor);
  const source = path.join(outDir, 'source');
  mkdirSync(source, { recursive: true });
  // One YAML file, as an API team would write a large single-file spec; the project rules apply.
  writeFileSync(path.join(source, 'openapi.yaml'), stringify(scaled, { aliasDuplicateObjects: false, lineWidth: 0 }));
  const config = readFileSync(realConfig, 'utf8')
    .replace("'@paydocs/spec-tools/redocly-plugin'", JSON.stringify(plugin))
    .replace(/root: \.\/openapi\.yaml/, 'root: ./openapi.yaml');
  writeFileSync(path.join(source, 'redocly.yaml'), config);
  // The real spec's lint exceptions (e.g. its two ambiguous terminal paths) hold for every copy,
  // in the scaled source and in the bundle that `types` lints.
  const ignores = multiplyLintIgnores(
    parse(readFileSync(realIgnores, 'utf8')) as LintIgnores,
    'openapi.yaml',
    ['openapi.yaml', path.relative(source, path.join(outDir, 'openapi.json'))],
    factor,
  );
  writeFileSync(path.join(source, '.redocly.lint-ignore.yaml'), stringify(ignores));
  const realOut = mkdtempSync(path.join(os.tmpdir(), 'paydocs-bench-real-'));
  try {
    const realSteps = steps(realConfig, realOut);
    const scaledSteps = steps(path.join(source, 'redocly.yaml'), outDir);
    const figures = realSteps.map((step, i) => {
      const real = run(step.args);
      const big = run(scaledSteps[i]!.args);
      return { step: step.step, realSeconds: real.seconds, scaledSeconds: big.seconds, ok: big.ok, summary: big.summary };
    });
    let bundleBytes = Number.NaN;
    try {
      bundleBytes = readFileSync(path.join(outDir, 'openapi.json')).length;
    } catch {}
    return { factor, real: countSpec(original), scaled: countSpec(scaled), bundleBytes, steps: figures, outDir };
  } finally {
    rmSync(realOut, { recursive: true, force: true });
  }
}

export function printScaleFigures(f: ScaleFigures): void {
  const counts = (c: SyntheticCounts) => `${c.operations} operations, ${c.webhooks} webhooks, ${c.schemas} schemas, ${c.tags} tags`;
  console.log(
    `spec pipeline at ${f.factor}x: ${counts(f.scaled)} (ours: ${counts(f.real)}); bundle ${(f.bundleBytes / 1024 / 1024).toFixed(1)} MiB`,
  );
  const rows = [['step', 'ours', `${f.factor}x`, 'ratio', 'outcome at scale']];
  for (const s of f.steps) {
    const ratio = s.scaledSeconds / s.realSeconds;
    rows.push([
      s.step,
      `${s.realSeconds.toFixed(2)} s`,
      `${s.scaledSeconds.toFixed(2)} s`,
      `${ratio.toFixed(1)}x${ratio > f.factor ? ' (superlinear)' : ''}`,
      `${s.ok ? 'ok' : 'FAILED'}: ${s.summary}`,
    ]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const r of rows)
    console.log(
      r
        .map((c, i) => c.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    );
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { factor: { type: 'string', default: '10' }, out: { type: 'string' }, json: { type: 'boolean', default: false } },
  });
  const outDir = values.out ? path.resolve(values.out) : mkdtempSync(path.join(os.tmpdir(), 'paydocs-bench-10x-'));
  try {
    const figures = runScaleBenchmark(Number(values.factor), outDir);
    if (values.json) console.log(JSON.stringify(figures));
    else printScaleFigures(figures);
  } finally {
    if (!values.out) rmSync(outDir, { recursive: true, force: true });
  }
}

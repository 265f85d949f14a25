// Benchmark, not a test: mutation testing of the gates with Stryker. Runs each gate package's Stryker (its
// stryker.config.json: the gate modules only, perTest coverage, 2 workers, incremental), reads the JSON reports and
// prints one table (mutants, killed, survived, timed out, no coverage, score) and every surviving mutant with
// file:line:column, mutator and replacement, and the reason from the package's list when it is accepted.
// The figures are printed, never asserted: the targets (85% spec-diff, 80% the others) are shown beside them.
//   node scripts/mutation.ts [--only spec-diff] [--only spec-tools] [--only docs] [--report-only] [--force]
import { execFileSync } from 'node:child_process';
import { chmodSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { strykerBin } from './mutation/install.ts';
import { type PackageScore, scoreReport } from './mutation/report.ts';

const ROOT = join(import.meta.dirname, '..');

const GATES = [
  { name: 'spec-diff', dir: 'packages/spec-diff', target: 85 },
  { name: 'spec-tools', dir: 'packages/spec-tools', target: 80 },
  { name: 'docs', dir: 'apps/docs', target: 80 },
] as const;

/** Written by each config's jsonReporter, and the accepted survivors beside the config. */
const REPORT = 'reports/mutation/mutation.json';
const INCREMENTAL = 'reports/mutation/stryker-incremental.json';
const SURVIVOR_LIST = 'mutation-survivors.md';

const { values } = parseArgs({
  options: {
    only: { type: 'string', multiple: true },
    'report-only': { type: 'boolean', default: false },
    // Stryker's --force: test every mutant again instead of reusing the incremental results.
    force: { type: 'boolean', default: false },
  },
});

const unknown = (values.only ?? []).filter((name) => !GATES.some((gate) => gate.name === name));
if (unknown.length) throw new Error(`--only ${unknown.join(', ')}: expected one of ${GATES.map((g) => g.name).join(', ')}`);
const gates = GATES.filter((gate) => !values.only?.length || values.only.includes(gate.name));

/** Stryker's in-place mode restores every file of the package from its backup, dropping the executable bit. */
function executableFiles(dir: string): string[] {
  const listing = execFileSync('git', ['ls-files', '-s', '--', dir], { cwd: ROOT, encoding: 'utf8' });
  return listing
    .split('\n')
    .filter((line) => line.startsWith('100755 '))
    .map((line) => line.split('\t')[1]!);
}

function runStryker(dir: string): void {
  const executables = executableFiles(dir);
  const args = [strykerBin(), 'run', 'stryker.config.json', ...(values.force ? ['--force'] : [])];
  try {
    // Vitest starts a fresh worker for every mutant, which loads Redocly, Ajv and the rest again: Node's compile cache
    // (kept beside the reports, git-ignored) saves about a third of that CPU from the second mutant on.
    const env = { ...process.env, NODE_COMPILE_CACHE: join(ROOT, dir, 'reports/mutation/node-compile-cache') };
    execFileSync(process.execPath, args, { cwd: join(ROOT, dir), stdio: 'inherit', env });
  } finally {
    for (const file of executables) chmodSync(join(ROOT, file), 0o755);
  }
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows.map((row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')).join('\n');
}

const scores: [(typeof GATES)[number], PackageScore | Error][] = [];
for (const gate of gates) {
  if (!values['report-only']) {
    console.error(`\n== Stryker: ${gate.dir} ==`);
    runStryker(gate.dir);
  }
  try {
    const dir = join(ROOT, gate.dir);
    scores.push([gate, scoreReport(join(dir, REPORT), join(dir, INCREMENTAL), join(dir, SURVIVOR_LIST))]);
  } catch (error) {
    scores.push([gate, error as Error]);
  }
}

const rows = [['package', 'mutants', 'killed', 'survived', 'timeout', 'no coverage', 'ignored', 'untested', 'score', 'target']];
for (const [gate, s] of scores) {
  if (s instanceof Error) rows.push([gate.name, '-', '-', '-', '-', '-', '-', '-', 'no report', `${gate.target}%`]);
  else {
    const figures = [s.mutants, s.killed, s.survived, s.timeout, s.noCoverage, s.ignored, s.untested].map(String);
    rows.push([gate.name, ...figures, `${s.score.toFixed(1)}%${s.partial || s.untested ? ' (partial run)' : ''}`, `${gate.target}%`]);
  }
}
console.log('\nMutation score per gate (Stryker). ignored: static mutants, not run (see the root README);');
console.log('partial run: an interrupted run (its incremental file): only the mutants it reached are counted.\n');
console.log(table(rows));

for (const [gate, s] of scores) {
  if (s instanceof Error) {
    console.log(`\n${gate.name}: ${s.message}`);
    continue;
  }
  const unexplained = s.survivors.filter((m) => !m.reason).length;
  console.log(`\n${gate.name} (${gate.dir}): ${s.survivors.length} surviving mutant(s), ${unexplained} not explained in ${SURVIVOR_LIST}`);
  for (const m of s.survivors) {
    const status = m.status === 'NoCoverage' ? ' [no coverage]' : '';
    console.log(`  ${m.where}  ${m.mutator}${status}  -> ${m.replacement}${m.reason ? `\n      accepted: ${m.reason}` : ''}`);
  }
}

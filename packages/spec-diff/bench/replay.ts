// Benchmark, not a test: replays the gate over the git history of a public OpenAPI description (a bare git dir, e.g.
// a snapshot of square/connect-api-specification) and prints figures: versions compared, findings per level, the
// commits with breaking changes, top check ids, time. Use it to judge what the gate misses or misreports on real edits.
//   node bench/replay.ts <git dir> <file in the repo> [--limit N] [--show <id>] [--samples N]
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { diffSpecs } from '../src/diff.ts';
import type { Finding } from '../src/finding.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { limit: { type: 'string' }, show: { type: 'string', multiple: true }, samples: { type: 'string', default: '0' } },
});
const [gitDir, file] = positionals;
if (!gitDir || !file) {
  console.error('usage: node bench/replay.ts <git dir> <file in the repo> [--limit N] [--show <id>]... [--samples N]');
  process.exit(2);
}

const git = (...args: string[]): string => execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 1 << 30 });
let commits = git('log', '--format=%H %ad', '--date=short', '--reverse', '--', file).trim().split('\n').filter(Boolean);
if (values.limit) commits = commits.slice(-Number(values.limit));

let previous: { doc: object; commit: string } | undefined;
let skipped = 0;
let compared = 0;
let slowest = { ms: 0, commit: '' };
const perLevel = { breaking: 0, warning: 0, info: 0 };
const perId = new Map<string, number>();
const breakingCommits: string[] = [];
const shown: string[] = [];
const started = performance.now();

for (const line of commits) {
  const [commit = '', date = ''] = line.split(' ');
  let doc: { openapi?: string };
  try {
    doc = JSON.parse(git('show', `${commit}:${file}`));
  } catch {
    skipped++;
    continue;
  }
  if (typeof doc.openapi !== 'string' || !doc.openapi.startsWith('3.')) {
    skipped++; // Swagger 2.0 versions: the gate reads OpenAPI 3.0 and 3.1
    continue;
  }
  if (previous) {
    const t = performance.now();
    const findings: Finding[] = diffSpecs(previous.doc, doc);
    const ms = performance.now() - t;
    if (ms > slowest.ms) slowest = { ms, commit };
    compared++;
    for (const f of findings) {
      perLevel[f.level]++;
      perId.set(`${f.level} ${f.id}`, (perId.get(`${f.level} ${f.id}`) ?? 0) + 1);
      if (values.show?.includes(f.id) && shown.length < 40)
        shown.push(`${commit.slice(0, 8)} ${date} ${f.id}: ${f.message} [${f.before} -> ${f.after}]`);
    }
    const breaking = findings.filter((f) => f.level === 'breaking');
    if (breaking.length) {
      breakingCommits.push(
        `${commit.slice(0, 8)} ${date}: ${breaking.length} breaking (${[...new Set(breaking.map((f) => f.id))].slice(0, 4).join(', ')})`,
      );
      for (const f of breaking.slice(0, Number(values.samples))) shown.push(`${commit.slice(0, 8)} ${date} ${f.id}: ${f.message}`);
    }
  }
  previous = { doc, commit };
}

const total = (performance.now() - started) / 1000;
console.log(`replay of ${file} in ${gitDir}`);
console.log(
  `versions: ${commits.length} commits, ${skipped} skipped (not OpenAPI 3.x or not JSON), ${compared} consecutive pairs compared`,
);
console.log(`findings: ${perLevel.breaking} breaking, ${perLevel.warning} warning, ${perLevel.info} info`);
console.log(`pairs with a breaking finding: ${breakingCommits.length} of ${compared}`);
console.log(
  `time: ${total.toFixed(1)} s in all (git and JSON parsing included); slowest comparison ${slowest.ms.toFixed(0)} ms (${slowest.commit.slice(0, 8)})`,
);
console.log('\ntop check ids:');
for (const [id, n] of [...perId].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${String(n).padStart(6)}  ${id}`);
console.log('\ncommits with breaking findings:');
for (const line of breakingCommits) console.log(`  ${line}`);
if (shown.length) console.log(`\nsamples:\n${shown.map((s) => `  ${s}`).join('\n')}`);

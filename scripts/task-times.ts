// Prints how long each turbo task of the last run took (from `turbo run --summarize`, which writes
// .turbo/runs/<id>.json), slowest first, so every test run shows where its minutes go.
// `node scripts/task-times.ts [summary.json]`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

interface Summary {
  execution: { startTime: number; endTime: number };
  tasks: { taskId: string; cache: { status: string }; execution?: { startTime: number; endTime: number; exitCode: number } }[];
}

const dir = path.join(import.meta.dirname, '..', '.turbo', 'runs');
const file =
  process.argv[2] ??
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => path.join(dir, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
if (!file) {
  console.error(`task-times: no turbo run summary in ${dir}; run turbo with --summarize first`);
  process.exit(2);
}
const summary = JSON.parse(readFileSync(file, 'utf8')) as Summary;
const seconds = (e: { startTime: number; endTime: number }) => (e.endTime - e.startTime) / 1000;
const rows = summary.tasks
  .filter((t) => t.execution)
  .map((t) => ({ task: t.taskId, seconds: seconds(t.execution!), cache: t.cache.status }))
  .sort((a, b) => b.seconds - a.seconds);
const width = Math.max(...rows.map((r) => r.task.length), 4);
console.log(`\n${'task'.padEnd(width)}  seconds  cache`);
for (const r of rows) console.log(`${r.task.padEnd(width)}  ${r.seconds.toFixed(1).padStart(7)}  ${r.cache}`);
console.log(`${'total (wall)'.padEnd(width)}  ${seconds(summary.execution).toFixed(1).padStart(7)}`);

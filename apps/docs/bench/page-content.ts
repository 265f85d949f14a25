// Post-build `page-content` benchmark (prints figures; not a test): the step as another commit has it (default `main`)
// against the working tree's, over the built pages of `dist/`, in one process, alternating. It first checks that both
// write every output file (each page's `.md`, sections.json, the search indexes) byte for byte the same, and stops
// if not; then prints each one's CPU time per run, all threads counted (median and minimum: the machine is shared,
// take the minimum), and its wall time.
// The step reads `dist/` pages after the later post-build steps; they only move module scripts and write the CSP, so the
// step reads them as it reads the pages Astro rendered.
//   node bench/page-content.ts [--ref main] [--runs 7] [--root dist]
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { BuiltSite, PostBuildStep, StepResult } from '../integrations/post-build/pipeline.ts';
import { pageContent } from '../integrations/post-build/steps/page-content.ts';
import { median } from './lib/stats.ts';

const APP_DIR = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: { ref: { type: 'string', default: 'main' }, runs: { type: 'string', default: '7' }, root: { type: 'string', default: 'dist' } },
});

/** The step's modules as they are at `ref`. */
const STEP_FILES = ['src/lib/markdown/html-to-markdown.ts', 'integrations/post-build/steps/page-content.ts'];

/**
 * The step at `ref`: its modules written under bench/ at their paths, so packages resolve as from the app; their
 * other relative imports point at the working tree's files.
 */
async function stepAt(ref: string): Promise<{ step: PostBuildStep; dir: string }> {
  const dir = join(APP_DIR, 'bench', `.page-content-${ref.replace(/\W/g, '_')}`);
  for (const file of STEP_FILES) {
    const text = execFileSync('git', ['show', `${ref}:apps/docs/${file}`], { cwd: APP_DIR, encoding: 'utf8' });
    const imports = (_: string, path: string) => {
      const target = join(dirname(file), path);
      return `from '${STEP_FILES.includes(target) ? path : join(APP_DIR, target)}'`;
    };
    mkdirSync(join(dir, dirname(file)), { recursive: true });
    writeFileSync(join(dir, file), text.replace(/from '(\.\.?\/[^']+)'/g, imports));
  }
  return { step: (await import(join(dir, STEP_FILES[1]!))).pageContent, dir };
}

const root = join(APP_DIR, values.root);
const pages = new Map<string, string>();
for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
  const file = join(entry.parentPath, entry.name);
  if (entry.isFile() && entry.name.endsWith('.html')) pages.set(relative(root, file), readFileSync(file, 'utf8'));
}
const site: BuiltSite = { pages, base: '/', assets: '/_astro/', readFile: (file) => readFileSync(join(root, file), 'utf8') };

const before = await stepAt(values.ref);
try {
  const [a, b] = [(await before.step.run(site)) as StepResult, (await pageContent.run(site)) as StepResult];
  const differing = [...new Set([...a.files!.keys(), ...b.files!.keys()])].filter((f) => a.files!.get(f) !== b.files!.get(f));
  if (differing.length > 0)
    throw new Error(`page-content: ${differing.length} output file(s) differ from ${values.ref}'s: ${differing.slice(0, 5).join(', ')}`);
  console.log(`${pages.size} pages; ${a.files!.size} output files byte-identical (${b.summary})`);
  const cpu: Record<string, number[]> = { [values.ref]: [], 'working tree': [] };
  const wall: Record<string, number[]> = { [values.ref]: [], 'working tree': [] };
  for (let run = 0; run < Number(values.runs); run++) {
    for (const [name, step] of [
      [values.ref, before.step],
      ['working tree', pageContent],
    ] as const) {
      const [start, startWall] = [process.cpuUsage(), performance.now()];
      await step.run(site);
      const used = process.cpuUsage(start);
      cpu[name]!.push((used.user + used.system) / 1000);
      wall[name]!.push(performance.now() - startWall);
    }
  }
  for (const [name, runs] of Object.entries(cpu)) {
    const wallRuns = wall[name]!;
    console.log(
      `${name.padEnd(14)} CPU ms: median ${Math.round(median(runs))}, min ${Math.round(Math.min(...runs))} (${runs.map(Math.round).join(' ')}); ` +
        `wall ms: median ${Math.round(median(wallRuns))}, min ${Math.round(Math.min(...wallRuns))}`,
    );
  }
} finally {
  rmSync(before.dir, { recursive: true, force: true });
}

// Post-build `page-content` benchmark (prints figures; not a test): the step as another commit has it (default `main`)
// against the working tree's, over the built pages of `dist/`, in one process, alternating. It first checks that both
// write every output file (each page's `.md`, sections.json, the search indexes) byte for byte the same, and stops
// if not; then prints each one's CPU time per run (median and minimum: the machine is shared, take the minimum).
// The step reads `dist/` pages after the later post-build steps; they only move scripts, change token-span attributes
// and add styles and the CSP, so the step reads them as it reads the pages Astro rendered.
//   node bench/page-content.ts [--ref main] [--runs 7] [--root dist]
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { BuiltSite, PostBuildStep, StepResult } from '../integrations/post-build/pipeline.ts';
import { pageContent } from '../integrations/post-build/steps/page-content.ts';
import { median } from './lib/stats.ts';

const APP_DIR = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: { ref: { type: 'string', default: 'main' }, runs: { type: 'string', default: '7' }, root: { type: 'string', default: 'dist' } },
});

/** The step's two modules at `ref`, written under bench/ (so packages resolve as from the app) and imported. */
async function stepAt(ref: string): Promise<{ step: PostBuildStep; dir: string }> {
  const dir = join(APP_DIR, 'bench', `.page-content-${ref.replace(/\W/g, '_')}`);
  mkdirSync(dir, { recursive: true });
  const show = (path: string) => execFileSync('git', ['show', `${ref}:apps/docs/${path}`], { cwd: APP_DIR, encoding: 'utf8' });
  writeFileSync(join(dir, 'html-to-markdown.ts'), show('src/lib/markdown/html-to-markdown.ts'));
  const step = show('integrations/post-build/steps/page-content.ts')
    .replace("'../../../src/lib/markdown/html-to-markdown.ts'", "'./html-to-markdown.ts'")
    .replaceAll("'../../../src/", "'../../src/")
    .replace("'../pipeline.ts'", "'../../integrations/post-build/pipeline.ts'");
  writeFileSync(join(dir, 'page-content.ts'), step);
  return { step: (await import(join(dir, 'page-content.ts'))).pageContent, dir };
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
  for (let run = 0; run < Number(values.runs); run++) {
    for (const [name, step] of [
      [values.ref, before.step],
      ['working tree', pageContent],
    ] as const) {
      const start = process.cpuUsage();
      await step.run(site);
      const used = process.cpuUsage(start);
      cpu[name]!.push((used.user + used.system) / 1000);
    }
  }
  for (const [name, runs] of Object.entries(cpu))
    console.log(
      `${name.padEnd(14)} CPU ms: median ${Math.round(median(runs))}, min ${Math.round(Math.min(...runs))} (${runs.map(Math.round).join(' ')})`,
    );
} finally {
  rmSync(before.dir, { recursive: true, force: true });
}

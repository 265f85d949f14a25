// Child process of the live spec preview (started by index.ts with `fork`): runs the spec tooling
// in plain Node, outside Astro's config loader, and keeps it warm between saves. Two of them run:
// one answers `bundle` (the fast path: bundle and write dist/openapi.json, which reloads the page),
// the other `check` (example validation and Redocly lint, seconds, reported when done), so a save
// made while lint runs is bundled at once.
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleSpec, defaultDistDir, formatExampleProblem, formatProblem, lintSpec, validateSpecExamples, writeBundle } from '@paydocs/spec-tools';

export type WorkerRequest = { cmd: 'bundle' | 'check'; id: number; configPath: string; cwd: string };
export type WorkerReply =
  | { kind: 'bundled'; id: number; written: boolean; ms: number; problems: string[] }
  | { kind: 'checked'; id: number; ms: number; problems: string[] };

async function bundle({ id, configPath, cwd }: WorkerRequest): Promise<WorkerReply> {
  const started = performance.now();
  try {
    const { spec, problems } = await bundleSpec(configPath);
    if (problems.length > 0) return { kind: 'bundled', id, written: false, ms: performance.now() - started, problems: problems.map((p) => formatProblem(p, cwd)) };
    // The JSON first, in the format `paydocs-spec bundle` writes: it is what the site imports.
    const dist = defaultDistDir(configPath);
    writeFileSync(path.join(dist, 'openapi.json'), `${JSON.stringify(spec, null, 2)}\n`);
    const ms = performance.now() - started;
    // Then the YAML (/openapi.yaml), written aside and moved in so the JSON is not written twice.
    const aside = mkdtempSync(path.join(tmpdir(), 'paydocs-live-'));
    try {
      renameSync(writeBundle(spec, aside).yaml, path.join(dist, 'openapi.yaml'));
    } finally {
      rmSync(aside, { recursive: true, force: true });
    }
    return { kind: 'bundled', id, written: true, ms, problems: [] };
  } catch (error) {
    // A YAML syntax error: the last good bundle stays, and the page with it.
    return { kind: 'bundled', id, written: false, ms: performance.now() - started, problems: [(error as Error).message] };
  }
}

async function check({ id, configPath, cwd }: WorkerRequest): Promise<WorkerReply> {
  const started = performance.now();
  const problems: string[] = [];
  try {
    problems.push(...(await lintSpec(configPath)).map((p) => formatProblem(p, cwd)));
    const { spec, problems: bundleProblems } = await bundleSpec(configPath);
    if (bundleProblems.length === 0) problems.push(...validateSpecExamples(spec).problems.map(formatExampleProblem));
  } catch (error) {
    problems.push((error as Error).message);
  }
  return { kind: 'checked', id, ms: performance.now() - started, problems: [...new Set(problems)] };
}

process.on('message', async (request: WorkerRequest) => {
  const reply = request.cmd === 'bundle' ? await bundle(request) : await check(request);
  process.send?.(reply);
});

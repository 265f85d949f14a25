// Child process of the live spec preview (started by index.ts with `fork`): runs the spec tooling
// in plain Node, outside Astro's config loader, and keeps it warm between saves. Two of them run:
// one answers `bundle` (the fast path: bundle and write dist/openapi.json, which reloads the page),
// the other `check` (the YAML bundle, example validation, reported at once, then Redocly lint,
// seconds), so a save made while lint runs is bundled at once.
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundleSpec, defaultDistDir, formatExampleProblem, formatProblem, lintSpec, validateSpecExamples } from '@paydocs/spec-tools';
import { toPortableYaml } from '@paydocs/spec-tools/bundle';

export type WorkerRequest = { cmd: 'bundle' | 'check'; id: number; configPath: string; cwd: string };
export type WorkerReply =
  | { kind: 'bundled'; id: number; written: boolean; ms: number; problems: string[] }
  /** `skipped`: why the examples or lint did not run (the YAML does not bundle; the bundler's reply says why). */
  | { kind: 'examples' | 'checked'; id: number; ms: number; problems: string[]; skipped?: string };

async function bundle({ id, configPath, cwd }: WorkerRequest): Promise<WorkerReply> {
  const started = performance.now();
  try {
    const { spec, problems } = await bundleSpec(configPath);
    if (problems.length > 0)
      return { kind: 'bundled', id, written: false, ms: performance.now() - started, problems: problems.map((p) => formatProblem(p, cwd)) };
    // In the format `paydocs-spec bundle` writes; the YAML follows from the checker, off the
    // path between the save and the page showing it.
    writeAtomically(path.join(defaultDistDir(configPath), 'openapi.json'), `${JSON.stringify(spec, null, 2)}\n`);
    const ms = performance.now() - started;
    return { kind: 'bundled', id, written: true, ms, problems: [] };
  } catch (error) {
    // A YAML syntax error: the last good bundle stays, and the page with it.
    return { kind: 'bundled', id, written: false, ms: performance.now() - started, problems: [relativeMessage(error, cwd)] };
  }
}

/** An error's message with the absolute paths it quotes made relative to `cwd`, as formatProblem does. */
function relativeMessage(error: unknown, cwd: string): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replaceAll(`${cwd}${path.sep}`, '');
}

/**
 * Writes beside the target and renames over it: whoever reads the bundle meanwhile (Vite, a test,
 * a build) sees the old file or the new one, never half of one.
 */
function writeAtomically(file: string, text: string): void {
  const aside = `${file}.${process.pid}.tmp`;
  writeFileSync(aside, text);
  renameSync(aside, file);
}

/**
 * The YAML, then examples (an Ajv pass, reported as soon as it is done), then the slower Redocly lint. When the YAML
 * does not bundle, neither runs: the bundler's reply already names the problem (once), and lint would repeat it and
 * report files as orphans that only the broken one refers to. The replies say they were skipped, never "valid".
 */
async function check({ id, configPath, cwd }: WorkerRequest, send: (reply: WorkerReply) => void): Promise<WorkerReply> {
  const started = performance.now();
  const skipped = 'the YAML does not bundle (see the bundle problems)';
  let bundled: Awaited<ReturnType<typeof bundleSpec>> | undefined;
  try {
    bundled = await bundleSpec(configPath);
  } catch {
    // A YAML syntax error the bundler throws on: its reply to the same save names it.
  }
  if (!bundled || bundled.problems.length > 0) {
    send({ kind: 'examples', id, ms: performance.now() - started, problems: [], skipped });
    return { kind: 'checked', id, ms: performance.now() - started, problems: [], skipped };
  }
  try {
    // dist/openapi.yaml (served at /openapi.yaml), moved in whole like the JSON.
    writeAtomically(path.join(defaultDistDir(configPath), 'openapi.yaml'), toPortableYaml(bundled.spec));
    const examples = validateSpecExamples(bundled.spec, { rootFile: bundled.root }).problems.map((p) => formatExampleProblem(p, cwd));
    send({ kind: 'examples', id, ms: performance.now() - started, problems: examples });
    const lint = (await lintSpec(configPath)).map((p) => formatProblem(p, cwd));
    return { kind: 'checked', id, ms: performance.now() - started, problems: lint };
  } catch (error) {
    return { kind: 'checked', id, ms: performance.now() - started, problems: [relativeMessage(error, cwd)] };
  }
}

// One request at a time, in the order sent: two saves in quick succession must not write their
// bundles out of order (the older one last would leave dist/ with the older spec).
let queue: Promise<void> = Promise.resolve();
process.on('message', (request: WorkerRequest) => {
  const send = (reply: WorkerReply) => process.send?.(reply);
  queue = queue.then(async () => {
    send(request.cmd === 'bundle' ? await bundle(request) : await check(request, send));
  });
});
// The dev server went away (stopped, or killed without running its exit handlers): so does this.
process.on('disconnect', () => process.exit(0));

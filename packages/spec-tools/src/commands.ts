// The CLI's commands as functions returning what to print, so tests and the benchmark can run
// them in-process. Paths given by the user are relative to the working directory.
import { findWorkspaceRoot, loadBundle, locateBundle } from '@paydocs/spec-access/node';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { CheckReport } from './cli-runner.ts';
import { assertFreshBundle } from './bundle/freshness.ts';
import { bundleSpec, type OpenApiDocument, writeBundle } from './bundle/index.ts';
import { loadSpecConfig, specRootOf } from './config.ts';
import { formatProblem, lintSpec, type SpecProblem } from './lint/index.ts';
import { defaultDistDir, resolveConfigPath } from './project.ts';
import { generateTypes } from './types/index.ts';
import { formatExampleProblem, validateSpecExamples } from './validate/index.ts';

function sortProblems(problems: SpecProblem[]): SpecProblem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Writes the bundle into `--out-dir` (default dist/ beside the config) and says where. */
function writeBundleTo(spec: OpenApiDocument, outDir: string | undefined, configPath: string): string {
  const out = writeBundle(spec, outDir ? path.resolve(outDir) : defaultDistDir(configPath));
  return `wrote ${path.relative(process.cwd(), out.json)} and ${path.relative(process.cwd(), out.yaml)}`;
}

function countProblems(problems: SpecProblem[]): string {
  const warnings = problems.filter((p) => p.severity === 'warn').length;
  return `${plural(problems.length, 'problem')} (${plural(problems.length - warnings, 'error')}, ${plural(warnings, 'warning')}; warnings count as failures)`;
}

export async function runLint(opts: { config?: string }): Promise<CheckReport> {
  const problems = sortProblems(await lintSpec(resolveConfigPath(opts.config)));
  return {
    ok: problems.length === 0,
    lines: problems.map((p) => formatProblem(p)),
    summary: problems.length === 0 ? 'no problems' : countProblems(problems),
  };
}

export async function runBundle(opts: { config?: string; outDir?: string }): Promise<CheckReport> {
  const configPath = resolveConfigPath(opts.config);
  const { spec, problems } = await bundleSpec(configPath);
  if (problems.length > 0) {
    return { ok: false, lines: sortProblems(problems).map((p) => formatProblem(p)), summary: `not written: ${countProblems(problems)}` };
  }
  return { ok: true, lines: [], summary: writeBundleTo(spec, opts.outDir, configPath) };
}

/** The spec a check reads: `--spec` (a bundle, refused when older than its YAML) or the YAML bundled now. */
export async function specToCheck(opts: { spec?: string; config?: string }): Promise<{
  spec: object;
  /** The bundled root file and its Redocly config, when the YAML was bundled (problems then name their YAML line). */
  rootFile?: string;
  configPath?: string;
  problems: SpecProblem[];
}> {
  if (opts.spec) {
    const file = path.resolve(opts.spec);
    if (!existsSync(file)) throw new Error(`--spec ${opts.spec}: no such file`);
    assertFreshBundle(file);
    return { spec: loadBundle(file), problems: [] };
  }
  const configPath = resolveConfigPath(opts.config);
  const { spec, root, problems } = await bundleSpec(configPath);
  return { spec, rootFile: root, configPath, problems: sortProblems(problems) };
}

export async function runValidate(opts: { config?: string; spec?: string }): Promise<CheckReport> {
  const { spec, rootFile, problems } = await specToCheck(opts);
  // Bundled here from the YAML: each problem names the file:line:col of the example value in the split source.
  const examples = validateSpecExamples(spec, { rootFile });
  const lines = [...problems.map((p) => formatProblem(p)), ...examples.problems.map((p) => formatExampleProblem(p))];
  return { ok: lines.length === 0, lines, summary: `${plural(examples.checked, 'example')} checked, ${plural(lines.length, 'problem')}` };
}

export async function runTypes(opts: { input?: string; out?: string; config?: string }): Promise<CheckReport> {
  const cwd = process.cwd();
  const root = findWorkspaceRoot(cwd);
  const input = opts.input ? path.resolve(opts.input) : locateBundle(cwd);
  if (!existsSync(input)) throw new Error(`--input ${opts.input}: no such file (${input})`);
  if (!opts.out && !root) throw new Error('Outside the workspace: pass --out <file.d.ts>');
  const out = opts.out ? path.resolve(opts.out) : path.join(root as string, 'packages/api-types/src/generated/api.d.ts');
  await generateTypes({ input, out, configPath: resolveConfigPath(opts.config) });
  return { ok: true, lines: [], summary: `wrote ${path.relative(cwd, out)} from ${path.relative(cwd, input)}` };
}

export async function runBuild(opts: { config?: string; outDir?: string }): Promise<CheckReport> {
  const configPath = resolveConfigPath(opts.config);
  const lintProblems = sortProblems(await lintSpec(configPath));
  const { spec, root, problems: bundleProblems } = await bundleSpec(configPath);
  // Lint already reports unresolved refs (the bundler's only complaint); keep what it adds.
  const where = (p: SpecProblem) => `${p.file}:${p.line}:${p.col}`;
  const linted = new Set(lintProblems.map(where));
  const extra = sortProblems(bundleProblems).filter((p) => !linted.has(where(p)));
  const examples = validateSpecExamples(spec, { rootFile: root });
  const lines = [
    ...lintProblems.map((p) => formatProblem(p)),
    ...extra.map((p) => formatProblem(p)),
    ...examples.problems.map((p) => formatExampleProblem(p)),
  ];
  if (lines.length > 0) {
    return {
      ok: false,
      lines,
      summary: `dist not written: ${plural(lintProblems.length, 'lint problem')}, ${plural(extra.length, 'bundle problem')}, ${plural(examples.problems.length, 'example problem')} (${examples.checked} examples checked)`,
    };
  }
  const wrote = writeBundleTo(spec, opts.outDir, configPath);
  return { ok: true, lines: [], summary: `lint clean, ${plural(examples.checked, 'example')} valid; ${wrote}` };
}

export async function runGaps(opts: { config?: string; json?: boolean }): Promise<CheckReport> {
  const { findGaps, formatReport, summarize } = await import('./gaps/index.ts');
  const configPath = resolveConfigPath(opts.config);
  const gaps = findGaps(specRootOf(await loadSpecConfig(configPath), configPath));
  const lines = opts.json
    ? [
        JSON.stringify(
          gaps.map((g) => ({ ...g, file: path.relative(process.cwd(), g.file) })),
          null,
          2,
        ),
      ]
    : formatReport(gaps);
  // A report, not a check: open questions are expected until the API team answers them.
  return { ok: true, lines, summary: summarize(gaps) };
}

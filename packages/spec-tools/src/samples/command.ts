// `paydocs-spec samples`: checks the request samples of the guides against the spec and prints one
// `file:line: problem` per mistake, then how many samples were checked. The spec is the YAML as it is now, bundled
// in memory (a renamed path in the YAML is a problem for the samples that call it at once); `--spec <openapi.json>`
// checks a bundle instead, refused when it is older than its YAML.
import { findWorkspaceRoot } from '@paydocs/spec-access/node';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CheckReport } from '../cli-runner.ts';
import { specToCheck } from '../commands.ts';
import { formatProblem } from '../lint/condense.ts';
import { findGuidesDir } from '../project.ts';
import { checkGuideSamples, formatSampleProblem, markdownFiles } from './index.ts';

export async function runSamples(opts: { dir?: string; spec?: string; config?: string; typecheck?: boolean }): Promise<CheckReport> {
  const root = findWorkspaceRoot() ?? process.cwd();
  const guides = opts.dir ? path.resolve(opts.dir) : findGuidesDir(root);
  if (!guides) throw new Error('No guides folder: pass --dir, or declare `"paydocs": { "guides": "<dir>" }` in the docs package.json');
  if (!existsSync(guides)) throw new Error(`--dir ${guides}: no such folder`);
  const input = await specToCheck(opts);
  if (input.problems.length > 0) {
    return { ok: false, lines: input.problems.map((p) => formatProblem(p)), summary: 'the YAML does not bundle; fix these first' };
  }
  const { spec, configPath } = input;
  // The Node type check generates types from a file: a fresh bundle goes to a temporary one.
  const scratch = configPath && mkdtempSync(path.join(tmpdir(), 'paydocs-samples-spec-'));
  const specFile = scratch ? path.join(scratch, 'openapi.json') : path.resolve(opts.spec!);
  if (scratch) writeFileSync(specFile, JSON.stringify(spec));
  const from = configPath
    ? `the YAML (${path.relative(process.cwd(), path.dirname(configPath)) || '.'}), bundled now`
    : path.relative(process.cwd(), specFile);
  try {
    const report = await checkGuideSamples(markdownFiles(guides), spec, { root: process.cwd(), specFile, typecheck: opts.typecheck });
    const lines = report.problems.map(formatSampleProblem);
    const by = (language: string) => report.checked.filter((c) => c.sample.language === language).length;
    return {
      ok: lines.length === 0,
      lines,
      summary:
        `${report.checked.length} request samples checked against ${from} (curl ${by('curl')}, Node ${by('node')}, Ruby ${by('ruby')}; ` +
        `${report.typechecked} Node bodies type-checked), ${report.dynamic.length} with a computed path not checkable, ` +
        `${lines.length} problem${lines.length === 1 ? '' : 's'}`,
    };
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
}

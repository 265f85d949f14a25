// `paydocs-spec samples`: checks the request samples of the guides against the bundled spec and
// prints one `file:line: problem` per mistake, then how many samples were checked.
import { loadBundle } from '@paydocs/spec-access';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { CommandResult } from '../commands.ts';
import { findGuidesDir, findWorkspaceRoot } from '../project.ts';
import { locateBundledSpec } from '../validate/load-bundled-spec.ts';
import { checkGuideSamples, formatSampleProblem, markdownFiles } from './index.ts';

export async function runSamples(opts: { dir?: string; spec?: string; typecheck?: boolean }): Promise<CommandResult> {
  const root = findWorkspaceRoot() ?? process.cwd();
  const guides = opts.dir ? path.resolve(opts.dir) : findGuidesDir(root);
  if (!guides) throw new Error('No guides folder: pass --dir, or declare `"paydocs": { "guides": "<dir>" }` in the docs package.json');
  const dir = guides;
  if (!existsSync(dir)) throw new Error(`--dir ${dir}: no such folder`);
  const specFile = opts.spec ? path.resolve(opts.spec) : locateBundledSpec(path.dirname(dir));
  if (!existsSync(specFile)) throw new Error(`The bundled spec ${specFile} does not exist; run \`pnpm spec bundle\` first`);
  const report = await checkGuideSamples(markdownFiles(dir), loadBundle(specFile), {
    root: process.cwd(),
    specFile,
    typecheck: opts.typecheck,
  });
  const lines = report.problems.map(formatSampleProblem);
  const by = (language: string) => report.checked.filter((c) => c.sample.language === language).length;
  return {
    ok: lines.length === 0,
    lines,
    summary:
      `${report.checked.length} request samples checked (curl ${by('curl')}, Node ${by('node')}, Ruby ${by('ruby')}; ` +
      `${report.typechecked} Node bodies type-checked), ${report.dynamic.length} with a computed path not checkable, ` +
      `${lines.length} problem${lines.length === 1 ? '' : 's'}`,
  };
}

// `paydocs-spec diff`: the working tree's spec (bundled in memory, so no stale dist/) against the branch's base
// (`--base <git ref>`, default the merge base with main: only the branch's own changes) or a released spec
// (`--released <file|latest>`), as the Markdown change report of the breaking-change gate, for a reviewer to paste
// into a pull request. The base's spec is bundled from git with this package's bundler and the same config.
// The gate lives in packages/spec-diff, which depends on this package (for the bundler): a package dependency here
// would be a cycle, so the gate is loaded from the workspace at run time instead.
import { loadBundle } from '@paydocs/spec-access';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleSpec } from '../bundle/index.ts';
import type { CommandResult } from '../commands.ts';
import { formatProblem } from '../commands.ts';
import { findWorkspaceRoot, resolveConfigPath } from '../project.ts';

/** What packages/spec-diff/src/index.ts exports (kept narrow: only what this command calls). */
interface Gate {
  workspace(options: { root?: string }): { root: string; specDir: string; changesetDir: string; releasesDir: string };
  latestReleasedFile(dir: string): string;
  releasedBaseline(file: string): Baseline;
  gitBaseline(ws: ReturnType<Gate['workspace']>, ref: string | undefined, bundle: (rootFile: string) => Promise<object>): Promise<Baseline>;
  reportAgainst(current: object, baseline: Baseline): { markdown: string; breaking: number; warnings: number; info: number };
  specAt(ws: ReturnType<Gate['workspace']>, ref: string, bundle: (rootFile: string) => Promise<object>): Promise<object>;
}
interface Baseline {
  spec: object;
  label: string;
}

export interface DiffOptions {
  config?: string;
  /** An already bundled spec to compare instead of the working tree. */
  spec?: string;
  /** The branch's base (a git ref); default the merge base of HEAD with main. */
  base?: string;
  /** A released spec to compare with instead of the base; `latest` is the newest spec/released/<version>/openapi.json. */
  released?: string;
  /** Compare the spec as committed at HEAD instead of the working tree. */
  head?: boolean;
}

export async function runDiff(opts: DiffOptions): Promise<CommandResult> {
  const root = findWorkspaceRoot();
  if (!root) throw new Error('Outside the workspace: `paydocs-spec diff` needs packages/spec-diff and the git history');
  const configPath = resolveConfigPath(opts.config);
  const problemsOf = async (rootFile?: string) => {
    const bundled = await bundleSpec(configPath, rootFile);
    return { spec: bundled.spec as object, lines: bundled.problems.map((p) => formatProblem(p)) };
  };
  const gate = (await import(pathToFileURL(path.join(root, 'packages/spec-diff/src/index.ts')).href)) as Gate;
  const ws = gate.workspace({ root });
  const bundleOrThrow = async (rootFile: string) => {
    const bundled = await problemsOf(rootFile);
    if (bundled.lines.length > 0) throw new Error(`${path.relative(root, rootFile)} does not bundle:\n${bundled.lines.join('\n')}`);
    return bundled.spec;
  };
  let current: object;
  if (opts.spec) {
    current = loadBundle(path.resolve(opts.spec));
  } else if (opts.head) {
    current = await gate.specAt(ws, 'HEAD', bundleOrThrow);
  } else {
    const bundled = await problemsOf();
    if (bundled.lines.length > 0) return { ok: false, lines: bundled.lines, summary: 'the working tree does not bundle; fix these first' };
    current = bundled.spec;
  }
  let baseline: Baseline;
  if (opts.released) {
    baseline = gate.releasedBaseline(opts.released === 'latest' ? gate.latestReleasedFile(ws.releasesDir) : path.resolve(opts.released));
  } else {
    baseline = await gate.gitBaseline(ws, opts.base, bundleOrThrow);
  }
  const report = gate.reportAgainst(current, baseline);
  return {
    ok: true,
    lines: report.markdown.trimEnd().split('\n'),
    summary: `${report.breaking} breaking, ${report.warnings} warning(s), ${report.info} other change(s) against ${baseline.label}`,
  };
}

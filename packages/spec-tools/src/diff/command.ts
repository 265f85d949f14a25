// `paydocs-spec diff`: the working tree's spec (bundled in memory, so no stale dist/) against the released spec,
// as the Markdown change report of the breaking-change gate, for a reviewer to paste into a pull request.
// The gate lives in packages/spec-diff, which depends on @paydocs/openapi, which dev-depends on this package: a
// package dependency here would be a cycle, so the gate is loaded from the workspace at run time instead.
import { loadBundle } from '@paydocs/spec-access';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleSpec } from '../bundle/index.ts';
import type { CommandResult } from '../commands.ts';
import { formatProblem } from '../commands.ts';
import { findWorkspaceRoot, resolveConfigPath } from '../project.ts';

/** What packages/spec-diff/src/pr-report.ts exports (kept narrow: only what this command calls). */
interface GateReport {
  reportAgainstReleased(current: object, releasedFile: string): { markdown: string; breaking: number; warnings: number; info: number };
}
/** What packages/spec-diff/src/releases.ts exports (the newest spec/released/<version>/openapi.json). */
interface Releases {
  latestReleasedFile(dir: string): string;
}

export interface DiffOptions {
  config?: string;
  /** An already bundled spec to compare instead of the working tree. */
  spec?: string;
  /** The baseline; defaults to the newest spec/released/<version>/openapi.json of the workspace. */
  released?: string;
}

export async function runDiff(opts: DiffOptions): Promise<CommandResult> {
  const root = findWorkspaceRoot();
  if (!root) throw new Error('Outside the workspace: `paydocs-spec diff` needs packages/spec-diff and spec/released/');
  let current: object;
  if (opts.spec) {
    current = loadBundle(path.resolve(opts.spec));
  } else {
    const bundled = await bundleSpec(resolveConfigPath(opts.config));
    if (bundled.problems.length > 0) {
      return {
        ok: false,
        lines: bundled.problems.map((p) => formatProblem(p)),
        summary: 'the working tree does not bundle; fix these first',
      };
    }
    current = bundled.spec;
  }
  const load = async <T>(file: string) => (await import(pathToFileURL(path.join(root, 'packages/spec-diff/src', file)).href)) as T;
  const released = opts.released
    ? path.resolve(opts.released)
    : (await load<Releases>('releases.ts')).latestReleasedFile(path.join(root, 'spec/released'));
  const gate = await load<GateReport>('pr-report.ts');
  const report = gate.reportAgainstReleased(current, released);
  return {
    ok: true,
    lines: report.markdown.trimEnd().split('\n'),
    summary: `${report.breaking} breaking, ${report.warnings} warning(s), ${report.info} other change(s) against ${path.relative(process.cwd(), released)}`,
  };
}

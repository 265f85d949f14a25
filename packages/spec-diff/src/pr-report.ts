// The change report of a branch against its baseline (the branch's base or a release), as one call: what
// `paydocs-spec-diff report` prints and what the pull-request comment carries under the verdict.
import type { Baseline } from './baseline.ts';
import { DEFAULT_CONFIG, type GateConfig, SPEC_PACKAGE } from './config.ts';
import { diffSpecs } from './diff.ts';
import { renderMarkdownReport } from './report.ts';

export function reportAgainst(current: object, baseline: Baseline, config: GateConfig = DEFAULT_CONFIG, pkg = SPEC_PACKAGE): string {
  const branch = baseline.baseChangesets !== undefined;
  return renderMarkdownReport(diffSpecs(baseline.spec, current), { against: baseline.label, branch, pkg, config });
}

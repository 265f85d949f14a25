// The gate: breaking changes against the baseline (and warnings the config promotes) need a pending major changeset.
// Against a branch's base, only changesets added on the branch count: `baseChangesets` names the ones already on the
// base, whose bump is reported (`baseBump`) but never lets the branch's own breaking change through. Warnings that
// are not promoted are reported but never fail the gate.
import type { Baseline } from './baseline.ts';
import { changesetBumps, highest, type Bump } from './changesets.ts';
import { DEFAULT_CONFIG, type GateConfig } from './config.ts';
import { diffSpecs } from './diff.ts';
import type { Finding } from './finding.ts';

export interface CheckResult {
  ok: boolean;
  /** Breaking findings, plus warnings promoted by the config (marked `promoted`). */
  breaking: (Finding & { promoted?: boolean })[];
  warnings: Finding[];
  info: Finding[];
  /** The highest bump of the changesets that count (all pending ones, or those added on the branch). */
  bump: Bump | undefined;
  /** The highest bump of the changesets already on the base, which do not count; undefined against a release. */
  baseBump?: Bump | undefined;
}

/** `baseline.baseChangesets` (the changesets already on a git base) do not count; absent against a release. */
export function checkBreaking(
  baseline: Pick<Baseline, 'spec' | 'baseChangesets'>,
  current: object,
  changesetDir: string,
  pkg: string,
  config: GateConfig = DEFAULT_CONFIG,
): CheckResult {
  const { breaking, warnings, info } = byLevel(diffSpecs(baseline.spec, current), config);
  const bumps = [...changesetBumps(changesetDir, pkg)];
  const onBase = baseline.baseChangesets;
  const bump = highest(bumps.filter(([file]) => !onBase?.has(file)).map(([, b]) => b));
  const result: CheckResult = { ok: breaking.length === 0 || bump === 'major', breaking, warnings, info, bump };
  if (onBase) result.baseBump = highest(bumps.filter(([file]) => onBase.has(file)).map(([, b]) => b));
  return result;
}

/** The findings with the config applied: a promoted warning or info finding is breaking, marked `promoted`. */
export function withConfig(findings: Finding[], config: GateConfig): (Finding & { promoted?: boolean })[] {
  const promoted = new Set(config.promote);
  return findings.map((f) => (f.level !== 'breaking' && promoted.has(f.id) ? { ...f, level: 'breaking', promoted: true } : f));
}

/** The findings by level once the config applies (`withConfig`). */
export function byLevel(findings: Finding[], config: GateConfig): Pick<CheckResult, 'breaking' | 'warnings' | 'info'> {
  const all = withConfig(findings, config);
  const at = (level: Finding['level']) => all.filter((f) => f.level === level);
  return { breaking: at('breaking'), warnings: at('warning'), info: at('info') };
}

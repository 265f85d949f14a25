// The gate: breaking changes against the released spec (and warnings the config promotes) need a pending major
// changeset. Warnings that are not promoted are reported but never fail the gate.
import { pendingBump, type Bump } from './changesets.ts';
import { DEFAULT_CONFIG, type GateConfig } from './config.ts';
import { diffSpecs } from './diff.ts';
import type { Finding } from './finding.ts';

export interface CheckResult {
  ok: boolean;
  /** Breaking findings, plus warnings promoted by the config (marked `promoted`). */
  breaking: (Finding & { promoted?: boolean })[];
  warnings: Finding[];
  info: Finding[];
  bump: Bump | undefined;
}

export function checkBreaking(
  released: object,
  current: object,
  changesetDir: string,
  pkg: string,
  config: GateConfig = DEFAULT_CONFIG,
): CheckResult {
  const findings = diffSpecs(released, current);
  const promoted = new Set(config.promote);
  const breaking = findings
    .filter((f) => f.level === 'breaking' || promoted.has(f.id))
    .map((f) => (f.level === 'breaking' ? f : { ...f, promoted: true }));
  const warnings = findings.filter((f) => f.level === 'warning' && !promoted.has(f.id));
  const info = findings.filter((f) => f.level === 'info' && !promoted.has(f.id));
  const bump = pendingBump(changesetDir, pkg);
  return { ok: breaking.length === 0 || bump === 'major', breaking, warnings, info, bump };
}

// The pull-request report against a baseline (the branch's base or a release), as one call: used by
// `paydocs-spec-diff report` and `comment`.
import { fileURLToPath } from 'node:url';
import type { Baseline } from './baseline.ts';
import { loadConfig } from './config.ts';
import { diffSpecs } from './diff.ts';
import { renderMarkdownReport } from './report.ts';

export const SPEC_PACKAGE = '@paydocs/openapi';
export const DEFAULT_CONFIG_FILE = fileURLToPath(new URL('../gate.config.json', import.meta.url));

export interface PrReport {
  markdown: string;
  breaking: number;
  warnings: number;
  info: number;
}

export function reportAgainst(current: object, baseline: Baseline, configFile: string = DEFAULT_CONFIG_FILE): PrReport {
  const config = loadConfig(configFile);
  const findings = diffSpecs(baseline.spec, current);
  const promoted = new Set(config.promote);
  const level = (f: (typeof findings)[number]) => (promoted.has(f.id) ? 'breaking' : f.level);
  return {
    markdown: renderMarkdownReport(findings, {
      against: baseline.label,
      branch: baseline.baseChangesets !== undefined,
      pkg: SPEC_PACKAGE,
      config,
    }),
    breaking: findings.filter((f) => level(f) === 'breaking').length,
    warnings: findings.filter((f) => level(f) === 'warning').length,
    info: findings.filter((f) => level(f) === 'info').length,
  };
}

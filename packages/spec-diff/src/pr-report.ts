// The pull-request report against the released spec, as one call: used by `paydocs-spec-diff report` and by
// `pnpm spec diff` (spec-tools bundles the working tree in memory and hands the document over).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.ts';
import { diffSpecs } from './diff.ts';
import { latestReleasedFile } from './releases.ts';
import { renderMarkdownReport } from './report.ts';
import { loadBundle } from '@paydocs/spec-access';

export const SPEC_PACKAGE = '@paydocs/openapi';
export const DEFAULT_CONFIG_FILE = fileURLToPath(new URL('../gate.config.json', import.meta.url));

export interface PrReport {
  markdown: string;
  breaking: number;
  warnings: number;
  info: number;
}

export function readReleased(file: string): object {
  if (!existsSync(file)) throw new Error(`${file}: released spec not found (written by \`pnpm version-packages\`)`);
  return loadBundle(file);
}

/** `releasedFile` defaults to the newest release in spec/released/ (`<version>/openapi.json`). */
export function reportAgainstReleased(
  current: object,
  releasedFile: string = latestReleasedFile(),
  configFile: string = DEFAULT_CONFIG_FILE,
): PrReport {
  const released = readReleased(releasedFile) as { info?: { version?: string } };
  const config = loadConfig(configFile);
  const findings = diffSpecs(released, current);
  const promoted = new Set(config.promote);
  const level = (f: (typeof findings)[number]) => (promoted.has(f.id) ? 'breaking' : f.level);
  return {
    markdown: renderMarkdownReport(findings, { releasedVersion: released.info?.version, pkg: SPEC_PACKAGE, config }),
    breaking: findings.filter((f) => level(f) === 'breaking').length,
    warnings: findings.filter((f) => level(f) === 'warning').length,
    info: findings.filter((f) => level(f) === 'info').length,
  };
}

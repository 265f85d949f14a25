// The gate's configuration: which warnings (or info findings) the team wants to fail `check` like breaking changes.
// Read from a JSON file so it is reviewed like code; a wrong key or id fails with the file and the key named.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { allCheckIds, levelOf } from './checks.ts';

export interface GateConfig {
  /** Finding ids that fail `check` as if they were breaking, e.g. `response-body-enum-value-added`. */
  promote: string[];
}

export const DEFAULT_CONFIG: GateConfig = { promote: [] };
export const DEFAULT_CONFIG_FILE = fileURLToPath(new URL('../gate.config.json', import.meta.url));
/** The spec package whose changesets the gate reads. */
export const SPEC_PACKAGE = '@paydocs/openapi';

/** Validates parsed JSON; throws with `<file>: <key>: <what was expected>`. */
export function parseConfig(value: unknown, file: string): GateConfig {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new Error(`${file}: expected an object like {"promote": ["<check id>"]}`);
  const known = new Set(allCheckIds());
  for (const key of Object.keys(value)) {
    if (key !== 'promote' && key !== '$comment') throw new Error(`${file}: ${key}: unknown key; the only setting is "promote"`);
  }
  const promote = (value as { promote?: unknown }).promote ?? [];
  if (!Array.isArray(promote)) throw new Error(`${file}: promote: expected an array of check ids`);
  promote.forEach((id, i) => {
    if (typeof id !== 'string' || !known.has(id))
      throw new Error(`${file}: promote[${i}]: ${JSON.stringify(id)} is not a check id (see packages/spec-diff/README.md)`);
    if (levelOf(id) === 'breaking') throw new Error(`${file}: promote[${i}]: ${id} is already breaking`);
  });
  return { promote: promote as string[] };
}

export function loadConfig(file: string): GateConfig {
  return existsSync(file) ? parseConfig(readJson(file), file) : DEFAULT_CONFIG;
}

/** The JSON in `file` (the gate config, a release's meta, a package.json); an error names the file. */
export function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not valid JSON: ${(error as Error).message}`);
  }
}

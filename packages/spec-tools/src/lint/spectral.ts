// The second linter: Spectral's `spectral:oas` ruleset on the bundled spec, configured by
// `.spectral.yaml` beside the Redocly config (Spectral's ruleset format: extends, rules, overrides).
// Redocly and Spectral implement the OpenAPI rules independently, so together they catch what
// either alone misses, and integrators who lint with Spectral see the spec clean.
// Spectral reads the bundle as the JSON `paydocs-spec bundle` writes (same text), so a problem's
// line and column point into spec/dist/openapi.json, and its message names the JSON pointer.
// @see https://docs.stoplight.io/docs/spectral/docs/guides/4-custom-rulesets.md
import { toRef } from '@paydocs/spec-access';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { parse } from 'yaml';
import { BUNDLE_JSON } from '../project.ts';
import type { SpecProblem } from './index.ts';

const { Document, Spectral } = spectralCore;

export const SPECTRAL_CONFIG = '.spectral.yaml';

type RulesetDefinition = Parameters<InstanceType<typeof Spectral>['setRuleset']>[0];

interface SpectralConfigFile {
  extends?: unknown;
  rules?: Record<string, unknown>;
  overrides?: { files: string[]; rules: Record<string, unknown> }[];
}

/** The ruleset of a `.spectral.yaml`; only `spectral:oas` can be extended (the one installed). */
export function rulesetFromConfig(config: SpectralConfigFile, configFile: string): RulesetDefinition {
  const extendsList = Array.isArray(config.extends) ? config.extends : [config.extends];
  const extended = extendsList.map((entry) => {
    const [name, mode] = Array.isArray(entry) ? entry : [entry, 'recommended'];
    if (name !== 'spectral:oas') throw new Error(`${configFile}: extends ${JSON.stringify(name)}: only spectral:oas is available`);
    return [oas, mode];
  });
  return {
    extends: extended,
    rules: config.rules ?? {},
    ...(config.overrides ? { overrides: config.overrides } : {}),
  } as RulesetDefinition;
}

function pointerOf(segments: (string | number)[]): string {
  return toRef(segments, { percentEncode: false });
}

/**
 * Spectral problems of a bundled spec. `configDir` holds `.spectral.yaml`; the bundle is
 * addressed as `<configDir>/dist/openapi.json`, the path the overrides in the config name.
 */
export async function spectralLint(spec: object, configDir: string): Promise<SpecProblem[]> {
  const configFile = path.join(configDir, SPECTRAL_CONFIG);
  if (!existsSync(configFile)) return [];
  const config = parse(readFileSync(configFile, 'utf8')) as SpectralConfigFile;
  const spectral = new Spectral();
  const { Ruleset } = await import('@stoplight/spectral-core');
  spectral.setRuleset(new Ruleset(rulesetFromConfig(config, configFile), { source: configFile }));
  const file = path.join(configDir, 'dist', BUNDLE_JSON);
  const text = `${JSON.stringify(spec, null, 2)}\n`;
  const results = await spectral.run(new Document(text, spectralParsers.Json, file));
  return results.map((r) => ({
    file,
    line: r.range.start.line + 1,
    col: r.range.start.character + 1,
    rule: `spectral/${String(r.code)}`,
    severity: r.severity === 0 ? 'error' : 'warn',
    message: `${r.message} (at ${pointerOf(r.path)})`,
  }));
}

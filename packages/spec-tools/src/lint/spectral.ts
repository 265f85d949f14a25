// The second linter: Spectral's `spectral:oas` ruleset on the bundled spec, configured by
// `.spectral.yaml` beside the Redocly config (Spectral's ruleset format: extends, rules, overrides).
// Redocly and Spectral implement the OpenAPI rules independently, so together they catch what
// either alone misses, and integrators who lint with Spectral see the spec clean.
// Spectral reads the bundle as the JSON `paydocs-spec bundle` writes (same text); each problem's JSON pointer is
// mapped back through the split YAML (validate/source-location.ts), so it names the file:line:col an author edits,
// never a line of the generated bundle (that is only the fallback for a pointer the YAML cannot be walked to).
// @see https://docs.stoplight.io/docs/spectral/docs/guides/4-custom-rulesets.md
import { toPointer } from '@paydocs/spec-access';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { parse } from 'yaml';
import { BUNDLE_JSON } from '../project.ts';
import { createSourceLocator } from '../validate/source-location.ts';
import type { SpecProblem } from './condense.ts';

const { Document, Spectral } = spectralCore;

export const SPECTRAL_CONFIG = '.spectral.yaml';

type RulesetDefinition = Parameters<InstanceType<typeof Spectral>['setRuleset']>[0];

interface SpectralConfigFile {
  extends?: unknown;
  rules?: Record<string, unknown>;
  overrides?: { files: string[]; rules: Record<string, unknown> }[];
}

type RulesetFunction = (...args: never[]) => unknown;

/** The functions spectral:oas's rules use (truthy, pattern, schema, ...), by name: what a YAML rule's `function` may name. */
function oasFunctions(): Map<string, RulesetFunction> {
  const functions = new Map<string, RulesetFunction>();
  for (const rule of Object.values(oas.rules as Record<string, { then: unknown }>)) {
    for (const then of [rule.then].flat() as { function?: RulesetFunction }[]) {
      if (then.function?.name) functions.set(then.function.name, then.function);
    }
  }
  return functions;
}

/**
 * A rule the config defines (not just a severity): its `then.function` names, as in Spectral's YAML rulesets, are
 * resolved to the functions of spectral:oas; an unknown name fails naming the rule and the names there are.
 */
function resolveRule(name: string, rule: unknown, configFile: string, functions: Map<string, RulesetFunction>): unknown {
  if (typeof rule !== 'object' || rule === null || !('then' in rule)) return rule;
  const thens = [(rule as { then: unknown }).then].flat() as Record<string, unknown>[];
  const resolved = thens.map((then, i) => {
    if (typeof then.function !== 'string') return then;
    const fn = functions.get(then.function);
    if (!fn) {
      const where = Array.isArray((rule as { then: unknown }).then) ? `then[${i}]` : 'then';
      throw new Error(
        `${configFile}: rules.${name}.${where}.function ${JSON.stringify(then.function)}: not a function of spectral:oas (it has: ${[...functions.keys()].sort().join(', ')})`,
      );
    }
    return { ...then, function: fn };
  });
  // biome-ignore lint/suspicious/noThenProperty: Spectral's rule format names a rule's action `then`; never awaited.
  return { ...rule, then: Array.isArray((rule as { then: unknown }).then) ? resolved : resolved[0] };
}

/** The ruleset of a `.spectral.yaml`; only `spectral:oas` can be extended (the one installed). */
export function rulesetFromConfig(config: SpectralConfigFile, configFile: string): RulesetDefinition {
  const extendsList = Array.isArray(config.extends) ? config.extends : [config.extends];
  const extended = extendsList.map((entry) => {
    const [name, mode] = Array.isArray(entry) ? entry : [entry, 'recommended'];
    if (name !== 'spectral:oas') throw new Error(`${configFile}: extends ${JSON.stringify(name)}: only spectral:oas is available`);
    return [oas, mode];
  });
  const functions = oasFunctions();
  const rules = Object.fromEntries(
    Object.entries(config.rules ?? {}).map(([name, rule]) => [name, resolveRule(name, rule, configFile, functions)]),
  );
  return {
    extends: extended,
    rules,
    ...(config.overrides ? { overrides: config.overrides } : {}),
  } as RulesetDefinition;
}

/**
 * Spectral problems of a bundled spec. `configDir` holds `.spectral.yaml`; the bundle is
 * addressed as `<configDir>/dist/openapi.json`, the path the overrides in the config name.
 * With `rootFile` (the split spec's root), each problem is placed in the YAML it came from.
 */
export async function spectralLint(spec: object, configDir: string, rootFile?: string): Promise<SpecProblem[]> {
  const configFile = path.join(configDir, SPECTRAL_CONFIG);
  if (!existsSync(configFile)) return [];
  const config = parse(readFileSync(configFile, 'utf8')) as SpectralConfigFile;
  const spectral = new Spectral();
  const { Ruleset } = await import('@stoplight/spectral-core');
  spectral.setRuleset(new Ruleset(rulesetFromConfig(config, configFile), { source: configFile }));
  const file = path.join(configDir, 'dist', BUNDLE_JSON);
  const text = `${JSON.stringify(spec, null, 2)}\n`;
  const results = await spectral.run(new Document(text, spectralParsers.Json, file));
  const locate = rootFile ? createSourceLocator(rootFile) : undefined;
  return results.map((r) => {
    const pointer = `#${toPointer(r.path)}`;
    const source = locate?.(pointer);
    return {
      file: source?.file ?? file,
      line: source?.line ?? r.range.start.line + 1,
      col: source?.col ?? r.range.start.character + 1,
      rule: `spectral/${String(r.code)}`,
      severity: r.severity === 0 ? 'error' : 'warn',
      message: `${r.message} (at ${pointer})`,
    };
  });
}

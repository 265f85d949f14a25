// `paydocs-spec lint`: Redocly lint of the split spec with the project config, then Spectral
// (`spectral:oas`, configured by `.spectral.yaml` beside it) on the bundle. Zero-warnings
// policy: a warning is a problem like an error, so the caller fails on any returned problem.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { bundle, getLineColLocation, lint, type NormalizedProblem } from '@redocly/openapi-core';
import { loadSpecConfig, specRootOf } from '../config.ts';
import { condenseProblems, formatProblem, type SpecProblem } from './condense.ts';
import { SPECTRAL_CONFIG, spectralLint } from './spectral.ts';

export { formatProblem, type SpecProblem };

export function toSpecProblem(problem: NormalizedProblem): SpecProblem {
  const location = problem.location[0];
  const where = location ? getLineColLocation(location) : undefined;
  return {
    file: where?.source.absoluteRef ?? '(unknown file)',
    line: where?.start.line ?? 1,
    col: where?.start.col ?? 1,
    rule: problem.ruleId,
    severity: problem.severity,
    message: problem.message,
  };
}

export async function lintSpec(configPath: string): Promise<SpecProblem[]> {
  const config = await loadSpecConfig(configPath);
  const root = specRootOf(config, configPath);
  const problems = condenseProblems((await lint({ ref: root, config })).filter((p) => !p.ignored).map(toSpecProblem));
  const configDir = path.dirname(configPath);
  // Spectral reads the bundle, which is only trustworthy once Redocly finds nothing wrong.
  if (problems.length > 0 || !existsSync(path.join(configDir, SPECTRAL_CONFIG))) return problems;
  const bundled = await bundle({ ref: root, config, dereference: false });
  return spectralLint(bundled.bundle.parsed as object, configDir, root);
}

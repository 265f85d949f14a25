// `paydocs-spec lint`: Redocly lint of the split spec with the project config. Zero-warnings
// policy: a warning is a problem like an error, so the caller fails on any returned problem.
import { getLineColLocation, lint, type NormalizedProblem } from '@redocly/openapi-core';
import { loadSpecConfig, specRootOf } from '../config.ts';

export interface SpecProblem {
  file: string;
  line: number;
  col: number;
  rule: string;
  severity: 'error' | 'warn';
  message: string;
}

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
  const problems = await lint({ ref: specRootOf(config, configPath), config });
  return problems.filter((p) => !p.ignored).map(toSpecProblem);
}

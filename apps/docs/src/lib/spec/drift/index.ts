// The guide drift check: `checkGuides` runs `checkGuide` on files and prefixes file:line; the remark
// plugin (site build) and the vitest suite (docs test command) both call it.
import { checkGuide } from './check.ts';
import { specFacts, type SpecFacts } from './facts.ts';
import type { SpecModel } from '../spec-model.ts';

export { checkGuide, type DriftProblem } from './check.ts';
export { specFacts, type SpecFacts } from './facts.ts';

const cache = new WeakMap<SpecModel, SpecFacts>();
export function factsOf(model: SpecModel): SpecFacts {
  if (!cache.has(model)) cache.set(model, specFacts(model));
  return cache.get(model)!;
}

/** `file:line: message` for every drift problem of one guide. */
export function driftProblems(file: string, source: string, model: SpecModel): string[] {
  return checkGuide(source, factsOf(model)).map((p) => `${file}:${p.line}: ${p.message}`);
}

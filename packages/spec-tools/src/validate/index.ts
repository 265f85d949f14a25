// `paydocs-spec validate`: every example inside the spec (validateSpecExamples), checked with the validator of
// @paydocs/request-validator (Ajv 2020-12; one value, one API call and the standalone validators live there and are
// imported from there), each problem placed at the file:line:col of the split YAML.
import path from 'node:path';
import {
  contextFor,
  type ExampleCase,
  type ExampleError,
  type ExampleProblem,
  type JsonObject,
  undeclaredProperties,
} from '@paydocs/request-validator';
import { readPointer } from '@paydocs/spec-access';
import { collectExamples } from './collect-examples.ts';
import { createSourceLocator } from './source-location.ts';

/**
 * Every example of the spec that does not satisfy its schema, or carries a property the schema does not declare
 * (undeclared-properties.ts), as problems naming the example, the value found and, given the YAML's root file, the
 * file:line:col of the value in the source (`rootFile`: the split spec's root the bundle was made from).
 */
export function validateSpecExamples(spec: object, options: { rootFile?: string } = {}): { checked: number; problems: ExampleProblem[] } {
  const doc = spec as JsonObject;
  const context = contextFor(doc);
  const locate = options.rootFile ? createSourceLocator(options.rootFile) : undefined;
  const cases = collectExamples(doc);
  const problems: ExampleProblem[] = [];
  const add = (example: ExampleCase, error: ExampleError) => {
    const problem: ExampleProblem = { where: example.where, ...error };
    if (example.at !== undefined) {
      problem.at = `${example.at}${error.pointer}`;
      const got = example.unresolved === undefined ? readPointer(example.value, `#${error.pointer}`) : undefined;
      if (got !== undefined && !error.message.includes('must have required property')) problem.got = got;
      const source = locate?.(problem.at);
      if (source) problem.source = source;
    }
    problems.push(problem);
  };
  for (const example of cases) {
    if (example.unresolved !== undefined) {
      add(example, { pointer: '', message: `the example cannot be resolved: ${example.unresolved}` });
    } else if (example.schema === undefined) {
      add(example, { pointer: '', message: 'has an example but no schema to check it against' });
    } else {
      for (const error of context.validate(example.direction, example.schema, example.value)) add(example, error);
      for (const error of undeclaredProperties(doc, example.schema, example.value)) add(example, error);
    }
  }
  return { checked: cases.length, problems };
}

const MAX_GOT = 60;

/** The value a problem found, as JSON, shortened to one line. */
function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > MAX_GOT ? `${text.slice(0, MAX_GOT - 1)}…` : text;
}

/** `spec/paths/checkouts.yaml:170:19 <where the example is> /amount: must be integer, got "10000"` (paths relative to `cwd`). */
export function formatExampleProblem(problem: ExampleProblem, cwd: string = process.cwd()): string {
  const source = problem.source
    ? `${path.relative(cwd, problem.source.file) || problem.source.file}:${problem.source.line}:${problem.source.col} `
    : '';
  const got = 'got' in problem && problem.message.startsWith('must') ? `, got ${shown(problem.got)}` : '';
  return `${source}${problem.where} ${problem.pointer === '' ? '(root)' : problem.pointer}: ${problem.message}${got}`;
}

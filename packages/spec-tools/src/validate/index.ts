// Example validation with Ajv 2020-12 against the bundled spec (the validator of @paydocs/request-validator).
// - validateExample: one value against a schema or an operation's body (docs build and tests).
// - validateSpecExamples: every example inside the spec (`paydocs-spec validate`).
// - validateRequest: one API call (method, path, headers, JSON body text), as the MCP server checks it.
// - requestValidatorsModule / precompiledContext / useAjvContext: the same validators as Ajv standalone code, for
//   code that runs under a Content-Security-Policy without 'unsafe-eval' (the docs site's mock Service Worker).
import {
  contextFor,
  type ExampleProblem,
  type ExampleTarget,
  type JsonObject,
  validateExample as validateAgainst,
  type ValidationResult,
} from '@paydocs/request-validator';
import { loadBundle } from '@paydocs/spec-access';
import { collectExamples } from './collect-examples.ts';
import { locateBundledSpec } from './load-bundled-spec.ts';

// The validator itself lives in @paydocs/request-validator (browser-safe, shared with the mock and the MCP server);
// re-exported here for the docs build and the CLI, `validateExample` with its default spec (below).
export * from '@paydocs/request-validator';
export { collectExamples } from './collect-examples.ts';
export { locateBundledSpec } from './load-bundled-spec.ts';

/** validateExample of @paydocs/request-validator; `spec` defaults to @paydocs/openapi/openapi.json as the caller resolves it. */
export function validateExample(target: ExampleTarget, value: unknown, spec?: object): ValidationResult {
  return validateAgainst(target, value, spec ?? loadBundle(locateBundledSpec()));
}

/** Every example of the spec that does not satisfy its schema, as problems naming the example. */
export function validateSpecExamples(spec: object): { checked: number; problems: ExampleProblem[] } {
  const doc = spec as JsonObject;
  const context = contextFor(doc);
  const cases = collectExamples(doc);
  const problems: ExampleProblem[] = [];
  for (const example of cases) {
    if (example.unresolved !== undefined) {
      problems.push({ where: example.where, pointer: '', message: `the example cannot be resolved: ${example.unresolved}` });
    } else if (example.schema === undefined) {
      problems.push({ where: example.where, pointer: '', message: 'has an example but no schema to check it against' });
    } else {
      for (const error of context.validate(example.direction, example.schema, example.value)) {
        problems.push({ where: example.where, pointer: error.pointer, message: error.message });
      }
    }
  }
  return { checked: cases.length, problems };
}

export function formatExampleProblem(problem: ExampleProblem): string {
  return `${problem.where} at ${problem.pointer === '' ? '(root)' : problem.pointer}: ${problem.message}`;
}

// Example validation with Ajv 2020-12 against the bundled spec.
// - validateExample: one value against a schema or an operation's body (docs build and tests).
// - validateSpecExamples: every example inside the spec (`paydocs-spec validate`).
// - validateRequest: one API call (method, path, headers, JSON body text), as the MCP server checks it.
// - requestValidatorsModule / precompiledContext / useAjvContext: the same validators as Ajv standalone code, for
//   code that runs under a Content-Security-Policy without 'unsafe-eval' (the docs site's mock Service Worker).
import { collectExamples } from './collect-examples.ts';
import { contextFor } from './example.ts';
import type { ExampleProblem, JsonObject } from './types.ts';

export type { ExampleTarget, ResolvedTarget } from './resolve-target.ts';
export type { ExampleCase, ExampleError, ExampleProblem, ValidationResult } from './types.ts';
export { collectExamples } from './collect-examples.ts';
export { locateBundledSpec } from './load-bundled-spec.ts';
export { resolveTarget } from './resolve-target.ts';
export { useAjvContext, validateExample } from './example.ts';
export { precompiledContext, requestBodyRefs, requestValidatorsModule } from './standalone.ts';
export {
  MAX_BODY_BYTES,
  type RequestInput,
  type RequestProblem,
  type RequestProblemCode,
  type RequestValidation,
  validateRequest,
} from './request.ts';

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

// Example validation with Ajv 2020-12 against the bundled spec.
// - validateExample: one value against a schema or an operation's body (docs build and tests).
// - validateSpecExamples: every example inside the spec (`paydocs-spec validate`).
import { createAjvContext, type AjvContext } from './ajv-context.ts';
import { collectExamples } from './collect-examples.ts';
import { loadBundle } from '@paydocs/spec-access';
import { locateBundledSpec } from './load-bundled-spec.ts';
import { resolveTarget, type ExampleTarget } from './resolve-target.ts';
import type { ExampleProblem, JsonObject, ValidationResult } from './types.ts';

export type { ExampleTarget, ResolvedTarget } from './resolve-target.ts';
export type { ExampleCase, ExampleError, ExampleProblem, ValidationResult } from './types.ts';
export { collectExamples } from './collect-examples.ts';
export { locateBundledSpec } from './load-bundled-spec.ts';
export { resolveTarget } from './resolve-target.ts';

const contexts = new WeakMap<object, AjvContext>();

function contextFor(spec: JsonObject): AjvContext {
  let context = contexts.get(spec);
  if (!context) {
    context = createAjvContext(spec);
    contexts.set(spec, context);
  }
  return context;
}

/**
 * Validates `value` against a component schema (`{schema: 'Payment'}`) or an operation's request
 * or response body (`{operation: 'createCheckout', part: 'response', status: '201'}`; operationIds
 * of paths and webhooks). `spec` defaults to @paydocs/openapi/openapi.json.
 * Throws when the schema, operation, body or status does not exist.
 */
export function validateExample(target: ExampleTarget, value: unknown, spec?: object): ValidationResult {
  const doc = (spec ?? loadBundle(locateBundledSpec())) as JsonObject;
  const resolved = resolveTarget(doc, target);
  const errors = contextFor(doc).validate(resolved.direction, resolved.schema, value);
  return { valid: errors.length === 0, errors };
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
        problems.push({ where: example.where, ...error });
      }
    }
  }
  return { checked: cases.length, problems };
}

export function formatExampleProblem(problem: ExampleProblem): string {
  return `${problem.where} at ${problem.pointer === '' ? '(root)' : problem.pointer}: ${problem.message}`;
}

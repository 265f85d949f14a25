// validateExample: one value against a component schema or an operation's body, with the one Ajv context per
// document (compiled schemas are cached with it). Its own module so the samples checker and the request validator
// can use it without importing the validate entry point (which re-exports them: no import cycle).
import { createAjvContext, type AjvContext } from './ajv-context.ts';
import { resolveTarget, type ExampleTarget } from './resolve-target.ts';
import type { JsonObject, ValidationResult } from './types.ts';

const contexts = new WeakMap<object, AjvContext>();

export function contextFor(spec: JsonObject): AjvContext {
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
 * of paths and webhooks) of the bundled document `spec`.
 * Throws when the schema, operation, body or status does not exist.
 */
export function validateExample(target: ExampleTarget, value: unknown, spec: object): ValidationResult {
  const doc = spec as JsonObject;
  const resolved = resolveTarget(doc, target);
  const errors = contextFor(doc).validate(resolved.direction, resolved.schema, value);
  return { valid: errors.length === 0, errors };
}

/** Validates the examples and requests of `spec` with `context` (a precompiled one, where `new Function` is not allowed). */
export function useAjvContext(spec: JsonObject, context: AjvContext): void {
  contexts.set(spec, context);
}

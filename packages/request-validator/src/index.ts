// @paydocs/request-validator: the one validator of examples and API calls against a bundled spec, small and
// browser-safe (Ajv and spec-access, no Node built-ins), so the mock's Service Worker, the MCP server, the mock's
// msw handlers and the spec tooling (`paydocs-spec validate`, the samples checker) import the same code.
// - validateExample: one value against a schema or an operation's body.
// - checkSample / validateRequest: one API call (method, path, headers, query, JSON body).
// - requestValidatorsModule / precompiledContext / useAjvContext: the same validators as Ajv standalone code, for
//   code that runs under a Content-Security-Policy without 'unsafe-eval' (the docs site's mock Service Worker).
export { createAjvContext, type AjvContext } from './ajv-context.ts';
export { checkSample, type CheckedSample } from './check-sample.ts';
export { contextFor, useAjvContext, validateExample } from './example.ts';
export {
  MAX_BODY_BYTES,
  type RequestInput,
  type RequestProblem,
  type RequestProblemCode,
  type RequestValidation,
  validateRequest,
} from './request.ts';
export { type ExampleTarget, type ResolvedTarget, resolveTarget } from './resolve-target.ts';
export {
  formatSampleProblem,
  UNKNOWN,
  type RequestSample,
  type SampleLanguage,
  type SampleProblem,
  type StaticValue,
} from './sample-types.ts';
export { precompiledContext, requestBodyRefs, requestValidatorsModule, requiresAsImports } from './standalone.ts';
export {
  isObject,
  type Direction,
  type ExampleCase,
  type ExampleError,
  type ExampleProblem,
  type JsonObject,
  type ValidationResult,
} from './types.ts';

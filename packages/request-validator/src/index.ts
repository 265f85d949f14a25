// @paydocs/request-validator: the one validator of examples and API calls against a bundled spec, small and
// browser-safe (Ajv and spec-access, no Node built-ins), so the mock's Service Worker, the MCP server, the mock's
// msw handlers and the spec tooling (`paydocs-spec validate`, the samples checker) import the same code.
// - validateExample: one value against a schema or an operation's body.
// - exampleRequest / exampleRequestParts: the request to an operation made of the spec's own examples.
// - checkSample / validateRequest: one API call (method, path, headers, query, JSON body); validateRequest returns
//   structured problems (request-problem.ts).
// - requestValidatorsModule / precompiledContext / useAjvContext: the same validators as Ajv standalone code, for
//   code that runs under a Content-Security-Policy without 'unsafe-eval' (the docs site's mock Service Worker).
export * from './ajv-context.ts';
export * from './call-problems.ts';
export * from './check-sample.ts';
export * from './example-request.ts';
export * from './request.ts';
export * from './request-problem.ts';
export * from './resolve-target.ts';
export * from './sample-types.ts';
export * from './sample-variables.ts';
export * from './standalone.ts';
export * from './types.ts';
export * from './undeclared-properties.ts';

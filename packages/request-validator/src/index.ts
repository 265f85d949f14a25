// @paydocs/request-validator: the one validator of examples and API calls against a bundled spec, browser-safe (Ajv
// and spec-access, no Node built-ins); the README lists what each module exports.
export * from './ajv-context.ts';
export * from './call-problems.ts';
export * from './check-sample.ts';
export * from './example-request.ts';
export * from './request.ts';
export * from './resolve-target.ts';
export * from './sample-types.ts';
export * from './sample-variables.ts';
export * from './standalone.ts';
export * from './types.ts';
export * from './undeclared-properties.ts';

// @paydocs/spec-access: how every package of the workspace reads a bundled OpenAPI document. Browser-safe: every
// module below is (loading the bundle from disk and finding the workspace are under `@paydocs/spec-access/node`), so
// the root re-exports each whole.
export * from './marks.ts';
export * from './match.ts';
export * from './memo.ts';
export * from './methods.ts';
export * from './model.ts';
export type * from './openapi.ts';
export * from './pointer.ts';
export * from './ref.ts';
export * from './urls.ts';
export * from './walk.ts';

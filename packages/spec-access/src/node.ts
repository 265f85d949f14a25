// @paydocs/spec-access/node: what only Node can do (files on disk). The root entry stays browser-safe.
export * from './load.ts';
export * from './workspace.ts';

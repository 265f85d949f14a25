// @paydocs/api-search: the one search of the site's dialog and the MCP server's `search` tool. Browser-safe parts
// only: the ranking of exact API keys (api-search.ts), the section index's shape (site-index.ts), the ranking of the
// section index (site-search.ts), the dialog's loader over it (dialog-search.ts) and its terms (terms.ts). The index builder (build-site-index.ts) is pure too: the docs build calls it.
export * from './api-search.ts';
export * from './build-site-index.ts';
export * from './dialog-search.ts';
export * from './docs-build.ts';
export * from './site-index.ts';
export * from './site-search.ts';
export { terms } from './terms.ts';

// @paydocs/mcp: the MCP server over the built docs and the bundled spec (stdio.ts, http.ts run it).
export { defaultDocsDir, type DocsData, type DocsSources, loadDocsData } from './docs-data.ts';
export { createServer } from './server.ts';
export { handleMcpRequest, mcpHttpServer } from './http.ts';
export * as tools from './tools.ts';

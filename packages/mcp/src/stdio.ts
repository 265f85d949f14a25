#!/usr/bin/env node
// `paydocs-mcp` (or `node packages/mcp/src/stdio.ts`): the MCP server over stdio, for Claude Code, Cursor and
// VS Code. `--dist <dir>` reads another docs build; `--spec <openapi.json>` another bundle.
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { loadDocsData } from './docs-data.ts';
import { createServer } from './server.ts';

const { values } = parseArgs({ options: { dist: { type: 'string' }, spec: { type: 'string' } } });
try {
  const data = loadDocsData({ ...(values.dist ? { dist: values.dist } : {}), ...(values.spec ? { bundle: values.spec } : {}) });
  await createServer(data).connect(new StdioServerTransport());
} catch (error) {
  console.error(`paydocs-mcp: ${(error as Error).message}`);
  process.exit(2);
}

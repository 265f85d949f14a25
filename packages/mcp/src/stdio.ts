#!/usr/bin/env node
// `paydocs-mcp` (or `node packages/mcp/src/stdio.ts`): the MCP server over stdio, for Claude Code, Cursor and
// VS Code. `--docs <dist>` names the docs build folder, `--spec <openapi.json>` the bundled spec; by default the
// workspace's own (docs-data.ts). `--help` prints the usage; bad options or a missing build exit with status 2 and a
// message on stderr.
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { parseCli, USAGE_SOURCES } from './cli-options.ts';
import { loadDocsData } from './docs-data.ts';
import { createServer } from './server.ts';

const usage = `paydocs-mcp ${USAGE_SOURCES}`;
try {
  const { help, docs, spec } = parseCli(process.argv.slice(2), usage);
  if (help) {
    console.log(`usage: ${usage}\n\nThe docs MCP server over stdio: a client starts it and speaks MCP on its stdin and stdout.`);
    process.exit(0);
  }
  await createServer(loadDocsData({ docs, spec })).connect(new StdioServerTransport());
} catch (error) {
  console.error(`paydocs-mcp: ${(error as Error).message}`);
  process.exit(2);
}

#!/usr/bin/env node
// `paydocs-mcp` (or `node packages/mcp/src/stdio.ts`): the MCP server over stdio, for Claude Code, Cursor and
// VS Code. `--docs <dist>` names the docs build folder, `--spec <openapi.json>` the bundled spec; by default the
// workspace's own (docs-data.ts). `--help` prints the usage; bad options or a missing build exit with status 2 and a
// message on stderr.
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { runCli } from './cli-options.ts';
import { loadDocsData } from './docs-data.ts';
import { createServer } from './server.ts';

const about = 'The docs MCP server over stdio: a client starts it and speaks MCP on its stdin and stdout.';
await runCli({ name: 'paydocs-mcp', usage: '', about, options: {} }, ({ docs, spec }) =>
  createServer(loadDocsData({ docs, spec })).connect(new StdioServerTransport()),
);

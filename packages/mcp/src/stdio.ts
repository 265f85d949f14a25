#!/usr/bin/env node
// `paydocs-mcp` (or `node packages/mcp/src/stdio.ts`): the MCP server over stdio, for Claude Code, Cursor and VS Code;
// `--docs` and `--spec` default to the workspace's own (docs-data.ts). spec-tools' runner reads the command line.
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { command, runCommand } from '@paydocs/spec-tools/cli-runner';
import { loadDocsData, SOURCE_OPTIONS, SOURCES_USAGE } from './docs-data.ts';
import { createServer } from './server.ts';

const STDIO = command({
  summary: 'The docs MCP server over stdio: a client starts it and speaks MCP on its stdin and stdout.',
  usage: SOURCES_USAGE,
  options: SOURCE_OPTIONS,
  run: ({ docs, spec }) => createServer(loadDocsData({ docs, spec })).connect(new StdioServerTransport()),
});
// The client's stdin keeps the process alive; a usage or setup error ends it at once.
const code = await runCommand('paydocs-mcp', STDIO, process.argv.slice(2));
if (code !== 0) process.exit(code);

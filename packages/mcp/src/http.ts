#!/usr/bin/env node
// The MCP server over Streamable HTTP, stateless: every POST gets a fresh server and transport (no session), so a
// serverless host can run `handleMcpRequest` per request, and `node packages/mcp/src/http.ts [--port 3333]
// [--host 127.0.0.1] [--docs <dist>] [--spec <openapi.json>]` (the `paydocs-mcp-http` bin) runs it on `/mcp`.
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { parseCli, USAGE_SOURCES } from './cli-options.ts';
import { type DocsData, loadDocsData } from './docs-data.ts';
import { createServer } from './server.ts';

export async function handleMcpRequest(data: DocsData, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'POST') {
    const error = { code: -32000, message: 'Method not allowed: this stateless server takes POST only' };
    res.writeHead(405, { Allow: 'POST', 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ jsonrpc: '2.0', error, id: null }));
    return;
  }
  const server = createServer(data);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res);
}

/** An http.Server answering MCP on `/mcp`. */
export function mcpHttpServer(data: DocsData) {
  return createHttpServer((req, res) => {
    if (!req.url?.startsWith('/mcp')) {
      res.writeHead(404).end('MCP endpoint: POST /mcp');
      return;
    }
    handleMcpRequest(data, req, res).catch((error: Error) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(`internal error: ${error.message}`);
    });
  });
}

if (import.meta.main) {
  try {
    const usage = `paydocs-mcp-http [--port 3333] [--host 127.0.0.1] ${USAGE_SOURCES}`;
    const { sources, values } = parseCli(process.argv.slice(2), ['port', 'host'], usage);
    const port = Number(values.port ?? '3333');
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw new Error(`--port ${values.port}: expected a port number; usage: ${usage}`);
    const host = values.host ?? '127.0.0.1';
    const server = mcpHttpServer(loadDocsData(sources));
    server.listen(port, host, () => {
      // The port really bound (`--port 0` picks a free one).
      const bound = (server.address() as AddressInfo).port;
      console.log(`paydocs MCP (Streamable HTTP) on http://${host}:${bound}/mcp`);
    });
  } catch (error) {
    console.error(`paydocs-mcp-http: ${(error as Error).message}`);
    process.exit(2);
  }
}

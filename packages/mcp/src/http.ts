#!/usr/bin/env node
// The MCP server over Streamable HTTP, stateless: every POST gets a fresh server and transport (no session), so a
// serverless host can run `handleMcpRequest` per request; the `paydocs-mcp-http` bin (HTTP below) serves it on `/mcp`.
// Requests from a foreign `Origin` or to a foreign `Host` get 403 (@paydocs/mock/localhost-guard).
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { command, portOption, runCommand } from '@paydocs/spec-tools/cli-runner';
import { type DocsData, loadDocsData, SOURCE_OPTIONS, SOURCES_USAGE } from './docs-data.ts';
import { type OriginPolicy, refusal } from '@paydocs/mock/localhost-guard';
import { createServer } from './server.ts';

const jsonRpcError = (res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) => {
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
};

export async function handleMcpRequest(data: DocsData, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'POST') return jsonRpcError(res, 405, 'Method not allowed: this stateless server takes POST only', { Allow: 'POST' });
  const server = createServer(data);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res);
}

/** The guard's policy without the port, which the server reads once it listens; `host` defaults to `127.0.0.1`. */
export type HttpOptions = Partial<Omit<OriginPolicy, 'port'>>;

/** An http.Server answering MCP on `/mcp`, refusing foreign origins and hosts (@paydocs/mock/localhost-guard). */
export function mcpHttpServer(data: DocsData, options: HttpOptions = {}) {
  const http = createHttpServer((req, res) => {
    const port = (http.address() as AddressInfo).port;
    const refused = refusal(req.headers, { host: options.host ?? '127.0.0.1', port, allowOrigins: options.allowOrigins ?? [] });
    if (refused) return jsonRpcError(res, 403, `Forbidden: ${refused} (more origins: --allow-origin <origin>)`);
    if (!req.url?.startsWith('/mcp')) {
      res.writeHead(404).end('MCP endpoint: POST /mcp');
      return;
    }
    handleMcpRequest(data, req, res).catch((error: Error) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(`internal error: ${error.message}`);
    });
  });
  return http;
}

const HTTP = command({
  summary:
    "The docs MCP server over Streamable HTTP on /mcp. Browser requests from an origin other than the server's own get 403 unless --allow-origin names it.",
  usage: `[--port 3333] [--host 127.0.0.1] [--allow-origin <origin>]... ${SOURCES_USAGE}`,
  options: { ...SOURCE_OPTIONS, port: { type: 'string' }, host: { type: 'string' }, 'allow-origin': { type: 'string', multiple: true } },
  run: ({ docs, spec, port: portText = '3333', host = '127.0.0.1', 'allow-origin': allowOrigins = [] }) => {
    const port = portOption(portText);
    const server = mcpHttpServer(loadDocsData({ docs, spec }), { host, allowOrigins });
    // The port really bound (`--port 0` picks a free one).
    server.listen(port, host, () =>
      console.log(`paydocs MCP (Streamable HTTP) on http://${host}:${(server.address() as AddressInfo).port}/mcp`),
    );
  },
});

if (import.meta.main) {
  // The listening server keeps the process alive; a usage or setup error ends it at once.
  const code = await runCommand('paydocs-mcp-http', HTTP, process.argv.slice(2));
  if (code !== 0) process.exit(code);
}

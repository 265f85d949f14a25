// The MCP server over Streamable HTTP, stateless: every POST gets a fresh server and transport (no session), so a
// serverless host can run `handleMcpRequest` per request, and `node packages/mcp/src/http.ts [--port 3333]` runs it.
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
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
  const { parseArgs } = await import('node:util');
  const { values } = parseArgs({ options: { port: { type: 'string', default: '3333' }, dist: { type: 'string' } } });
  const server = mcpHttpServer(loadDocsData(values.dist ? { dist: values.dist } : {}));
  server.listen(Number(values.port), '127.0.0.1', () =>
    console.log(`paydocs MCP (Streamable HTTP) on http://127.0.0.1:${values.port}/mcp`),
  );
}

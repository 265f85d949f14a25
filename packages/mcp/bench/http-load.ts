// Load on the Streamable HTTP server as outside clients make it: `--clients` SDK clients (default 20) each make
// `--calls` tool calls in turn (default 30: 600 in all), alternating validate_request and get_operation with paths as
// sent. Prints the wall time, calls per second, the median and 95th percentile latency and the errors; exits 1 on
// any error. `--docs <dist>` names a docs build (default: the workspace's; the tools called read only the spec).
//   node bench/http-load.ts [--clients 20] [--calls 30] [--docs <dist>] [--spec <openapi.json>]
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { basePathsOf, operationById } from '@paydocs/spec-access';
import { loadDocsData } from '../src/docs-data.ts';
import { mcpHttpServer } from '../src/http.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '20' },
    calls: { type: 'string', default: '30' },
    docs: { type: 'string' },
    spec: { type: 'string' },
  },
});
const clients = Number(values.clients);
const calls = Number(values.calls);
const data = loadDocsData({ ...(values.docs ? { docs: values.docs } : {}), ...(values.spec ? { spec: values.spec } : {}) });
const server = mcpHttpServer(data);
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`);
// Paths as sent: with the base path of the checkout operations' server, read from the spec.
const checkouts = operationById(data.spec, 'listCheckouts');
const base = checkouts ? basePathsOf(checkouts)[0] : '';

const latencies: number[] = [];
const errors: string[] = [];
const started = performance.now();
await Promise.all(
  Array.from({ length: clients }, async (_, w) => {
    const client = new Client({ name: 'bench', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(url));
    for (let i = 0; i < calls; i++) {
      const request =
        i % 2
          ? { name: 'get_operation', arguments: { method: 'GET', path: `${base}/checkouts/cho_${w}_${i}` } }
          : { name: 'validate_request', arguments: { method: 'POST', path: `${base}/checkouts`, body: '{"amount":"ten"}' } };
      const t = performance.now();
      try {
        const result = (await client.callTool(request)) as { isError?: boolean; content: { text: string }[] };
        if (result.isError) errors.push(`${request.name}: ${result.content[0]?.text}`);
      } catch (error) {
        errors.push(`${request.name}: ${(error as Error).message}`);
      }
      latencies.push(performance.now() - t);
    }
    await client.close();
  }),
);
const wall = performance.now() - started;
server.close();
latencies.sort((a, b) => a - b);
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]?.toFixed(1);
console.log(
  `${latencies.length} calls, ${clients} concurrent: ${(wall / 1000).toFixed(1)} s, ${((latencies.length / wall) * 1000).toFixed(0)} calls/s`,
);
console.log(`latency median ${at(0.5)} ms, p95 ${at(0.95)} ms; errors ${errors.length}`);
for (const e of errors.slice(0, 5)) console.log(`  ${e}`);
process.exit(errors.length ? 1 : 0);

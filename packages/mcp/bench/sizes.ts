// Prints each tool's answer size (min, median, max characters of the text an agent receives) over every input the
// data offers: every operation, schema, error code, page, section, release, tag, the relevance set's questions.
// The sizes an agent client meets (issue 38: clients cap a tool's output near 25,000 tokens). A benchmark, not a test:
// test/sizes.test.ts holds the limits.
//   node bench/sizes.ts [--docs <dist>]
import { parseArgs } from 'node:util';
import { questions } from '@paydocs/api-search/relevance';
import { basePathsOf } from '@paydocs/spec-access';
import { loadDocsData } from '../src/docs-data.ts';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { createServer } from '../src/server.ts';
import { sampleCalls } from './sample-calls.ts';

const { values } = parseArgs({ options: { docs: { type: 'string' } } });
const data = loadDocsData(values.docs ? { docs: values.docs } : {});

// Through the SDK's own client, so the sizes are the text an agent receives (input validation included).
const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
await createServer(data).connect(serverSide);
const client = new Client({ name: 'sizes', version: '1.0.0' });
await client.connect(clientSide);

const rows: string[][] = [['tool', 'calls', 'min', 'median', 'max', 'errors']];
for (const [tool, inputs] of sampleCalls(data, questions, basePathsOf)) {
  const sizes: number[] = [];
  let errors = 0;
  for (const args of inputs) {
    const result = (await client.callTool({ name: tool.replace(/ \(.*/, ''), arguments: args })) as {
      isError?: boolean;
      content: { text: string }[];
    };
    if (result.isError) errors++;
    else sizes.push(result.content[0]!.text.length);
  }
  sizes.sort((a, b) => a - b);
  const at = (i: number) => (sizes.length ? `${sizes[i]}` : '-');
  rows.push([tool, `${inputs.length}`, at(0), at(Math.floor(sizes.length / 2)), at(sizes.length - 1), `${errors}`]);
}
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
for (const r of rows) console.log(r.map((c, i) => (i ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  '));
await client.close();

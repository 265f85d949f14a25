// `node scripts/link-check/cli.ts [dist] [--base /docs/]`: fails listing every broken internal link and
// anchor; `--base` for a site built under a sub-path.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { checkLinks } from './check-links.ts';

const { values, positionals } = parseArgs({ options: { base: { type: 'string', default: '/' } }, allowPositionals: true });
const dist = positionals[0] ?? join(import.meta.dirname, '../../dist');
const { pages, links, broken } = await checkLinks(dist, values.base);
for (const b of broken) console.error(`${b.page}: broken link "${b.link}": ${b.reason}`);
console.log(`link check: ${links} internal links on ${pages} pages, ${broken.length} broken`);
process.exit(broken.length ? 1 : 0);

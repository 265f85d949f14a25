// `node scripts/link-check/cli.ts [dist]`: fails listing every broken internal link and anchor.
import { join } from 'node:path';
import { checkLinks } from './check-links.ts';

const dist = process.argv[2] ?? join(import.meta.dirname, '../../dist');
const { pages, links, broken } = await checkLinks(dist);
for (const b of broken) console.error(`${b.page}: broken link "${b.link}": ${b.reason}`);
console.log(`link check: ${links} internal links on ${pages} pages, ${broken.length} broken`);
process.exit(broken.length ? 1 : 0);

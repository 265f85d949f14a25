#!/usr/bin/env node
// `paydocs-search-index <dist> [--spec <openapi.json>]`: writes `<dist>/search/site-index.json`, the section index
// that the site's search dialog and the MCP server's `search` tool rank (build-site-index.ts). Run by the docs build
// after `astro build`. Exits with status 2 and a message naming the file on a folder that is not a docs build.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildSiteIndex } from './build-site-index.ts';

const { values, positionals } = parseArgs({ options: { spec: { type: 'string' } }, allowPositionals: true });
const dist = resolve(positionals[0] ?? 'dist');
const specFile = resolve(values.spec ?? join(dist, 'openapi.json'));
try {
  const spec = JSON.parse(readFileSync(specFile, 'utf8')) as object;
  const index = buildSiteIndex(dist, spec);
  mkdirSync(join(dist, 'search'), { recursive: true });
  const out = join(dist, 'search/site-index.json');
  writeFileSync(out, JSON.stringify(index));
  console.log(`${out}: ${index.sections.length} sections, ${index.api.length} API entries`);
} catch (error) {
  console.error(`paydocs-search-index: ${(error as Error).message}`);
  process.exit(2);
}

// The site's search dialog and the MCP server's `search` tool return the same top 5, in the same order, for every
// query of the relevance set and for exact keys. The dialog side is the dialog's own module
// (packages/api-search/src/dialog-search.ts: createDialogSearch, which search-dialog.ts runs as dialogHits),
// given the built index file the browser fetches. Needs the docs build.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteIndex } from '@paydocs/api-search';
import { questions } from '@paydocs/api-search/relevance';
import { createDialogSearch } from '@paydocs/api-search';
import { expect, test } from 'vitest';
import { defaultDocsDir, loadDocsData } from '../src/docs-data.ts';
import { search } from '../src/tools.ts';

const docs = defaultDocsDir();
const data = loadDocsData({ docs });
const dialog = createDialogSearch(async () => JSON.parse(readFileSync(join(docs, 'search/site-index.json'), 'utf8')) as SiteIndex);

const QUERIES = [
  ...questions.map((q) => q.q),
  'insufficient_funds',
  'createCheckout',
  'POST /checkouts',
  'payment.created',
  'payment_token',
];

test.each(QUERIES)('%s', async (query) => {
  const fromDialog = (await dialog(query)).slice(0, 5).map((h) => h.url);
  const fromMcp = search(data, { query, limit: 5 }).hits.map((h) => h.url);
  expect(fromDialog.length).toBeGreaterThan(0);
  expect(fromMcp).toEqual(fromDialog);
});

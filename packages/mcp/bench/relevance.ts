// Relevance benchmark: runs the relevance set of @paydocs/api-search (relevance/questions.json, questions written from
// the API's product description, each with the pages that answer it) through the site's search dialog (its own
// module, createDialogSearch of packages/api-search/src/dialog-search.ts, over the built index) and the MCP
// server's `search` tool, and prints hit@1, hit@3 and MRR@5 for each with the misses. A benchmark that prints
// figures; test/relevance.test.ts holds the floor. `apps/docs/bench/search.ts` runs the same set in Chromium.
//   node bench/relevance.ts [--docs <dist>]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { SiteIndex } from '@paydocs/api-search';
import { formatGrade, grade, questions } from '@paydocs/api-search/relevance';
import { createDialogSearch } from '@paydocs/api-search';
import { defaultDocsDir, loadDocsData } from '../src/docs-data.ts';
import { search } from '../src/tools.ts';

const { values } = parseArgs({ options: { docs: { type: 'string' } } });
const docs = values.docs ?? defaultDocsDir();
const data = loadDocsData({ docs });

const dialog = createDialogSearch(async () => JSON.parse(readFileSync(join(docs, 'search/site-index.json'), 'utf8')) as SiteIndex);
const dialogRanked = new Map<string, string[]>();
for (const question of questions)
  dialogRanked.set(
    question.q,
    (await dialog(question.q)).map((hit) => hit.url),
  );

console.log(
  formatGrade(
    'site search dialog',
    grade(questions, (question) => dialogRanked.get(question.q) ?? []),
  ),
);
console.log(
  formatGrade(
    'MCP search tool',
    grade(questions, (question) => search(data, { query: question.q, limit: 5 }).hits.map((hit) => hit.url)),
  ),
);

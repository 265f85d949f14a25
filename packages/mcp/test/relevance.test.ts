// The relevance floor: the relevance set of @paydocs/api-search (questions written from the API's product
// description, each with the pages that answer it) through the site's search dialog (its own module over the built
// index) and the MCP server's `search` tool. Relevance is deterministic, so the figures are a test: each engine must
// reach the floor below, set from the measured figures (bench/relevance.ts prints them with the misses). Needs the
// docs build.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteIndex } from '@paydocs/api-search';
import { formatGrade, grade, pageOf, questions } from '@paydocs/api-search/relevance';
import { createDialogSearch } from '@paydocs/api-search';
import { describe, expect, test } from 'vitest';
import { defaultDocsDir, loadDocsData } from '../src/docs-data.ts';
import { search } from '../src/tools.ts';

/**
 * Measured 2026-11-26 (78 questions, both engines): hit@1 68/78 (0.872), hit@3 75/78 (0.962), MRR@5 0.917; a drop of
 * three questions first, or of a few ranks, fails.
 */
const FLOOR = { hit1: 0.85, hit3: 0.92, mrr5: 0.89 };

const docs = defaultDocsDir();
const data = loadDocsData({ docs });
const index = JSON.parse(readFileSync(join(docs, 'search/site-index.json'), 'utf8')) as SiteIndex;
const dialog = createDialogSearch(async () => index);

describe('the relevance set', () => {
  test('has at least 60 questions, each from a section of the product description', () => {
    expect(questions.length).toBeGreaterThanOrEqual(60);
    expect(new Set(questions.map((q) => q.section)).size).toBeGreaterThanOrEqual(8);
  });

  test('names only pages and sections the site has', () => {
    const urls = new Set(index.sections.map((s) => s.url));
    const pages = new Set(index.sections.map((s) => pageOf(s.url)));
    const unknown = questions.flatMap((q) =>
      q.answers.filter((a) => (a.includes('#') ? !urls.has(a) : !pages.has(a))).map((a) => `${q.q}: ${a}`),
    );
    expect(unknown).toEqual([]);
  });
});

describe('relevance floor', () => {
  test.each([
    ['site search dialog', async (q: string) => (await dialog(q)).map((h) => h.url)],
    ['MCP search tool', async (q: string) => search(data, { query: q, limit: 5 }).hits.map((h) => h.url)],
  ])('%s', async (name, run) => {
    const ranked = new Map<string, string[]>();
    for (const question of questions) ranked.set(question.q, await run(question.q));
    const g = grade(questions, (question) => ranked.get(question.q) ?? []);
    const report = formatGrade(name, g);
    expect.soft(g.hit1 / g.questions, report).toBeGreaterThanOrEqual(FLOOR.hit1);
    expect.soft(g.hit3 / g.questions, report).toBeGreaterThanOrEqual(FLOOR.hit3);
    expect(g.mrr5, report).toBeGreaterThanOrEqual(FLOOR.mrr5);
  });
});

// Search benchmark (prints figures; not a test): drives the site's search dialog in Chromium on the built site.
//   - relevance: each question of the relevance set (@paydocs/api-search/relevance) typed into the dialog, the
//     result links read in order, graded as hit@1, hit@3 and MRR@5 with the misses;
//   - cost: on a fresh page (median of 5, desktop, no throttling), the bytes fetched from opening the dialog until the
//     first query's results show (compressed, as sent by the preview server) and the time from the click that opens
//     search (the query typed at once) to the first result.
//   node bench/search.ts [--root dist] [--runs 5] [--query "refund a checkout"] [--no-relevance]
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { formatGrade, grade, questions } from '@paydocs/api-search/relevance';
import { launchChromium } from '../e2e/chromium.ts';
import { startStaticServer } from '../scripts/serve-static.ts';
import { median } from './lib/stats.ts';

const APP_DIR = fileURLToPath(new URL('..', import.meta.url));
const RESULT_LINKS = '.search-dialog__results > li > a';

async function openSearch(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/gettingStarted`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Search', exact: true }).first().click();
}

/** The dialog's result links for `term`, in order, once its status names the term. */
async function resultsFor(page: Page, term: string): Promise<string[]> {
  await page.locator('#search-dialog-input').fill(term);
  await page
    .locator('#search-dialog-status')
    .filter({ hasText: `“${term}”` })
    .waitFor({ timeout: 15_000 });
  return page.locator(RESULT_LINKS).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

async function relevance(browser: Browser, origin: string): Promise<void> {
  const page = await browser.newPage();
  await openSearch(page, origin);
  const ranked = new Map<string, string[]>();
  for (const question of questions) ranked.set(question.q, await resultsFor(page, question.q));
  await page.close();
  console.log(
    formatGrade(
      'site search dialog',
      grade(questions, (question) => ranked.get(question.q) ?? []),
    ),
  );
}

async function firstQueryCost(browser: Browser, origin: string, query: string): Promise<{ bytes: number; ms: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${origin}/gettingStarted`, { waitUntil: 'networkidle' });
  const requests: Promise<number>[] = [];
  page.on('requestfinished', (request) => requests.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize)));
  const started = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Search', exact: true }).first().click();
  await page.locator('#search-dialog-input').fill(query);
  await page.locator(RESULT_LINKS).first().waitFor();
  const ms = (await page.evaluate(() => performance.now())) - started;
  await page.waitForLoadState('networkidle');
  const bytes = (await Promise.all(requests)).reduce((sum, n) => sum + n, 0);
  await context.close();
  return { bytes, ms };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      root: { type: 'string', default: `${APP_DIR}dist` },
      runs: { type: 'string', default: '5' },
      query: { type: 'string', default: 'refund a checkout' },
      'no-relevance': { type: 'boolean', default: false },
    },
  });
  const { server, url } = await startStaticServer({ root: values.root, port: 0, host: '127.0.0.1', base: '/' });
  const origin = url.replace(/\/$/, '');
  const browser = await launchChromium(chromium);
  try {
    if (!values['no-relevance']) await relevance(browser, origin);
    const runs: { bytes: number; ms: number }[] = [];
    for (let i = 0; i < Number(values.runs); i++) runs.push(await firstQueryCost(browser, origin, values.query));
    console.log(
      `first query "${values.query}": ${(median(runs.map((r) => r.bytes)) / 1024).toFixed(1)} KiB fetched after opening search, ` +
        `first result ${median(runs.map((r) => r.ms)).toFixed(0)} ms after the click that opens search (median of ${runs.length})`,
    );
  } finally {
    await browser.close();
    server.close();
  }
}

await main();

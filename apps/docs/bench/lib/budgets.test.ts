// Size budgets as a test: the built site's pages stay within BUDGETS, and a page over budget (a
// fixture site with a deliberately heavy script, measured by the same code) fails with a message
// naming the page, the kind and the overrun. Runs after `pnpm build` (turbo's test depends on it).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../e2e/chromium.ts';
import { BUDGETS, type Budget, CEILING_GUIDES, checkBudgetLimits, checkBudgets, GUIDE_JS_CEILING } from './budgets.ts';
import { measureSite, type PageWeight } from './page-weight.ts';

// DOCS_E2E_DIST points the browser-driven checks (this one and e2e/) at another build output.
const DIST = process.env.DOCS_E2E_DIST ?? fileURLToPath(new URL('../../dist', import.meta.url));
const BROWSER_TIMEOUT = 120_000;

const weight = (path: string, js: number, css: number, html: number, status = 200): PageWeight => ({
  path,
  status,
  requests: 3,
  prefetched: 0,
  gzip: { js, css, html, other: 0 },
});
const guideBudget: Budget = { type: 'guide', path: '/guide', max: { js: 1000, css: 500, html: 300 } };

describe('checkBudgets', () => {
  const cases: { name: string; weights: PageWeight[]; want: string[] }[] = [
    { name: 'within every budget', weights: [weight('/guide', 1000, 500, 300)], want: [] },
    {
      name: 'one byte of JavaScript over',
      weights: [weight('/guide', 1001, 500, 300)],
      want: ['guide page /guide: JS is 1.0 KB gzip, 0.0 KB over its 1.0 KB budget (1001 > 1000 bytes)'],
    },
    {
      name: 'CSS and HTML over, each named',
      weights: [weight('/guide', 10, 2548, 1324)],
      want: [
        'guide page /guide: CSS is 2.5 KB gzip, 2.0 KB over its 0.5 KB budget (2548 > 500 bytes)',
        'guide page /guide: HTML is 1.3 KB gzip, 1.0 KB over its 0.3 KB budget (1324 > 300 bytes)',
      ],
    },
    { name: 'a page that is not found', weights: [weight('/guide', 0, 0, 200, 404)], want: ['guide page /guide: HTTP 404, expected 200'] },
    { name: 'a page that was not measured', weights: [], want: ['guide page /guide: not measured'] },
  ];
  it.each(cases)('$name', ({ weights, want }) => {
    expect(checkBudgets([guideBudget], weights)).toEqual(want);
  });
});

describe('BUDGETS', () => {
  it('has one budget per page type', () => {
    expect(BUDGETS.map((b) => b.type).sort()).toEqual([
      'api-spec',
      'category',
      'guide',
      'home',
      'reference operation page',
      'reference tag page',
    ]);
  });
  it('stays within the outer limits', () => {
    expect(checkBudgetLimits(BUDGETS)).toEqual([]);
  });
});

describe('checkBudgetLimits', () => {
  const max = { js: 13 * 1024, css: 4608, html: 21 * 1024 };
  // given budgets; want the problems named (a broken fixture for each rule)
  const cases: { name: string; budgets: Budget[]; want: string[] }[] = [
    { name: 'a guide budget at the ceiling', budgets: [{ type: 'guide', path: '/g', max: { ...max, js: GUIDE_JS_CEILING } }], want: [] },
    {
      name: 'a guide budget one byte above the ceiling',
      budgets: [{ type: 'guide', path: '/g', max: { ...max, js: GUIDE_JS_CEILING + 1 } }],
      want: ['guide page /g: JS budget 25.0 KB is above the 25.0 KB ceiling'],
    },
    {
      name: 'the ceiling is for guides only',
      budgets: [{ type: 'api-spec', path: '/api-spec', max: { ...max, js: 40 * 1024 } }],
      want: [],
    },
    {
      name: 'a budget of nothing',
      budgets: [{ type: 'home', path: '/', max: { ...max, css: 0 } }],
      want: ['home page /: CSS budget must be above 0, got 0'],
    },
  ];
  it.each(cases)('$name', ({ budgets, want }) => {
    expect(checkBudgetLimits(budgets)).toEqual(want);
  });
});

describe('measured with the benchmark code', () => {
  const fixtures = mkdtempSync(join(tmpdir(), 'page-weight-'));
  // One Chromium for the three sites measured below: each launch costs seconds on a loaded machine.
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium(chromium);
  }, BROWSER_TIMEOUT);
  afterAll(async () => {
    await browser?.close();
    rmSync(fixtures, { recursive: true, force: true });
  });

  /** A one-page site (`/guide`) whose module script holds `script`; each in its own folder, as a new build would be. */
  function site(name: string, script: string): string {
    const root = join(fixtures, name);
    mkdirSync(root);
    const page =
      '<!doctype html><html lang="en"><head><title>Guide</title><script type="module" src="/app.js"></script></head><body><h1>Guide</h1></body></html>';
    writeFileSync(join(root, 'guide.html'), page);
    writeFileSync(join(root, 'app.js'), `export const data = '${script}';\n`);
    return root;
  }

  it(
    'fails a page whose script grew past its budget, and passes the same page before the regression',
    async () => {
      const budget: Budget = { type: 'guide', path: '/guide', max: { js: 2 * 1024, css: 0, html: 1024 } };
      const before = await measureSite(site('before', randomBytes(300).toString('hex')), ['/guide'], browser);
      expect(checkBudgets([budget], before)).toEqual([]);

      // Random bytes do not compress: the script weighs about what it holds, gzipped or not.
      const after = await measureSite(site('after', randomBytes(GUIDE_JS_CEILING).toString('base64')), ['/guide'], browser);
      const problems = checkBudgets([budget], after);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^guide page \/guide: JS is \d+\.\d KB gzip, \d+\.\d KB over its 2\.0 KB budget/);
      expect(after[0]?.gzip.js).toBeGreaterThan(GUIDE_JS_CEILING);
    },
    BROWSER_TIMEOUT,
  );

  it(
    'keeps every page type of the built site within its budget, and the ceiling guides within the ceiling',
    async () => {
      if (!existsSync(join(DIST, 'index.html'))) throw new Error(`${DIST} has no index.html: run \`pnpm build\` before the budgets`);
      const weights = await measureSite(DIST, [...BUDGETS.map((b) => b.path), ...CEILING_GUIDES], browser);
      expect(checkBudgets(BUDGETS, weights)).toEqual([]);
      const ceiling = CEILING_GUIDES.map((path) => ({
        type: 'guide' as const,
        path,
        max: { js: GUIDE_JS_CEILING, css: Infinity, html: Infinity },
      }));
      expect(checkBudgets(ceiling, weights)).toEqual([]);
    },
    BROWSER_TIMEOUT,
  );
});

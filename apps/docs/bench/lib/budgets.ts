// Size budgets per page type: gzip bytes of JavaScript, CSS and HTML a page loads before any
// interaction, measured by measure.ts on the built site. Each budget sits a little above the
// figure measured when it was set (below), so a regression fails the test command; the
// guide's 25 KB JavaScript ceiling is the outer limit no budget may exceed. To raise a budget,
// measure with `pnpm bench:weight` and say why in the commit.
import type { Kind, PageWeight } from './page-weight.ts';

/** The most JavaScript a guide page may load before interaction (gzip bytes). */
export const GUIDE_JS_CEILING = 25 * 1024;

export type BudgetKind = Exclude<Kind, 'other'>;

export interface Budget {
  /** Page type, named in failure messages. */
  type: 'home' | 'guide' | 'category' | 'api-spec' | 'reference tag page' | 'reference operation page';
  /** The page measured for this type. */
  path: string;
  /** Gzip bytes allowed per kind. */
  max: Record<BudgetKind, number>;
}

const KB = 1024;
const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;

// Budgets sit about 10% above the figures measured when they were last set, rounded up to 0.5 KB (the history of
// each change is in the commits that made it). Every page carries its CSS inline (astro.config.mjs,
// inlineStylesheets 'always'), so a linked stylesheet fails the CSS budget. Measured 2026-11-28 (JS / CSS / HTML gzip
// KB): home 11.4 / 0 / 11.0, guide (/gettingStarted, whole programs in three languages) 11.4 / 0 / 25.8, category
// 11.4 / 0 / 11.9, /api-spec 12.2 / 0 / 19.8, /api-spec/payments 12.2 / 0 / 14.2, /api-spec/payments/createPayment (the
// largest operation page) 12.5 / 0 / 24.9.
export const BUDGETS: readonly Budget[] = [
  { type: 'home', path: '/', max: { js: 13 * KB, css: 0.5 * KB, html: 12.5 * KB } },
  { type: 'guide', path: '/gettingStarted', max: { js: 13 * KB, css: 0.5 * KB, html: 28.5 * KB } },
  { type: 'category', path: '/category/api-fundamentals', max: { js: 13 * KB, css: 0.5 * KB, html: 13.5 * KB } },
  { type: 'api-spec', path: '/api-spec', max: { js: 13 * KB, css: 0.5 * KB, html: 22 * KB } },
  { type: 'reference tag page', path: '/api-spec/payments', max: { js: 13 * KB, css: 0.5 * KB, html: 16 * KB } },
  // At the 10x spec an operation's page holds that operation only, so the budget holds there too
  // (bench/site.ts --scale prints the largest reference page).
  { type: 'reference operation page', path: '/api-spec/payments/createPayment', max: { js: 13 * KB, css: 0.5 * KB, html: 27.5 * KB } },
];

/** Guide pages whose JavaScript is held to GUIDE_JS_CEILING on top of their type's budget (budgets.test.ts). */
export const CEILING_GUIDES: readonly string[] = ['/payments/overview'];

/** Budgets that break the outer limit: a guide JavaScript budget above GUIDE_JS_CEILING, or a budget of nothing. */
export function checkBudgetLimits(budgets: readonly Budget[]): string[] {
  const problems: string[] = [];
  for (const { type, path, max } of budgets) {
    if (type === 'guide' && max.js > GUIDE_JS_CEILING) {
      problems.push(`guide page ${path}: JS budget ${kb(max.js)} is above the ${kb(GUIDE_JS_CEILING)} ceiling`);
    }
    for (const kind of ['js', 'css', 'html'] as const) {
      if (!(max[kind] > 0)) problems.push(`${type} page ${path}: ${kind.toUpperCase()} budget must be above 0, got ${max[kind]}`);
    }
  }
  return problems;
}

/** Compares measured pages with their budgets; an empty list means every page is within budget. */
export function checkBudgets(budgets: readonly Budget[], weights: readonly PageWeight[]): string[] {
  const problems: string[] = [];
  for (const budget of budgets) {
    const { type, path } = budget;
    const weight = weights.find((w) => w.path === path);
    if (!weight) {
      problems.push(`${type} page ${path}: not measured`);
      continue;
    }
    // A 404 page is light: a budget only means something for the page itself.
    if (weight.status !== 200) {
      problems.push(`${type} page ${path}: HTTP ${weight.status}, expected 200`);
      continue;
    }
    for (const kind of ['js', 'css', 'html'] as const) {
      const bytes = weight.gzip[kind];
      if (bytes > budget.max[kind]) {
        const over = bytes - budget.max[kind];
        problems.push(
          `${type} page ${path}: ${kind.toUpperCase()} is ${kb(bytes)} gzip, ${kb(over)} over its ${kb(budget.max[kind])} budget (${bytes} > ${budget.max[kind]} bytes)`,
        );
      }
    }
  }
  return problems;
}

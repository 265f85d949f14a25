// Axe (WCAG 2.0/2.1 A and AA rules) for the browser tests: the violations of the page as it is, and a check in both
// colour modes on one load (the mode flipped in place: the site's colours follow `data-theme` only, no media query),
// so a state that takes a while to reach is reached once for both modes.
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** axe-core's browser build, injected into the page under test once. */
const AXE_SOURCE: string = createRequire(import.meta.url)('axe-core').source;

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * The rules of WCAG_TAGS that read colours (axe-core 4.14's `cat.color` rules at A/AA). The second mode changes only
 * colours (tokens.css, code.css: no element shows, hides or moves with `data-theme`), so only these can find something
 * the first mode's full run did not.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}
declare global {
  interface Window {
    axe?: { run(context: unknown, options: unknown): Promise<{ violations: Violation[] }> };
  }
}

/**
 * The violations on the page as it is: every rule of `tags` (default WCAG_TAGS), or only `rules`; within the elements
 * `include` matches (a state's own part: the rest of its page type is checked on its own route), else the whole page.
 *
 * axe-core runs in the page itself, injected once, and hands back its violations only. @axe-core/playwright took
 * 3-8x as long per run on our long pages, measured side by side: it injects axe again for every run and, by
 * default, merges every frame's results in a second page, passes included. The price is frames: this runs in the
 * top document only, so a page with an iframe (the site has none) fails here instead of going half-checked.
 */
export async function axeViolations(
  page: Page,
  { rules, include, tags = WCAG_TAGS }: { rules?: string[]; include?: string; tags?: string[] } = {},
): Promise<string[]> {
  expect(await page.locator('iframe').count(), 'axe runs in the top document only; walk the frames of a page with an iframe').toBe(0);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags };
  const violations = await page.evaluate(
    ([context, options]) => window.axe!.run(context ?? document, options).then((result) => result.violations),
    [include ?? null, { runOnly, resultTypes: ['violations'] }] as const,
  );
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n  ')}`,
  );
}

/**
 * Puts the page in a colour mode by the attribute the switch sets (`data-theme`), not by clicking the switch: the
 * navbar that holds it may be scrolled away (an island in view) or under a modal. The switch itself is
 * layout-color-mode.spec.ts's.
 */
async function switchToMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate((value) => {
    document.documentElement.dataset.theme = value;
  }, mode);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

/** Axe finds nothing on the page as it is (or within `include`): every rule in light mode, the colour rules in dark. */
export async function expectNoViolationsInBothModes(page: Page, include?: string): Promise<void> {
  await switchToMode(page, 'light');
  expect(await axeViolations(page, { include }), 'light mode').toEqual([]);
  await switchToMode(page, 'dark');
  expect(await axeViolations(page, { include, rules: COLOUR_RULES }), 'dark mode').toEqual([]);
}

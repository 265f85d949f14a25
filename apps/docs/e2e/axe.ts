// Axe (WCAG 2.0/2.1 A and AA rules) for the browser tests: the violations of the page as it is, and a check in both
// colour modes on one load (the mode flipped in place: the site's colours follow `data-theme` only, no media query),
// so a state that takes a while to reach is reached once for both modes.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * The rules of WCAG_TAGS that read colours (axe-core 4.14's `cat.color` rules at A/AA). The second mode changes only
 * colours (tokens.css, code.css: no element shows, hides or moves with `data-theme`), so only these can find something
 * the first mode's full run did not.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The violations on the page as it is: every rule of `tags` (default WCAG_TAGS), or only `rules`; within the elements
 * `include` matches (a state's own part: the rest of its page type is checked on its own route), else the whole page.
 */
export async function axeViolations(
  page: Page,
  { rules, include, tags = WCAG_TAGS }: { rules?: string[]; include?: string; tags?: string[] } = {},
): Promise<string[]> {
  // Legacy mode runs axe in the page itself. The default mode runs it per frame, then opens a second page to merge
  // every frame's partial results, passes included: 3-4x the time on our larger pages. Only a page with an iframe
  // (none of the site's has one today) needs the frames walked.
  const hasFrames = (await page.locator('iframe').count()) > 0;
  let builder = new AxeBuilder({ page }).setLegacyMode(!hasFrames);
  builder = rules ? builder.withRules(rules) : builder.withTags(tags);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
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

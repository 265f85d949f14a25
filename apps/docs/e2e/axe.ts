// Axe (WCAG 2.0/2.1 A and AA rules) for the browser tests: the violations of the page as it is, and a check in both
// colour modes on one load (the switch flips the mode in place; the site's colours follow `data-theme` only, no
// media query), so a state that takes a while to reach is reached once for both modes.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { Shell } from './pages/shell.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export const MODES = ['light', 'dark'] as const;

export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n  ')}`,
  );
}

/** Switches the colour mode as a reader does (the navbar's switch) unless the page is in it already. */
export async function switchToMode(page: Page, mode: (typeof MODES)[number]): Promise<void> {
  const shell = new Shell(page);
  if ((await shell.html.getAttribute('data-theme')) !== mode) await shell.colorModeToggle.click();
  await expect(shell.html).toHaveAttribute('data-theme', mode);
}

/** Axe finds nothing on the page as it is, in light then dark mode. */
export async function expectNoViolationsInBothModes(page: Page): Promise<void> {
  for (const mode of MODES) {
    await switchToMode(page, mode);
    expect(await axeViolations(page), `${mode} mode`).toEqual([]);
  }
}

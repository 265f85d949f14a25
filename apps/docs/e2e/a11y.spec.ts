// Accessibility: axe (WCAG 2.0/2.1 A and AA rules) in both colour modes on the routes of
// a11y-routes.ts (every page type, and pages until every element, class, role and island of every
// route of product spec section 2 has been checked once), the open search dialog and the island
// error screens, plus the keyboard path into the content through the skip link.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { lightestIsland, revealIsland } from './islands.ts';
import { SearchDialog } from './pages/search-dialog.ts';
import { a11yRoutes } from './a11y-routes.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const ROUTES = a11yRoutes();

async function useColorMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  // The stored choice under `theme` is what the colour-mode script reads first.
  await page.addInitScript((value) => localStorage.setItem('theme', value), mode);
  await page.emulateMedia({ colorScheme: mode });
}

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n  ')}`,
  );
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    for (const route of ROUTES) {
      test(`${route} has no WCAG A/AA violations`, async ({ docPage, page }) => {
        await useColorMode(page, mode);
        await docPage.goto(route);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await expect(docPage.main).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test('the open search dialog with results has no WCAG A/AA violations', async ({ docPage, page }) => {
      await useColorMode(page, mode);
      await docPage.goto('/gettingStarted');
      const search = new SearchDialog(page);
      await search.button.click();
      await search.search('idempotency');
      await expect(search.results.getByRole('link').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the island error box and crash screen have no WCAG A/AA violations', async ({ docPage, page }) => {
      const island = lightestIsland();
      expect(island, 'a built page with an island').toBeDefined();
      await useColorMode(page, mode);
      let crash = false;
      await page.route(island!.chunk, (route) =>
        crash
          ? route.fulfill({
              contentType: 'text/javascript',
              body: "export default function Broken() { throw new Error('Broken', { cause: new Error('Cause') }); }",
            })
          : route.abort('failed'),
      );
      await docPage.goto(island!.route);
      const host = page.locator(`[data-island-host="${island!.name}"]`).first();
      await revealIsland(host);
      // The island hydrates when visible, then its chunk fails to load: on a loaded two-core machine that once took
      // longer than the default 10 s, so this one wait is generous.
      await expect(host.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 30_000 });
      expect(await axeViolations(page)).toEqual([]);

      crash = true;
      await host.getByRole('button', { name: 'Retry' }).click();
      await expect(host.getByRole('button', { name: 'Try again' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test('the skip link moves keyboard focus into the main content', async ({ docPage, page }) => {
  await docPage.goto('/gettingStarted');

  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeVisible();

  await page.keyboard.press('Enter');
  const focusInMain = () => page.evaluate(() => Boolean(document.activeElement?.closest('main')));
  await expect.poll(focusInMain).toBe(true);

  // The next Tab continues inside the content, not back in the navbar.
  await page.keyboard.press('Tab');
  await expect.poll(focusInMain).toBe(true);
});

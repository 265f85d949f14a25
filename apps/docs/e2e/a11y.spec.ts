// Accessibility: axe (WCAG 2.0/2.1 A and AA rules) in both colour modes on the routes of
// a11y-routes.ts (every page type, and pages until every element, class, role and island of every
// route of product spec section 2 has been checked once), the open search dialog and the island
// error screens. One page load per route serves both modes (the switch flips the mode in place).
// The skip link's keyboard path is in layout-navbar.spec.ts.
import { expect, test } from './fixtures.ts';
import { lightestIsland, revealIsland } from './islands.ts';
import { SearchDialog } from './pages/search-dialog.ts';
import { a11yRoutes } from './a11y-routes.ts';
import { axeViolations, expectNoViolationsInBothModes, MODES, switchToMode } from './axe.ts';

const ROUTES = a11yRoutes();

for (const route of ROUTES) {
  test(`${route} has no WCAG A/AA violations in light and dark mode`, async ({ docPage, page }) => {
    await docPage.goto(route);
    await expect(docPage.main).toBeVisible();
    await expectNoViolationsInBothModes(page);
  });
}

test('the open search dialog with results has no WCAG A/AA violations in light and dark mode', async ({ docPage, page }) => {
  await docPage.goto('/gettingStarted');
  const search = new SearchDialog(page);
  for (const mode of MODES) {
    // The dialog is modal: the mode is switched while it is closed.
    await switchToMode(page, mode);
    await search.button.click();
    await search.search('idempotency');
    await expect(search.results.getByRole('link').first()).toBeVisible();
    expect(await axeViolations(page), `${mode} mode`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(search.dialog).toBeHidden();
  }
});

test('the island error box and crash screen have no WCAG A/AA violations in light and dark mode', async ({ docPage, page }) => {
  const island = lightestIsland();
  expect(island, 'a built page with an island').toBeDefined();
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
  await expectNoViolationsInBothModes(page);

  crash = true;
  await host.getByRole('button', { name: 'Retry' }).click();
  await expect(host.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectNoViolationsInBothModes(page);
});

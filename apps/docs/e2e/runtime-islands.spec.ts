// Islands (interactive parts of a page) load when scrolled into view: a spinner shows while
// their code loads, a failed load offers "Retry", and a crash shows "This page crashed." with
// the message, its causes and "Try again"; axe finds nothing on the error box and the crash screen in either mode.
import type { Locator, Page, Route } from '@playwright/test';
import { expectNoViolationsInBothModes } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { lightestIsland, revealIsland, type IslandOnPage } from './islands.ts';

function requireIsland(): IslandOnPage & { chunk: RegExp } {
  const island = lightestIsland();
  if (!island) {
    throw new Error('No built page renders an <IslandHost> whose chunk is in _astro/: build the site with its islands first.');
  }
  return island;
}

function host(page: Page, name: string) {
  return page.locator(`[data-island-host="${name}"]`).first();
}

/** The host's loading spinner (islands may have status regions of their own). */
function spinner(hostBox: Locator) {
  return hostBox.getByRole('status').filter({ hasText: 'Loading interactive example' });
}

const BROKEN_ISLAND = `
export default function BrokenIsland() {
  if (!window.__e2eIslandFixed) {
    throw new Error('Island exploded', { cause: new Error('Rates table missing', { cause: 'HTTP 503' }) });
  }
  return 'Island recovered';
}`;

test('shows a spinner while the island loads, then the island', async ({ docPage, page }) => {
  const island = requireIsland();
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(island.chunk, async (route: Route) => {
    await gate;
    await route.continue();
  });
  await docPage.goto(island.route);
  const hostBox = host(page, island.name);
  await revealIsland(hostBox);

  await expect(spinner(hostBox)).toBeVisible();
  release();
  await expect(spinner(hostBox)).toHaveCount(0);
  await expect(hostBox.getByRole('alert')).toHaveCount(0);
  await expect(hostBox).not.toBeEmpty();
});

test('offers Retry when the island fails to load (axe finds nothing in either mode), and Retry loads it', async ({ docPage, page }) => {
  const island = requireIsland();
  let failing = true;
  await page.route(island.chunk, (route) => (failing ? route.abort('failed') : route.continue()));
  await docPage.goto(island.route);
  const hostBox = host(page, island.name);
  await revealIsland(hostBox);

  const error = hostBox.getByRole('alert');
  await expect(error).toContainText('could not be loaded');
  await expectNoViolationsInBothModes(page, `[data-island-host="${island.name}"]`);
  failing = false;
  await error.getByRole('button', { name: 'Retry' }).click();

  await expect(error).toHaveCount(0);
  await expect(spinner(hostBox)).toHaveCount(0);
  await expect(hostBox).not.toBeEmpty();
});

test('shows the crash screen with causes when the island throws (axe finds nothing in either mode), and "Try again" renders it again', async ({
  docPage,
  page,
}) => {
  const island = requireIsland();
  await page.route(island.chunk, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: BROKEN_ISLAND }));
  await docPage.goto(island.route);
  const hostBox = host(page, island.name);
  await revealIsland(hostBox);

  const crash = hostBox.getByRole('alert');
  await expect(crash).toContainText('This page crashed.');
  await expect(crash).toContainText('Island exploded');
  await expect(crash.getByRole('listitem')).toHaveText(['Caused by: Rates table missing', 'Caused by: HTTP 503']);
  await expectNoViolationsInBothModes(page, `[data-island-host="${island.name}"]`);

  await page.evaluate(() => ((window as unknown as { __e2eIslandFixed: boolean }).__e2eIslandFixed = true));
  await crash.getByRole('button', { name: 'Try again' }).click();

  await expect(hostBox).toHaveText('Island recovered');
  await expect(hostBox.getByRole('alert')).toHaveCount(0);
});

// The reference as a workspace in a browser (issue 30); what the HTML says on its own is in
// site-tests/reference-pane.site.test.ts. At 1440 px the operations pane is beside the page with the current
// operation in view and a filter that narrows it; Try it is in the first screen (opened by keyboard and answered
// within 5 s, and axe with the pane and Try it open: try-it.spec.ts);
// no name, type or code in a spec table wraps inside a token at 1440 or 390 px (the error catalogue included), and at
// 390 px no page scrolls sideways and a table's columns stack on screen;
// between 768 and 1280 px the pane opens from its toggle; the phone menu reaches the operations.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const OPERATION = '/api-spec/payments/createPayment';

const pane = (page: Page) => page.getByRole('navigation', { name: 'Operations' });

/** Names in table token cells (name, type, code columns) that the browser laid out on more than one line. */
async function brokenTokens(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cells = document.querySelectorAll<HTMLElement>(
      ':is(.spec-table, .ref-params) :is(th[scope="row"], td:not(:last-child)) :is(code, .spec-method)',
    );
    const broken: string[] = [];
    for (const el of cells) {
      if (el.closest('[hidden]') || el.getClientRects().length === 0) continue;
      // One line per token: a wrapped inline element has client rects on more than one line.
      const lines = new Set([...el.getClientRects()].map((r) => Math.round(r.top)));
      if (lines.size > 1) broken.push(el.textContent ?? '');
    }
    return broken;
  });
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the pane is beside the page with the current operation in view and a filter; Try it is in the first screen', async ({ page }) => {
    await page.goto(OPERATION);
    const current = pane(page).locator('a[aria-current="page"]');
    await expect(current).toHaveAttribute('href', OPERATION);
    await expect(current).toBeInViewport();
    const box = await page.getByRole('button', { name: 'Try it', exact: true }).boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(900);

    await pane(page).getByRole('searchbox', { name: 'Filter operations' }).fill('void');
    const shown = pane(page).locator('li:has(> a.ref-pane__op):visible');
    await expect(shown).not.toHaveCount(0);
    for (const text of await shown.allTextContents()) expect(text.toLowerCase()).toContain('void');
  });
});

test('no name in a spec table wraps inside a token at 1440 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const route of [OPERATION, '/api-spec/webhooks', '/apiFundamentals']) {
    await page.goto(route);
    expect(await brokenTokens(page), route).toEqual([]);
  }
});

// given a page; want, at 390 px, no horizontal scroll, no token wrapped, and each cell of the first row of `table`
// (when given) on screen: stacked, not cut off to the right
const PHONE_PAGES: { route: string; table?: string }[] = [
  { route: OPERATION },
  { route: '/api-spec/payments/listPayments', table: 'table.ref-params' },
  { route: '/api-spec/webhooks' },
  { route: '/apiFundamentals', table: '.spec-errors table, .spec-table' },
];
test('at 390 px the reference and the error catalogue read without horizontal scroll, no token wrapped', async ({ page }) => {
  test.slow(); // four pages, the webhooks page the largest of the site
  await page.setViewportSize({ width: 390, height: 844 });
  for (const { route, table } of PHONE_PAGES) {
    await page.goto(route);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, route).toBeLessThanOrEqual(0);
    expect(await brokenTokens(page), route).toEqual([]);
    if (!table) continue;
    const first = page.locator(table).first();
    await first.scrollIntoViewIfNeeded();
    const cells = first.locator('tbody tr').first().locator('th, td');
    const count = await cells.count();
    expect(count, route).toBeGreaterThan(1);
    for (let i = 0; i < count; i++) {
      const box = await cells.nth(i).boundingBox();
      if (!box || box.width === 0) continue;
      expect(box.x + box.width, `cell ${i} of ${route}`).toBeLessThanOrEqual(390);
    }
  }
});

test('at 1024 px the pane opens from its toggle, by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto(OPERATION);
  await expect(pane(page)).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Operations' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(pane(page).locator('a[aria-current="page"]')).toBeVisible();
});

test('on a phone the menu reaches the operations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(OPERATION);
  await page
    .getByRole('button', { name: /navigation/i })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer.getByRole('navigation', { name: 'Operations' })).toBeVisible();
  await drawer.getByRole('link', { name: /Void a payment/ }).click();
  await expect(page).toHaveURL(/\/api-spec\/payments\/voidPayment$/);
});

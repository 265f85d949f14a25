// The reference as a workspace in a browser (issue 30); what the HTML says on its own is in
// site-tests/reference-pane.site.test.ts. At 1440 px the operations pane is beside the page with the current
// operation in view; Try it is in the first screen, opens by keyboard and Send answers from the mock with its
// status in a polite live region within 5 s (axe with the pane and Try it open: try-it.spec.ts);
// no name, type or code in a spec table wraps inside a token at 1440 or 390 px (the error catalogue included);
// between 768 and 1280 px the pane opens from its toggle; the phone menu reaches the operations.
import type { Locator, Page } from '@playwright/test';
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

async function openTryIt(page: Page): Promise<Locator> {
  const button = page.getByRole('button', { name: 'Try it', exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator('.ref-try-it[data-try-it-operation]');
  await expect(panel.getByRole('button', { name: /^Send to the mock/ })).toBeVisible();
  return panel;
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the pane is beside the page with the current operation in view, and Try it in the first screen', async ({ page }) => {
    await page.goto(OPERATION);
    const current = pane(page).locator('a[aria-current="page"]');
    await expect(current).toHaveAttribute('href', OPERATION);
    await expect(current).toBeInViewport();
    const box = await page.getByRole('button', { name: 'Try it', exact: true }).boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(900);
  });

  test('the filter box narrows the pane to matching operations', async ({ page }) => {
    await page.goto(OPERATION);
    await pane(page).getByRole('searchbox', { name: 'Filter operations' }).fill('void');
    const shown = pane(page).locator('li:has(> a.ref-pane__op):visible');
    await expect(shown).not.toHaveCount(0);
    for (const text of await shown.allTextContents()) expect(text.toLowerCase()).toContain('void');
  });

  test('Try it opens by keyboard and Send answers from the mock, announced in a polite live region within 5 s', async ({ page }) => {
    await page.goto(OPERATION);
    const panel = await openTryIt(page);
    await panel.getByRole('button', { name: /^Send to the mock/ }).focus();
    const sent = Date.now();
    await page.keyboard.press('Enter');
    const live = panel.locator('[role="status"][aria-live="polite"]').filter({ has: page.locator('[data-try-it-status]') });
    await expect(live.locator('[data-try-it-status]')).toHaveText(/^2\d\d\b/, { timeout: 5_000 });
    expect(Date.now() - sent).toBeLessThan(5_000);
    await expect(live).toContainText('x-paydocs-mock');
  });
});

for (const width of [1440, 390]) {
  test(`no name in a spec table wraps inside a token at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const route of [OPERATION, '/api-spec/webhooks', '/apiFundamentals']) {
      await page.goto(route);
      expect(await brokenTokens(page), route).toEqual([]);
    }
  });
}

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

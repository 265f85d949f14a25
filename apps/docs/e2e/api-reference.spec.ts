// The static API reference: every old `/api-spec#<anchor>` link (operations, webhooks as
// `#event/`, schemas, tag sections) lands on its object on the page that now holds it, and so does
// a tag page's old `#operation/<id>` link, now that each operation has its page; an anchor no page
// holds leaves the reader on the overview with a notice naming it; shared parameters and responses
// stay on the overview. The tables of an operation page and the error catalogue read on a phone
// (390 px) without horizontal scrolling.
import { expect, test } from './fixtures.ts';

const OLD_ANCHORS: { anchor: string; page: string }[] = [
  { anchor: 'operation/createCheckout', page: '/api-spec/checkouts/createCheckout' },
  { anchor: 'operation/listPayments', page: '/api-spec/payments/listPayments' },
  { anchor: 'operation/createAccessToken', page: '/api-spec/authentication/createAccessToken' },
  { anchor: 'event/payment.created', page: '/api-spec/webhooks' },
  { anchor: 'event/payment.dispute.submitted', page: '/api-spec/webhooks' },
  { anchor: 'schema/Payment', page: '/api-spec/schemas' },
  { anchor: 'schema/ErrorCode', page: '/api-spec/schemas' },
  { anchor: 'section/payments', page: '/api-spec/payments' },
  { anchor: 'section/webhooks', page: '/api-spec/webhooks' },
  { anchor: 'parameter/IdempotencyKeyRequired', page: '/api-spec' },
  { anchor: 'response/BadRequest', page: '/api-spec' },
];

for (const { anchor, page: target } of OLD_ANCHORS) {
  test(`/api-spec#${anchor} lands on its object on ${target}`, async ({ page }) => {
    await page.goto(`/api-spec#${anchor}`);
    await expect(page).toHaveURL(new RegExp(`${target.replace(/\//g, '\\/')}#${anchor.replace(/[./]/g, '\\$&')}$`));
    const object = page.locator(`[id="${anchor}"]`);
    await expect(object).toHaveCount(1);
    await expect(object).toBeInViewport();
    await expect(page.locator('#ref-anchor-unknown')).toBeHidden();
  });
}

test("a tag page's old #operation/ link lands on the operation's own page", async ({ page }) => {
  await page.goto('/api-spec/payments#operation/capturePayment');
  await expect(page).toHaveURL(/\/api-spec\/payments\/capturePayment#operation\/capturePayment$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('id', 'operation/capturePayment');
});

test('an unknown anchor shows the overview with a notice naming it', async ({ page }) => {
  await page.goto('/api-spec#operation/noSuchOperation');
  const notice = page.locator('#ref-anchor-unknown');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('#operation/noSuchOperation');
  await expect(page).toHaveURL(/\/api-spec#operation\/noSuchOperation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API Specification' })).toBeVisible();
});

const NARROW_PAGES: { path: string; table: string }[] = [
  { path: '/apiFundamentals', table: '.spec-errors table, .spec-table' },
  { path: '/api-spec/payments/listPayments', table: 'table.ref-params' },
];
for (const { path, table } of NARROW_PAGES) {
  test(`${path} at 390 px: no horizontal scroll, every column of its tables visible`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const first = page.locator(table).first();
    await first.scrollIntoViewIfNeeded();
    // Each cell of the first row lies within the viewport (stacked, not cut off to the right).
    const cells = first.locator('tbody tr').first().locator('th, td');
    const count = await cells.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i++) {
      const box = await cells.nth(i).boundingBox();
      if (!box || box.width === 0) continue;
      expect(box.x + box.width, `cell ${i} of ${path}`).toBeLessThanOrEqual(390);
    }
  });
}

// The static API reference in a browser: an old `/api-spec#<anchor>` link goes on to the page that now holds its
// object, and so does a tag page's old `#operation/<id>` link; an anchor still on the overview is shown there without
// a notice, and one no page holds leaves the reader on the overview with a notice naming it. Which page holds each
// old anchor is markup (site-tests/old-anchors.site.test.ts). How the reference's tables read at 390 px is
// reference-workspace.spec.ts's.
import { expect, test } from './fixtures.ts';

test('an old /api-spec# link lands on its object on the page that holds it now', async ({ page }) => {
  await page.goto('/api-spec#operation/createCheckout');
  await expect(page).toHaveURL(/\/api-spec\/checkouts\/createCheckout#operation\/createCheckout$/);
  await expect(page.locator('[id="operation/createCheckout"]')).toBeInViewport();
  await expect(page.locator('#ref-anchor-unknown')).toBeHidden();
});

test("a tag page's old #operation/ link lands on the operation's own page", async ({ page }) => {
  await page.goto('/api-spec/payments#operation/capturePayment');
  await expect(page).toHaveURL(/\/api-spec\/payments\/capturePayment#operation\/capturePayment$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('id', 'operation/capturePayment');
});

test('an anchor on the overview shows its object; an unknown one shows the overview with a notice naming it', async ({ page }) => {
  const notice = page.locator('#ref-anchor-unknown');
  await page.goto('/api-spec#parameter/IdempotencyKeyRequired');
  await expect(page.locator('[id="parameter/IdempotencyKeyRequired"]')).toBeInViewport();
  await expect(notice).toBeHidden();

  // Only the hash changes: a reload runs the page's script on the new one.
  await page.evaluate(() => {
    location.hash = 'operation/noSuchOperation';
  });
  await page.reload();
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('#operation/noSuchOperation');
  await expect(page).toHaveURL(/\/api-spec#operation\/noSuchOperation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API Specification' })).toBeVisible();
});

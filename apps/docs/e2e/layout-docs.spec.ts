// Doc pages in the browser: the 300px sidebar with its collapsible categories, open along the
// current page. Breadcrumbs, the table of contents, the current page, pages without a sidebar and
// category pages are markup, checked without a browser (site-tests/layout.site.test.ts).
import { expect, test } from './fixtures.ts';
import { DESKTOP, Shell } from './pages/shell.ts';

test.use({ viewport: DESKTOP });

test.describe('doc pages', () => {
  test('the sidebar is 300px wide; its categories collapse and expand, open along the current page', async ({ page }) => {
    const shell = new Shell(page);
    await page.goto('/payments/guides/achForm');
    // The sidebar's width comes from the layout's CSS.
    await expect(shell.sidebar).toBeVisible();
    expect((await shell.sidebar.boundingBox())?.width).toBe(300);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--doc-sidebar-width').trim())).toBe(
      '300px',
    );
    const payments = shell.sidebar.getByRole('button', { name: "Toggle the collapsible sidebar category 'Payments'" });
    const testing = shell.sidebar.getByRole('button', { name: "Toggle the collapsible sidebar category 'Testing'" });
    await expect(payments).toHaveAttribute('aria-expanded', 'true');
    await expect(shell.sidebar.getByRole('button', { name: "Toggle the collapsible sidebar category 'Web Components'" })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(testing).toHaveAttribute('aria-expanded', 'false');
    await expect(shell.sidebar.locator('a[href="/testing/overview"]')).toBeHidden();

    await testing.click();
    await expect(testing).toHaveAttribute('aria-expanded', 'true');
    await expect(shell.sidebar.locator('a[href="/testing/overview"]')).toBeVisible();
    await payments.click();
    await expect(shell.sidebar.locator('a[href="/payments/overview"]')).toBeHidden();
  });
});

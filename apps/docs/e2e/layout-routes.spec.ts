// The home page's script warns when the site is served under another base URL; a page keeps its
// styles with no stylesheet to load (its CSS is inline). That every route is a page and other paths the 404 page is checked without a browser
// (site-tests/routes.site.test.ts); the JavaScript ceiling of guide pages by the size budgets
// (bench/lib/budgets.test.ts).
import { startStaticServer } from '../scripts/serve-static.ts';
import { expect, test } from './fixtures.ts';
import { DIST } from './site-routes.ts';

test.describe('base URL check', () => {
  test('the home page warns when served under another base', async ({ page }) => {
    const { server, url } = await startStaticServer({ root: DIST, port: 0, host: '127.0.0.1', base: '/prefix/' });
    try {
      await page.goto(url);
      const warning = page.getByRole('alert');
      await expect(warning).toBeVisible();
      await expect(warning).toContainText('This site is not served from the address it was built for.');
      await expect(warning.locator('[data-base-configured]')).toHaveText('/');
      await expect(warning.locator('[data-base-actual]')).toHaveText('/prefix/');
    } finally {
      server.close();
    }
  });

  // Served under its configured base (this server's), the page shows no warning.
  test('the home page keeps its styles and shows no warning when no stylesheet can load', async ({ page }) => {
    const stylesheets: string[] = [];
    await page.route('**/*.css', (route) => {
      stylesheets.push(route.request().url());
      return route.abort();
    });
    await page.goto('/');
    await page.waitForLoadState('load');
    expect(stylesheets).toEqual([]);
    // The navbar is laid out by the site CSS (a flex row), not the browser's default block.
    await expect(page.locator('.navbar__inner')).toHaveCSS('display', 'flex');
    await expect(page.locator('#base-url-warning')).toBeHidden();
  });
});

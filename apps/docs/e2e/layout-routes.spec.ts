// Every route of product spec section 2 is a page (200) and any other path is the not-found page
// (404); the home page warns when the site is served under another base URL; guide pages stay
// within the JavaScript budget.
import { gzipSync } from 'node:zlib';
import { startStaticServer } from '../scripts/serve-static.ts';
import { expect, test } from './fixtures.ts';
import { DIST, SPEC_ROUTES } from './site-routes.ts';

const ROUTES = [...SPEC_ROUTES, '/changelog'];

test.describe('routes', () => {
  for (const route of ROUTES) {
    test(`${route} is a page`, async ({ request }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      expect(html).toMatch(/<main id="main-content"/);
      expect(html).toMatch(/<h1[\s>]/);
    });
  }

  for (const path of ['/no-such-page', '/gettingstarted', '/GettingStarted', '/category/nothing', '/payments/overview/']) {
    test(`${path} is the not-found page with status 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expect(page.getByRole('main').getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    });
  }
});

test.describe('base URL check', () => {
  test('the home page shows no warning when served under its configured base', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('load');
    await expect(page.locator('#base-url-warning')).toBeHidden();
  });

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

  test('the home page warns when the site stylesheet does not load', async ({ page }) => {
    await page.route('**/*.css', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('alert')).toContainText('This site is not served from the address it was built for.');
  });
});

test('a guide page ships at most 25 KB of gzipped JavaScript before interaction', async ({ page }) => {
  const scripts = new Map<string, Buffer>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), await response.body());
  });
  await page.goto('/payments/overview', { waitUntil: 'networkidle' });
  const inline = await page
    .locator('script:not([src])')
    .evaluateAll((elements) =>
      elements.filter((e) => !e.getAttribute('type') || e.getAttribute('type') === 'module').map((e) => e.textContent ?? ''),
    );
  const sizes = [...scripts.values(), ...inline.map((text) => Buffer.from(text))].map((body) => gzipSync(body).length);
  const total = sizes.reduce((sum, size) => sum + size, 0);
  expect(total, `scripts: ${[...scripts.keys()].join(', ')}`).toBeLessThanOrEqual(25 * 1024);
});

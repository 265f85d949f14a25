// "Copy page" and "Edit this page" on every guide: the first copies the page's Markdown version
// (/<route>.md), the second links to the page's source on the code host (`docs.editUrl`).
import { expect, test } from './fixtures.ts';
import { SPEC_ROUTES, STANDALONE_ROUTES } from './site-routes.ts';

const GUIDES = ['/gettingStarted', '/apiFundamentals', '/payments/guides/cardForm', '/terminals/configuration'];

test.describe('page actions', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('"Copy page" copies the page as Markdown and says so', async ({ docPage, page }) => {
    await docPage.goto('/apiFundamentals/idempotency');
    const button = docPage.main.getByRole('button', { name: 'Copy page' });
    await button.click();
    await expect(page.locator('[data-runtime-announcer]')).toHaveText('Copied page as Markdown');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const markdown = await (await page.request.get('/apiFundamentals/idempotency.md')).text();
    expect(copied).toBe(markdown);
    expect(copied).toMatch(/^# Idempotency|\n# Idempotency/);
  });

  for (const route of GUIDES) {
    test(`${route} has both actions, pointing at its Markdown and its source`, async ({ docPage }) => {
      await docPage.goto(route);
      await expect(docPage.main.getByRole('button', { name: 'Copy page' })).toBeVisible();
      await expect(docPage.main.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', `${route}.md`);
      const edit = docPage.main.getByRole('link', { name: /^Edit this page/ });
      const source = route === '/apiFundamentals' ? 'apiFundamentals/index.mdx' : `${route.slice(1)}.mdx`;
      await expect(edit).toHaveAttribute('href', new RegExp(`/apps/docs/src/content/docs/${source.replace(/\//g, '\\/')}$`));
      await expect(edit).toHaveAttribute('target', '_blank');
    });
  }

  test('every guide route has them, served in its HTML', async ({ page }) => {
    const guides = SPEC_ROUTES.filter((r) => !STANDALONE_ROUTES.includes(r) && !r.startsWith('/category/'));
    expect(guides.length).toBeGreaterThan(30);
    for (const route of guides) {
      const html = await (await page.request.get(route)).text();
      expect(html, route).toContain(`data-copy-page="${route}.md"`);
      expect(html, route).toMatch(/data-edit-page[^>]*>|href="[^"]+\/apps\/docs\/src\/content\/docs\/[^"]+\.mdx"[^>]*data-edit-page/);
    }
  });
});

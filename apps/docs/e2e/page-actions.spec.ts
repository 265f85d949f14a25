// "Copy page" on a guide: the script shows the button, which copies the page's Markdown version
// (/<route>.md) and says so. That every guide has both actions, pointing at its Markdown and at
// its source on the code host, is markup (site-tests/layout.site.test.ts).
import { expect, test } from './fixtures.ts';

test.describe('page actions', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('"Copy page" copies the page as Markdown and says so', async ({ docPage, page }) => {
    await docPage.goto('/apiFundamentals/idempotency');
    const button = docPage.main.getByRole('button', { name: 'Copy page' });
    // Rendered hidden: the script shows it once copying can work.
    await expect(button).toBeVisible();
    await button.click();
    await expect(page.locator('[data-runtime-announcer]')).toHaveText('Copied page as Markdown');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const markdown = await (await page.request.get('/apiFundamentals/idempotency.md')).text();
    expect(copied).toBe(markdown);
    expect(copied).toMatch(/^# Idempotency|\n# Idempotency/);
  });
});

// What the shell remembers in the browser: a closed announcement bar (per announcement id) and
// the reader's preferred docs version (per docs plugin, removed when the version is gone). The
// bar's markup (link, "Close" button) is checked without a browser (site-tests/layout.site.test.ts).
import { expect, test } from './fixtures.ts';
import { Shell } from './pages/shell.ts';

const ANNOUNCEMENT_KEY = 'announcement-dismissed';
const VERSION_KEY = 'docs-preferred-version-default';

test.describe('announcement bar', () => {
  test('once closed, stays closed across pages and reloads, hidden before the first paint; a new one shows again', async ({ page }) => {
    const shell = new Shell(page);
    await page.goto('/');
    const id = await shell.html.getAttribute('data-announcement-id');
    await shell.announcement.getByRole('button', { name: 'Close' }).click();
    await expect(shell.announcement).toBeHidden();
    expect(await shell.storage(ANNOUNCEMENT_KEY)).toBe(id);

    // Records, on every load from now on, whether the bar was dismissed the moment <body> is inserted, i.e. before
    // anything can be painted.
    await page.addInitScript(() => {
      const seen = window as unknown as { __barAtBody?: boolean };
      new MutationObserver((records, observer) => {
        if (records.some((record) => [...record.addedNodes].some((node) => node.nodeName === 'BODY'))) {
          seen.__barAtBody = document.documentElement.hasAttribute('data-announcement-dismissed');
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { __barAtBody?: boolean }).__barAtBody)).toBe(true);
    await expect(shell.announcement).toBeHidden();
    await page.goto('/testing/overview');
    await expect(shell.announcement).toBeHidden();
    // Client-side navigation swaps <html> attributes; the bar must stay hidden.
    await page.getByRole('link', { name: 'Contact' }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(shell.announcement).toBeHidden();

    await shell.setStorage(ANNOUNCEMENT_KEY, 'an-earlier-announcement');
    await page.reload();
    await expect(shell.announcement).toBeVisible();
  });
});

test.describe('preferred docs version', () => {
  test('is removed when that version no longer exists, and stored when the reader picks a version', async ({ page }) => {
    const shell = new Shell(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/contact');
    expect(await shell.storage(VERSION_KEY)).toBeNull();
    await shell.setStorage(VERSION_KEY, '1.0.0');
    await page.reload();
    expect(await shell.storage(VERSION_KEY)).toBeNull();

    await shell.mainNav.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('list', { name: 'Versions' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/gettingStarted$/);
    expect(await shell.storage(VERSION_KEY)).toBe('current');
    await page.reload();
    expect(await shell.storage(VERSION_KEY)).toBe('current');
  });
});

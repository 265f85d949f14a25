// Colour mode (product spec section 2): light by default, a switch stored under `theme`, synced
// across tabs; cleared storage falls back to the system preference when respected, otherwise the
// default; a disabled switch deletes the stored value; a system change (not while printing)
// resets the mode; and the stored mode is applied before the first paint.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { Shell } from './pages/shell.ts';

// A short guide with a highlighted code block: the switch acts on the shell, and a long page only costs load time.
const PAGE = '/testing/overview';

/**
 * Emulates a change of the reader's system and returns once the page has heard it: a media query list made now hears
 * the change after the page's own (change events go to the oldest list first), so when it has, the page has too.
 */
async function changeSystem(page: Page, media: Parameters<Page['emulateMedia']>[0]): Promise<void> {
  await page.evaluate(() => {
    const seen = window as unknown as { __schemeChanged?: Promise<void> };
    seen.__schemeChanged = new Promise((resolve) =>
      matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => resolve(), { once: true }),
    );
  });
  await page.emulateMedia(media);
  await page.evaluate(() => (window as unknown as { __schemeChanged?: Promise<void> }).__schemeChanged);
}

test.describe('colour mode', () => {
  test('starts light with a labelled switch, which toggles the mode (code blocks too) and keeps it across pages', async ({
    page,
    docPage,
  }) => {
    const shell = new Shell(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(PAGE);
    // The built config does not respect the system preference: light even on a dark system.
    await expect(shell.html).toHaveAttribute('data-theme', 'light');
    await expect(shell.colorModeToggle).toHaveAccessibleName('Switch between dark and light mode (currently light mode)');
    expect(await shell.storage('theme')).toBeNull();
    const code = page.locator('main pre.astro-code').first();
    await expect(code, `${PAGE} has a highlighted code block`).toBeVisible();
    const background = () => code.evaluate((element) => getComputedStyle(element).backgroundColor);
    const light = await background();

    await shell.colorModeToggle.click();
    await expect(shell.html).toHaveAttribute('data-theme', 'dark');
    await expect(shell.colorModeToggle).toHaveAccessibleName('Switch between dark and light mode (currently dark mode)');
    expect(await shell.storage('theme')).toBe('dark');
    await expect.poll(background).not.toBe(light);

    // Kept by a client-side navigation and by a full load.
    await docPage.markWindow();
    await page.getByRole('link', { name: 'Contact' }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    expect(await docPage.windowMarker()).toBe('kept');
    await expect(shell.html).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(shell.html).toHaveAttribute('data-theme', 'dark');

    await shell.colorModeToggle.click();
    await expect(shell.html).toHaveAttribute('data-theme', 'light');
    expect(await shell.storage('theme')).toBe('light');
  });

  test('a switch in one tab is applied in the other tabs', async ({ context }) => {
    const first = new Shell(await context.newPage());
    const second = new Shell(await context.newPage());
    await first.page.goto(PAGE);
    await second.page.goto('/contact');

    await first.colorModeToggle.click();
    await expect(second.html).toHaveAttribute('data-theme', 'dark');
    await expect(second.colorModeToggle).toHaveAccessibleName('Switch between dark and light mode (currently dark mode)');

    await second.colorModeToggle.click();
    await expect(first.html).toHaveAttribute('data-theme', 'light');
  });

  test('a cleared value falls back to the default when the system preference is not respected', async ({ context }) => {
    const reader = new Shell(await context.newPage());
    const other = new Shell(await context.newPage());
    await reader.page.emulateMedia({ colorScheme: 'dark' });
    await reader.page.goto(PAGE);
    await reader.colorModeToggle.click();
    await expect(reader.html).toHaveAttribute('data-theme', 'dark');

    await other.page.goto(PAGE);
    await other.setStorage('theme', null);
    await expect(reader.html).toHaveAttribute('data-theme', 'light');
  });

  test('a cleared value falls back to the system preference when it is respected', async ({ context }) => {
    const reader = new Shell(await context.newPage());
    const other = new Shell(await context.newPage());
    await reader.rewriteHtmlAttribute('data-respect-prefers', 'false', 'true');
    await reader.page.emulateMedia({ colorScheme: 'dark' });
    await reader.page.goto(PAGE);
    // Nothing stored yet: the system preference wins over the light default.
    await expect(reader.html).toHaveAttribute('data-theme', 'dark');
    await reader.colorModeToggle.click();
    await expect(reader.html).toHaveAttribute('data-theme', 'light');

    await other.page.goto(PAGE);
    await other.page.evaluate(() => localStorage.clear());
    await expect(reader.html).toHaveAttribute('data-theme', 'dark');
  });

  test('a disabled switch deletes the stored value', async ({ page }) => {
    const shell = new Shell(page);
    await page.goto(PAGE);
    await shell.setStorage('theme', 'dark');
    await shell.rewriteHtmlAttribute('data-color-switch', 'enabled', 'disabled');
    await page.reload();
    await expect(shell.html).toHaveAttribute('data-theme', 'light');
    expect(await shell.storage('theme')).toBeNull();
  });

  test('a system preference change resets the mode, but not while printing', async ({ page }) => {
    const shell = new Shell(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(PAGE);
    await shell.colorModeToggle.click();
    await expect(shell.html).toHaveAttribute('data-theme', 'dark');

    await changeSystem(page, { colorScheme: 'dark' });
    // Not respected: back to the default, and the stored choice is gone.
    await expect(shell.html).toHaveAttribute('data-theme', 'light');
    expect(await shell.storage('theme')).toBeNull();

    await shell.colorModeToggle.click();
    await expect(shell.html).toHaveAttribute('data-theme', 'dark');
    await changeSystem(page, { media: 'print', colorScheme: 'light' });
    await expect(shell.html).toHaveAttribute('data-theme', 'dark');
    expect(await shell.storage('theme')).toBe('dark');
  });

  test('the stored mode is set before the first paint', async ({ page }) => {
    // Records data-theme the moment <body> is inserted, i.e. before anything can be painted.
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'dark');
      const seen = window as unknown as { __themeAtBody?: string | null };
      new MutationObserver((records, observer) => {
        if (records.some((record) => [...record.addedNodes].some((node) => node.nodeName === 'BODY'))) {
          seen.__themeAtBody = document.documentElement.getAttribute('data-theme');
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(PAGE);
    expect(await page.evaluate(() => (window as unknown as { __themeAtBody?: string }).__themeAtBody)).toBe('dark');
  });
});

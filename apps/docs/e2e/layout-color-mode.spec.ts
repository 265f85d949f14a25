// Colour mode (product spec section 2): light by default, a switch stored under `theme`, synced
// across tabs; cleared storage falls back to the system preference when respected, otherwise the
// default; a disabled switch deletes the stored value; a system change (not while printing)
// resets the mode; and the stored mode is applied before the first paint.
import { expect, test } from './fixtures.ts';
import { Shell } from './pages/shell.ts';

const PAGE = '/gettingStarted';

test.describe('colour mode', () => {
  test('starts light with a labelled switch', async ({ page }) => {
    const shell = new Shell(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(PAGE);
    // The built config does not respect the system preference: light even on a dark system.
    await expect(shell.html).toHaveAttribute('data-theme', 'light');
    await expect(shell.colorModeToggle).toHaveAccessibleName('Switch between dark and light mode (currently light mode)');
    expect(await shell.storage('theme')).toBeNull();
  });

  test('the switch toggles the mode, stores it and keeps it across pages and reloads', async ({ page }) => {
    const shell = new Shell(page);
    await page.goto(PAGE);
    await shell.colorModeToggle.click();
    await expect(shell.html).toHaveAttribute('data-theme', 'dark');
    await expect(shell.colorModeToggle).toHaveAccessibleName('Switch between dark and light mode (currently dark mode)');
    expect(await shell.storage('theme')).toBe('dark');

    await page.reload();
    await expect(shell.html).toHaveAttribute('data-theme', 'dark');
    await page.goto('/contact');
    await expect(shell.html).toHaveAttribute('data-theme', 'dark');

    await shell.colorModeToggle.click();
    await expect(shell.html).toHaveAttribute('data-theme', 'light');
    expect(await shell.storage('theme')).toBe('light');
  });

  test('code blocks follow the mode', async ({ page }) => {
    const shell = new Shell(page);
    await page.goto(PAGE);
    const code = page.locator('main pre.astro-code').first();
    test.skip((await code.count()) === 0, `${PAGE} has no highlighted code block`);
    const background = () => code.evaluate((element) => getComputedStyle(element).backgroundColor);
    const light = await background();
    await shell.colorModeToggle.click();
    await expect.poll(background).not.toBe(light);
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

  test('a system preference change resets the mode', async ({ page }) => {
    const shell = new Shell(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(PAGE);
    await shell.colorModeToggle.click();
    await expect(shell.html).toHaveAttribute('data-theme', 'dark');

    await page.emulateMedia({ colorScheme: 'dark' });
    // Not respected: back to the default, and the stored choice is gone.
    await expect(shell.html).toHaveAttribute('data-theme', 'light');
    expect(await shell.storage('theme')).toBeNull();
  });

  test('a system preference change while printing is ignored', async ({ page }) => {
    const shell = new Shell(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(PAGE);
    await shell.colorModeToggle.click();
    await expect(shell.html).toHaveAttribute('data-theme', 'dark');

    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    // Give the media query listeners a chance to run before asserting nothing changed.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
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

  test('the mode survives client-side navigation', async ({ page, docPage }) => {
    const shell = new Shell(page);
    await page.goto(PAGE);
    await shell.colorModeToggle.click();
    await docPage.markWindow();
    await page.getByRole('link', { name: 'Contact' }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    expect(await docPage.windowMarker()).toBe('kept');
    await expect(shell.html).toHaveAttribute('data-theme', 'dark');
  });
});

// The navbar on desktop: the skip link, dropdowns (keyboard, outside click, focus leaving,
// Escape) and hiding on scroll (product spec section 2). Its links, landmarks and the current
// section are markup (site-tests/layout.site.test.ts).
import { expect, test } from './fixtures.ts';
import { DESKTOP, Shell } from './pages/shell.ts';

test.use({ viewport: DESKTOP });
// A short guide with the sidebar and the navbar's dropdowns: the shell is under test, not the page.
const GUIDE = '/testing/overview';

test.describe('navbar', () => {
  test('the skip link is first in tab order and moves focus to main', async ({ page }) => {
    await page.goto('/payments/overview');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
    // The next Tab continues inside the content, not back in the navbar.
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });

  test.describe('dropdown', () => {
    test('labelled, one open at a time; opens on Enter and Space; closes on Escape, a click outside and focus leaving it', async ({
      page,
    }) => {
      await page.goto(GUIDE);
      const button = new Shell(page).mainNav.getByRole('button', { name: 'Next' });
      const menu = page.getByRole('list', { name: 'Versions' });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();

      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/gettingStarted');

      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();

      await page.keyboard.press('Space');
      await expect(menu).toBeVisible();
      await page.locator('main h1').click();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();

      await button.focus();
      await page.keyboard.press('Enter');
      // Into the menu: still open.
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link').first()).toBeFocused();
      await expect(menu).toBeVisible();
      // Past its last link: closed.
      await page.keyboard.press('Tab');
      await expect(menu).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      const nav = new Shell(page).mainNav;
      await nav.getByRole('button', { name: 'English' }).click();
      const languages = nav.getByRole('list', { name: 'Languages' });
      await expect(languages).toBeVisible();
      await expect(languages.getByRole('link')).toHaveText(['English']);
      await button.click();
      await expect(menu).toBeVisible();
      await expect(languages).toBeHidden();
    });

    test('closes on a touch outside', async ({ browser }) => {
      const context = await browser.newContext({ viewport: DESKTOP, hasTouch: true });
      const page = await context.newPage();
      await page.goto(GUIDE);
      const button = new Shell(page).mainNav.getByRole('button', { name: 'Next' });
      await button.tap();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.locator('main h1').tap();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await context.close();
    });
  });

  test('dropdowns and sidebar categories keep working after client-side navigation', async ({ page, docPage }) => {
    const shell = new Shell(page);
    await page.goto(GUIDE);
    await docPage.markWindow();
    await shell.sidebar.getByRole('link', { name: 'Payments', exact: true }).click();
    await expect(page).toHaveURL(/\/category\/payments$/);
    expect(await docPage.windowMarker()).toBe('kept');

    const button = shell.mainNav.getByRole('button', { name: 'Next' });
    await button.click();
    await expect(page.getByRole('list', { name: 'Versions' })).toBeVisible();
    await page.locator('main h1').click();
    await expect(page.getByRole('list', { name: 'Versions' })).toBeHidden();

    const testing = shell.sidebar.getByRole('button', { name: "Toggle the collapsible sidebar category 'Testing'" });
    await testing.click();
    await expect(testing).toHaveAttribute('aria-expanded', 'true');
    await testing.click();
    // One click, one toggle: the handler is bound once even though the page changed.
    await expect(testing).toHaveAttribute('aria-expanded', 'false');
  });

  test('hides while scrolling down; reappears on scrolling up, near the top and on hash navigation', async ({ page }) => {
    await page.goto(GUIDE);
    // Room to scroll whatever the length of the guide, and an anchor far down.
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '4000px';
      const target = document.createElement('h2');
      target.id = 'e2e-anchor';
      target.textContent = 'Anchor';
      document.querySelector('main')?.append(spacer, target);
    });
    const scrollTo = (y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    const navbar = new Shell(page).navbar;

    await scrollTo(800);
    await expect(navbar).toHaveAttribute('data-navbar-hidden', '');
    await expect.poll(() => navbar.evaluate((element) => element.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0);
    await scrollTo(700);
    await expect(navbar).not.toHaveAttribute('data-navbar-hidden');
    await expect.poll(() => navbar.evaluate((element) => element.getBoundingClientRect().top)).toBe(0);

    await scrollTo(1600);
    await expect(navbar).toHaveAttribute('data-navbar-hidden', '');
    await scrollTo(10);
    await expect(navbar).not.toHaveAttribute('data-navbar-hidden');

    await scrollTo(800);
    await expect(navbar).toHaveAttribute('data-navbar-hidden', '');
    // The jump down fires a scroll event: once a listener added now has seen it, the navbar's own (added first) has
    // handled it too, and must not have hidden the navbar.
    const jumped = page.evaluate(() => new Promise<void>((resolve) => addEventListener('scroll', () => resolve(), { once: true })));
    await page.evaluate(() => {
      location.hash = 'e2e-anchor';
    });
    await expect(navbar).not.toHaveAttribute('data-navbar-hidden');
    await jumped;
    await expect(navbar).not.toHaveAttribute('data-navbar-hidden');
  });
});

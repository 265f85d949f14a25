// The mobile navigation drawer (< 997px): the hamburger opens it, body scroll is locked while it
// is open, it closes with its button or Escape, on doc pages it opens on the docs sidebar (the
// secondary menu) with "Back to main menu", and its dropdowns are collapsed unless an item in them
// is active. The page holds the docs sidebar once: the drawer borrows the page's <nav> while open
// and gives it back when closed. Without JavaScript the drawer cannot open, so a phone shows the
// sidebar after the page. That pages without the sidebar have no secondary menu is markup
// (site-tests/layout.site.test.ts).
import { expect, test } from './fixtures.ts';
import { MOBILE, Shell } from './pages/shell.ts';

test.use({ viewport: MOBILE });

const bodyOverflow = (shell: Shell) => shell.page.evaluate(() => getComputedStyle(document.body).overflow);

test.describe('mobile drawer', () => {
  // (The reference's pages open it on their operations instead: e2e/reference-workspace.spec.ts.)
  test('on a page without the docs sidebar: opens on the main menu as a modal dialog that locks body scroll; closes with its button, Escape, or a desktop-wide window', async ({
    page,
  }) => {
    const shell = new Shell(page);
    await page.goto('/contact');
    await expect.poll(() => bodyOverflow(shell)).not.toBe('hidden');

    await shell.drawerToggle.click();
    await expect(shell.drawer).toBeVisible();
    await expect(shell.drawerToggle).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => bodyOverflow(shell)).toBe('hidden');
    await expect(shell.drawer.getByRole('link', { name: 'API Specification' })).toBeVisible();
    await expect(shell.drawer.getByRole('link', { name: 'Changelog' })).toHaveAttribute('href', '/changelog');
    await expect(shell.drawer.getByRole('button', { name: 'Back to main menu' })).toHaveCount(0);

    await shell.drawer.getByRole('button', { name: 'Close navigation bar' }).click();
    await expect(shell.drawer).toBeHidden();
    await expect.poll(() => bodyOverflow(shell)).not.toBe('hidden');
    await expect(shell.drawerToggle).toHaveAttribute('aria-expanded', 'false');

    await shell.drawerToggle.click();
    await expect(shell.drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(shell.drawer).toBeHidden();
    await expect.poll(() => bodyOverflow(shell)).not.toBe('hidden');

    await shell.drawerToggle.click();
    await expect(shell.drawer).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(shell.drawer).toBeHidden();
    await expect.poll(() => bodyOverflow(shell)).not.toBe('hidden');
  });

  test('on doc pages: a hamburger instead of the navbar items and sidebar, opening on the docs sidebar with "Back to main menu" on top', async ({
    page,
  }) => {
    const shell = new Shell(page);
    await page.goto('/payments/overview');
    await expect(shell.drawerToggle).toBeVisible();
    await expect(shell.drawerToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(shell.mainNav.getByRole('link', { name: 'API Specification' })).toBeHidden();
    await expect(shell.drawer).toBeHidden();
    // The desktop sidebar gives way to the drawer's secondary menu.
    await expect(shell.sidebar).toBeHidden();

    await shell.drawerToggle.click();
    const secondary = shell.drawer.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(secondary).toBeVisible();
    await expect(shell.drawer.getByRole('button', { name: 'Back to main menu' })).toBeFocused();
    await expect(secondary.getByRole('link', { name: 'Getting Started' })).toBeVisible();
    await expect(secondary.locator('a[aria-current="page"]')).toHaveAttribute('href', '/payments/overview');
    await expect(shell.drawer.getByRole('link', { name: 'API Specification' })).toBeHidden();

    await shell.drawer.getByRole('button', { name: 'Back to main menu' }).click();
    await expect(secondary).toBeHidden();
    await expect(shell.drawer.getByRole('link', { name: 'API Specification' })).toBeVisible();

    await shell.drawer.getByRole('button', { name: 'Docs sidebar' }).click();
    await expect(secondary).toBeVisible();

    // Closed on the main menu, it opens on the docs sidebar again.
    await shell.drawer.getByRole('button', { name: 'Back to main menu' }).click();
    await page.keyboard.press('Escape');
    await shell.drawerToggle.click();
    await expect(secondary).toBeVisible();
  });

  test("borrows the page's one docs sidebar while open and puts it back when closed", async ({ page }) => {
    const shell = new Shell(page);
    await page.goto('/payments/overview');
    const sidebars = page.getByRole('navigation', { name: 'Docs sidebar', includeHidden: true });
    // Below 997px the <aside> is hidden: found with hidden elements included.
    const aside = page.getByRole('complementary', { name: 'Sidebar', includeHidden: true });
    const home = aside.getByRole('navigation', { name: 'Docs sidebar', includeHidden: true });
    await expect(sidebars).toHaveCount(1);
    await expect(home).toHaveCount(1);

    await shell.drawerToggle.click();
    await expect(sidebars).toHaveCount(1);
    await expect(home).toHaveCount(0);
    await expect(shell.drawer.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
    // A category toggled in the drawer stays toggled: it is the same tree.
    const toggle = shell.drawer.getByRole('button', { name: "Toggle the collapsible sidebar category 'Disputes'" });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('Escape');
    await expect(shell.drawer).toBeHidden();
    await expect(home).toHaveCount(1);
    await expect(
      home.getByRole('button', { name: "Toggle the collapsible sidebar category 'Disputes'", includeHidden: true }),
    ).toHaveAttribute('aria-expanded', 'true');
  });

  test('dropdowns are collapsed unless an item in them is active', async ({ page }) => {
    const shell = new Shell(page);
    // Off the docs, no version entry is active: collapsed.
    await page.goto('/contact');
    await shell.drawerToggle.click();
    const versions = shell.drawer.getByRole('button', { name: 'Versions' });
    await expect(versions).toHaveAttribute('aria-expanded', 'false');
    await expect(shell.drawer.getByRole('list', { name: 'Versions' })).toBeHidden();
    await versions.click();
    await expect(shell.drawer.getByRole('list', { name: 'Versions' })).toBeVisible();

    // On a doc page the current version's entry is active: expanded.
    await page.goto('/payments/overview');
    await shell.drawerToggle.click();
    await shell.drawer.getByRole('button', { name: 'Back to main menu' }).click();
    await expect(shell.drawer.getByRole('button', { name: 'Versions' })).toHaveAttribute('aria-expanded', 'true');
    await expect(shell.drawer.getByRole('list', { name: 'Versions' }).getByRole('link', { name: 'Next' })).toBeVisible();
    // The language list links to this very page, an active item.
    await expect(shell.drawer.getByRole('button', { name: 'Languages' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('following a link closes it; it opens and closes again after the client-side navigation', async ({ page, docPage }) => {
    const shell = new Shell(page);
    await page.goto('/contact');
    await docPage.markWindow();
    await shell.drawerToggle.click();
    await shell.drawer.getByRole('link', { name: 'Documentation', exact: true }).click();
    await expect(page).toHaveURL(/\/gettingStarted$/);
    expect(await docPage.windowMarker()).toBe('kept');
    await expect(shell.drawer).toBeHidden();
    await expect.poll(() => bodyOverflow(shell)).not.toBe('hidden');

    await shell.drawerToggle.click();
    await expect(shell.drawer).toBeVisible();
    await expect.poll(() => bodyOverflow(shell)).toBe('hidden');
    await expect(shell.drawer.getByRole('button', { name: 'Back to main menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(shell.drawer).toBeHidden();
    await expect.poll(() => bodyOverflow(shell)).not.toBe('hidden');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a phone shows the docs sidebar after the page', async ({ page }) => {
    const shell = new Shell(page);
    await page.goto('/payments/overview');
    const nav = shell.sidebar.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(nav.getByRole('link', { name: 'Getting Started' })).toBeVisible();
    const main = await page.locator('main').boundingBox();
    const sidebar = await shell.sidebar.boundingBox();
    expect(main && sidebar && sidebar.y >= main.y + main.height - 1).toBe(true);
  });
});

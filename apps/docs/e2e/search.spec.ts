// Site search: Pagefind's index of the built site behind a navbar button and a dialog. The
// search code loads only when the reader opens search.
import { expect, test } from './fixtures.ts';
import { SearchDialog } from './pages/search-dialog.ts';

const GUIDE = '/apiFundamentals/idempotency';
const SEARCH_CODE = /\/pagefind\/|\/search-dialog\.[\w-]+\.js/;

test('loads no search code before the reader opens search', async ({ docPage, page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const search = new SearchDialog(page);
  await docPage.goto('/gettingStarted');
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => SEARCH_CODE.test(url))).toEqual([]);

  await search.button.click();
  await expect(search.input).toBeFocused();
  await search.search('payment');
  await expect(search.status).toContainText('results for');
  expect(requested.some((url) => url.includes('/pagefind/pagefind.js'))).toBe(true);
});

for (const shortcut of ['Control+k', 'Meta+k', '/']) {
  test(`opens search with ${shortcut}`, async ({ docPage, page }) => {
    const search = new SearchDialog(page);
    await docPage.goto('/gettingStarted');
    await expect(search.dialog).toBeHidden();

    await page.keyboard.press(shortcut);

    await expect(search.dialog).toBeVisible();
    await expect(search.input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(search.dialog).toBeHidden();
  });
}

test('closing search returns focus to the search button', async ({ docPage, page }) => {
  const search = new SearchDialog(page);
  await docPage.goto('/gettingStarted');
  await search.button.click();
  await expect(search.input).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(search.dialog).toBeHidden();
  await expect(search.button).toBeFocused();
});

test('keeps what the reader types right after the shortcut', async ({ docPage, page }) => {
  const search = new SearchDialog(page);
  await docPage.goto('/gettingStarted');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('idempotency');
  await expect(search.input).toHaveValue('idempotency');
  await expect(search.resultLink(GUIDE)).toBeVisible();
});

test('says so when the search index cannot be loaded', async ({ docPage, page }) => {
  await page.route('**/pagefind/**', (route) => route.abort('failed'));
  const search = new SearchDialog(page);
  await docPage.goto('/gettingStarted');
  await search.button.click();
  await search.input.fill('refund');
  await expect(search.status).toHaveText('Search could not be loaded. Check your connection and try again.');
});

test('Escape closes search even with a term typed', async ({ docPage, page }) => {
  const search = new SearchDialog(page);
  await docPage.goto('/gettingStarted');
  await page.keyboard.press('Control+k');
  await search.input.pressSequentially('refund');
  await page.keyboard.press('Escape');
  await expect(search.dialog).toBeHidden();
});

test('shows the keyboard shortcut on the search button', async ({ docPage, page }) => {
  await docPage.goto('/gettingStarted');
  const search = new SearchDialog(page);
  await expect(search.button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K /');
  await expect(search.button).toContainText(/(Ctrl|⌘)\s*K/);
});

test('"/" typed into a field does not open search', async ({ docPage, page }) => {
  await docPage.goto('/gettingStarted');
  const search = new SearchDialog(page);
  await search.button.click();
  await search.input.pressSequentially('a/b');
  await expect(search.input).toHaveValue('a/b');
});

test('finds the idempotency guide by title and heading, and opens a heading', async ({ docPage, page }) => {
  await docPage.goto(GUIDE);
  const title = (await docPage.heading.textContent())?.trim() ?? '';
  expect(title).not.toBe('');

  const search = new SearchDialog(page);
  await search.button.click();
  await search.search('idempotency');

  const pageLink = search.resultLink(GUIDE);
  await expect(pageLink).toHaveText(title);
  const headingLinks = search.results.locator(`a[href^="${GUIDE}#"]`);
  await expect(headingLinks.first()).toBeVisible();
  const href = (await headingLinks.first().getAttribute('href'))!;
  const heading = page.locator(`[id="${decodeURIComponent(href.split('#')[1]!)}"]`);
  await expect(heading).toHaveCount(1);

  await docPage.markWindow();
  await headingLinks.first().click();
  await expect(search.dialog).toBeHidden();
  await expect(page).toHaveURL(href);
  await expect(heading).toBeInViewport();
  expect(await docPage.windowMarker()).toBe('kept');
});

test('results of another page open it with client-side navigation', async ({ docPage, page }) => {
  await docPage.goto('/gettingStarted');
  await docPage.markWindow();
  const search = new SearchDialog(page);
  await page.keyboard.press('Control+k');
  await search.search('idempotency');
  await search.resultLink(GUIDE).click();
  await expect(page).toHaveURL(GUIDE);
  expect(await docPage.windowMarker()).toBe('kept');
});

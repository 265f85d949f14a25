// Site search: the section index of the built site (@paydocs/api-search) behind a navbar button
// and a dialog. The search code and the index load only when the reader opens search; a question
// finds the section that answers it; an exact API key (error code, operationId, `METHOD /path`,
// event, field) comes first. The only browser spec of the dialog: its ranking is the MCP tool's
// (packages/mcp/test/search-parity.test.ts, relevance.test.ts).
import type { Page } from '@playwright/test';
import { expect, test, waitingForScripts } from './fixtures.ts';
import { DocPage } from './pages/doc-page.ts';
import { SearchDialog } from './pages/search-dialog.ts';

const GUIDE = '/apiFundamentals/idempotency';
const SEARCH_CODE = /\/search\/site-index\.json|\/search-dialog\.[\w-]+\.js/;

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
  expect(requested.filter((url) => url.includes('/search/site-index.json'))).toHaveLength(1);
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
  await page.route('**/search/site-index.json', (route) => route.abort('failed'));
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

test('a question finds the section that answers it, names its page and marks the matched words', async ({ docPage, page }) => {
  await docPage.goto('/gettingStarted');
  const search = new SearchDialog(page);
  await search.button.click();
  await search.search('how do I verify a webhook signature');
  const first = search.results.locator(':scope > li').first();
  await expect(first.locator('a').first()).toHaveAttribute('href', /#verify-the-signature$/);
  await expect(first.locator('a').first()).toHaveText('Verify the signature');
  await expect(first.locator('.search-hit__in')).not.toBeEmpty();
  await expect(first.locator('.search-hit__excerpt mark').first()).toBeVisible();
});

// given a query; want the first result's link (exact) and its visible text (pattern)
const RANKING: { query: string; href: string | RegExp; text: RegExp }[] = [
  { query: 'insufficient_funds', href: '/apiFundamentals#error-insufficient_funds', text: /Error code\s*insufficient_funds/ },
  { query: 'idempotency_params_mismatch', href: '/apiFundamentals#error-idempotency_params_mismatch', text: /idempotency_params_mismatch/ },
  { query: 'createCheckout', href: '/api-spec/checkouts/createCheckout#operation/createCheckout', text: /^POST\s*createCheckout$/ },
  { query: 'POST /checkouts', href: '/api-spec/checkouts/createCheckout#operation/createCheckout', text: /^POST\s*createCheckout$/ },
  {
    query: 'POST /v1/checkouts/chk_123/complete',
    href: '/api-spec/checkouts/completeCheckout#operation/completeCheckout',
    text: /^POST\s*completeCheckout$/,
  },
  { query: 'GET /payments/{id}', href: '/api-spec/payments/getPayment#operation/getPayment', text: /^GET\s*getPayment$/ },
  { query: 'payment.created', href: '/api-spec/webhooks#event/payment.created', text: /Webhook\s*payment\.created/ },
  { query: 'payment_token', href: /#fields-\w+$/, text: /Field\s*payment_token in \w+/ },
];

test.describe('search ranking of API answers', () => {
  // One page with the dialog open for every query (the page load is not what these test): each
  // query waits for the status line naming it, so no result of the previous query is judged.
  let shared: Page;
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${process.env.DOCS_E2E_PORT}`, colorScheme: 'light' });
    shared = waitingForScripts(await context.newPage());
    await new DocPage(shared).goto('/gettingStarted');
    await new SearchDialog(shared).button.click();
  });
  test.afterAll(async () => {
    await shared?.context().close();
  });

  for (const { query, href, text } of RANKING) {
    test(`"${query}" puts its API entry first`, async () => {
      const search = new SearchDialog(shared);
      await search.search(query);
      await expect(search.status).toContainText(`for “${query}”`);
      const first = search.results.locator(':scope > li').first().locator('a').first();
      await expect(first).toHaveAttribute('href', href);
      await expect(first).toHaveText(text);
    });
  }

  test('an error code result opens its catalogue row', async ({ docPage, page }) => {
    await docPage.goto('/gettingStarted');
    const search = new SearchDialog(page);
    await search.button.click();
    await search.search('insufficient_funds');
    await search.results.locator('a[href="/apiFundamentals#error-insufficient_funds"]').click();
    await expect(page).toHaveURL(/\/apiFundamentals#error-insufficient_funds$/);
    await expect(page.locator('[id="error-insufficient_funds"]')).toBeInViewport();
  });

  test('a field result opens a page that has that schema table', async ({ docPage, page }) => {
    await docPage.goto('/gettingStarted');
    const search = new SearchDialog(page);
    await search.button.click();
    await search.search('payment_token');
    const first = search.results.locator(':scope > li').first().locator('a').first();
    const href = (await first.getAttribute('href'))!;
    await first.click();
    const table = page.locator(`[id="${href.split('#')[1]}"]`);
    await expect(table).toBeInViewport();
    await expect(
      table
        .getByRole('rowheader', { name: /payment_token/ })
        .or(table.locator('code', { hasText: 'payment_token' }))
        .first(),
    ).toBeVisible();
  });
});

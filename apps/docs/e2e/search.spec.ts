// Site search: the section index of the built site (@paydocs/api-search) behind a navbar button
// and a dialog. The search code and the index load only when the reader opens search; a question
// finds the section that answers it; an exact API key (error code, operationId, `METHOD /path`,
// event, field) comes first. The only browser spec of the dialog: its ranking is the MCP tool's
// (packages/mcp/test/search-parity.test.ts, relevance.test.ts).
import { expectNoViolationsInBothModes } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { SearchDialog } from './pages/search-dialog.ts';

const GUIDE = '/apiFundamentals/idempotency';
// Where the reader opens search: a short guide (the dialog is under test, not the page).
const START = '/testing/overview';
const SEARCH_CODE = /\/search\/site-index\.json|\/search-dialog\.[\w-]+\.js/;

test('loads no search code before the reader opens search; the open dialog with results passes axe in both modes; closing it returns focus to the search button', async ({
  docPage,
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const search = new SearchDialog(page);
  await docPage.goto(START);
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => SEARCH_CODE.test(url))).toEqual([]);

  await search.button.click();
  await expect(search.input).toBeFocused();
  await search.search('payment');
  await expect(search.status).toContainText('results for');
  expect(requested.filter((url) => url.includes('/search/site-index.json'))).toHaveLength(1);
  await expect(search.results.getByRole('link').first()).toBeVisible();
  await expectNoViolationsInBothModes(page, '[data-search-dialog]');
  await page.keyboard.press('Escape');
  await expect(search.dialog).toBeHidden();
  await expect(search.button).toBeFocused();
});

test('each shortcut opens search on its field, which keeps what is typed right after; Escape closes it', async ({ docPage, page }) => {
  const search = new SearchDialog(page);
  await docPage.goto(START);
  await expect(search.dialog).toBeHidden();
  // The first opening loads the dialog's code: what the reader types meanwhile is kept, and Escape closes search with
  // a term typed.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('idempotency');
  await expect(search.input).toHaveValue('idempotency');
  await expect(search.resultLink(GUIDE)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(search.dialog).toBeHidden();

  for (const shortcut of ['Meta+k', '/']) {
    await page.keyboard.press(shortcut);
    await expect(search.dialog, shortcut).toBeVisible();
    await expect(search.input, shortcut).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(search.dialog, shortcut).toBeHidden();
  }

  // "/" typed into a field is text, not the shortcut.
  await search.button.click();
  await search.input.pressSequentially('a/b');
  await expect(search.input).toHaveValue('a/b');
});

test('says so when the search index cannot be loaded', async ({ docPage, page }) => {
  await page.route('**/search/site-index.json', (route) => route.abort('failed'));
  const search = new SearchDialog(page);
  await docPage.goto(START);
  await search.button.click();
  await search.input.fill('refund');
  await expect(search.status).toHaveText('Search could not be loaded. Check your connection and try again.');
});

test("a page's result opens it by client-side navigation, a heading's result scrolls to the heading", async ({ docPage, page }) => {
  await docPage.goto(START);
  await docPage.markWindow();
  const search = new SearchDialog(page);
  await page.keyboard.press('Control+k');
  await search.search('idempotency');
  const pageLink = search.resultLink(GUIDE);
  const title = ((await pageLink.textContent()) ?? '').trim();
  await pageLink.click();
  await expect(page).toHaveURL(GUIDE);
  expect(await docPage.windowMarker()).toBe('kept');
  // The result is named by the page's title.
  await expect(docPage.heading).toHaveText(title);

  await search.button.click();
  await search.search('idempotency');
  const headingLinks = search.results.locator(`a[href^="${GUIDE}#"]`);
  await expect(headingLinks.first()).toBeVisible();
  const href = (await headingLinks.first().getAttribute('href'))!;
  const heading = page.locator(`[id="${decodeURIComponent(href.split('#')[1]!)}"]`);
  await expect(heading).toHaveCount(1);
  await headingLinks.first().click();
  await expect(search.dialog).toBeHidden();
  await expect(page).toHaveURL(href);
  await expect(heading).toBeInViewport();
  expect(await docPage.windowMarker()).toBe('kept');
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

// One page with the dialog open for every query (the page load is not what these check): each query waits for the
// status line naming it, so no result of the previous query is judged; a query's miss does not hide the next one's.
test('an exact API key puts its entry first; a question finds the section that answers it', async ({ docPage, page }) => {
  await docPage.goto(START);
  const search = new SearchDialog(page);
  await search.button.click();
  const first = search.results.locator(':scope > li').first();
  for (const { query, href, text } of RANKING) {
    await test.step(query, async () => {
      await search.search(query);
      await expect(search.status).toContainText(`for “${query}”`);
      await expect.soft(first.locator('a').first(), query).toHaveAttribute('href', href);
      await expect.soft(first.locator('a').first(), query).toHaveText(text);
    });
  }

  // The section is named, its page said, and the matched words marked.
  const question = 'how do I verify a webhook signature';
  await search.search(question);
  await expect(search.status).toContainText(`for “${question}”`);
  await expect(first.locator('a').first()).toHaveAttribute('href', /#verify-the-signature$/);
  await expect(first.locator('a').first()).toHaveText('Verify the signature');
  await expect(first.locator('.search-hit__in')).not.toBeEmpty();
  await expect(first.locator('.search-hit__excerpt mark').first()).toBeVisible();
});

test('an error code result opens its catalogue row; a field result opens a page with that schema table', async ({ docPage, page }) => {
  await docPage.goto(START);
  const search = new SearchDialog(page);
  await search.button.click();
  await search.search('insufficient_funds');
  await search.results.locator('a[href="/apiFundamentals#error-insufficient_funds"]').click();
  await expect(page).toHaveURL(/\/apiFundamentals#error-insufficient_funds$/);
  await expect(page.locator('[id="error-insufficient_funds"]')).toBeInViewport();

  await search.button.click();
  await search.search('payment_token');
  await expect(search.status).toContainText('for “payment_token”');
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

// Search answers API questions first: an error code finds its catalogue row, an operationId or
// `METHOD /path` the operation (with its method badge), a field name its schema table; the
// spec-derived index is fetched only once the dialog is open.
import type { Page } from '@playwright/test';
import { expect, test, waitingForScripts } from './fixtures.ts';
import { DocPage } from './pages/doc-page.ts';
import { SearchDialog } from './pages/search-dialog.ts';

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

  test('the API index is fetched only when search opens', async ({ docPage, page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await docPage.goto('/gettingStarted');
    expect(requested.filter((url) => url.includes('api-index.json'))).toEqual([]);
    const search = new SearchDialog(page);
    await search.button.click();
    await search.search('insufficient_funds');
    await expect(search.results.locator('li').first()).toBeVisible();
    expect(requested.filter((url) => url.includes('api-index.json'))).toHaveLength(1);
  });
});

// Try it (TryIt.tsx) in the built site: requests go to the mock Service Worker (dist/mock-sw.js) on the docs origin,
// which answers from /openapi.json: three operations get their documented status and example, a broken body gets
// the documented error envelope, the whole path works by keyboard (the answer announced within 5 s), nothing of Scalar loads, no CSP violation, axe
// finds nothing in light and dark mode with a response shown (and the operations pane beside), and
// without Service Workers the panel says why and shows the curl sample. The expectations are read from the served spec, not written here.
import { resolve, walkOperations } from '@paydocs/spec-access';
import type { Locator, Page } from '@playwright/test';
import { axeViolations, expectNoViolationsInBothModes, WCAG_TAGS } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { watchSecurity } from './security-watch.ts';

/** The reference page of an operation, as the site's anchor map names it (`/api-spec/checkouts/createCheckout`). */
async function pageOf(page: Page, operationId: string): Promise<string> {
  const anchors = (await (await page.request.get('/api-spec/anchors.json')).json()) as Record<string, string>;
  const route = anchors[`operation/${operationId}`];
  if (!route) throw new Error(`anchors.json names no page for operation/${operationId}`);
  return route;
}
// biome-ignore lint/suspicious/noExplicitAny: the spec is untyped JSON.
type Spec = Record<string, any>;

async function spec(page: Page): Promise<Spec> {
  return (await page.request.get('/openapi.json')).json();
}

/** The operation's first 2xx status and its JSON example, found and resolved through the shared spec layer. */
function documentedSuccess(doc: Spec, operationId: string): { status: number; example: unknown } {
  const entry = walkOperations(doc).find((o) => o.operationId === operationId);
  if (!entry) throw new Error(`no operation ${operationId}`);
  const responses = entry.operation.responses as Spec;
  const status = Object.keys(responses)
    .filter((c) => /^2\d\d$/.test(c))
    .sort()[0]!;
  const response: Spec = resolve(doc, responses[status]);
  return { status: Number(status), example: response.content?.['application/json']?.example };
}

function panel(page: Page, operationId: string) {
  return page.locator(`.ref-try-it[data-try-it-operation="${operationId}"]`);
}

/** Clicks the operation's "Try it" button (its panel and code load on that click) and waits for the form. */
async function openPanel(page: Page, operationId: string) {
  const root = panel(page, operationId);
  await page.locator(`[data-try-it-open][aria-controls="${await root.getAttribute('id')}"]`).click();
  await expect(root.locator(`[data-try-it="${operationId}"]`)).toBeVisible();
  return root;
}

/** The panel's answer is the operation's documented success: its status and example (a create's with what was sent). */
async function expectDocumentedSuccess(page: Page, root: Locator, operationId: string): Promise<void> {
  const want = documentedSuccess(await spec(page), operationId);
  await expect(root.locator('[data-try-it-status]')).toHaveText(new RegExp(`^${want.status}\\b`), { timeout: 15_000 });
  // A create gets the example with what was sent, under a new id made now (the sandbox keeps it).
  const created = ['id', 'created_at', 'updated_at'];
  const strip = (body: Spec) => ({
    ...body,
    id: null,
    data: Object.fromEntries(Object.entries(body.data).filter(([k]) => !created.includes(k))),
  });
  const got = JSON.parse((await root.locator('[data-try-it-body]').textContent()) ?? '');
  expect(operationId.startsWith('create') ? strip(got) : got).toEqual(
    operationId.startsWith('create') ? strip(want.example as Spec) : want.example,
  );
  await expect(root.locator('.try-it__headers')).toContainText('x-paydocs-mock: success');
}

const scalarRequests = (requests: string[]) => requests.filter((url) => /scalar|ApiReference/i.test(url));

test('Try it on listPayments gets the documented status and example from the mock', async ({ page }) => {
  const seen = await watchSecurity(page);
  await page.goto(await pageOf(page, 'listPayments'));
  const root = await openPanel(page, 'listPayments');
  await root.getByRole('button', { name: /^Send to the mock/ }).click();
  await expectDocumentedSuccess(page, root, 'listPayments');
  expect(seen.violations).toEqual([]);
  expect(scalarRequests(seen.requests)).toEqual([]);
});

test('Try it on createCheckout gets the documented status and example; a body without amount the documented 4xx error envelope', async ({
  page,
}) => {
  const seen = await watchSecurity(page);
  await page.goto(await pageOf(page, 'createCheckout'));
  const root = await openPanel(page, 'createCheckout');
  const send = root.getByRole('button', { name: /^Send to the mock/ });
  await send.click();
  await expectDocumentedSuccess(page, root, 'createCheckout');

  const errorCode = (await spec(page)).components.schemas.ErrorCode;
  const body = root.getByLabel('JSON body');
  const { amount: _amount, ...rest } = JSON.parse(await body.inputValue());
  await body.fill(JSON.stringify(rest, null, 2));
  await send.click();
  const status = errorCode['x-error-catalogue'].amount_required.status;
  expect(status).toBeGreaterThanOrEqual(400);
  expect(status).toBeLessThan(500);
  await expect(root.locator('[data-try-it-status]')).toHaveText(new RegExp(`^${status}\\b`), { timeout: 15_000 });
  expect(JSON.parse((await root.locator('[data-try-it-body]').textContent()) ?? '')).toEqual({
    code: 'amount_required',
    message: errorCode['x-enum-descriptions'].amount_required,
  });
  await expect(root.locator('.try-it__headers')).toContainText('x-paydocs-mock: documented-error');
  expect(seen.violations).toEqual([]);
  expect(scalarRequests(seen.requests)).toEqual([]);
});

test("the whole Try it path works by keyboard and gets getPayment's documented answer, announced within 5 s", async ({ page }) => {
  const seen = await watchSecurity(page);
  await page.goto(await pageOf(page, 'getPayment'));
  const root = panel(page, 'getPayment');
  const open = page.locator(`[data-try-it-open][aria-controls="${await root.getAttribute('id')}"]`);
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  await expect(root.locator('[data-try-it="getPayment"]')).toBeVisible();
  const mockRadio = root.getByRole('radio', { name: /Mock in your browser/ });
  await mockRadio.focus();
  // The switch works with the arrow keys, and the server fields appear in order after it.
  await page.keyboard.press('ArrowDown');
  await expect(root.getByRole('radio', { name: /API server/ })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(root.getByLabel('API server URL')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(root.getByLabel(/Access token/)).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ArrowUp');
  await expect(mockRadio).toBeChecked();
  await expect(mockRadio).toBeFocused();
  // Then every field in reading order, each with its label, and Send.
  const order = [root.getByLabel(/Path parameter id/), root.getByLabel('Query string'), root.getByLabel(/^Headers/)];
  for (const field of order) {
    await page.keyboard.press('Tab');
    await expect(field).toBeFocused();
  }
  await page.keyboard.press('Tab');
  const send = root.getByRole('button', { name: /^Send to the mock/ });
  await expect(send).toBeFocused();
  const sent = Date.now();
  await page.keyboard.press('Enter');
  const live = root.getByRole('status');
  await expect(live).toHaveAttribute('aria-live', 'polite');
  await expect(live).toContainText(/Mock response: 200(?!\d)/, { timeout: 5_000 });
  expect(Date.now() - sent).toBeLessThan(5_000);
  await expect(live).toContainText('x-paydocs-mock');
  await expectDocumentedSuccess(page, root, 'getPayment');
  expect(seen.violations).toEqual([]);
  expect(scalarRequests(seen.requests)).toEqual([]);
});

test('without Service Workers Try it says why and shows the curl sample', async ({ page }) => {
  await page.addInitScript(() => {
    // A browser that offers no Service Worker (turned off by policy, some private modes).
    delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
  });
  await page.goto(await pageOf(page, 'createCheckout'));
  const root = await openPanel(page, 'createCheckout');
  await expect(root).toContainText('does not offer');
  await expect(root.locator('.try-it__curl')).toContainText('curl -X POST "https://$API_HOST/v1/checkouts"');
  await expect(root.getByRole('button', { name: /^Send to the mock/ })).toBeDisabled();
});

// From 1280 px (the default viewport) the operations pane is beside the page: one state holds the pane, Try it open
// and its response, for axe; then nothing of Scalar has loaded until the reader asks for the explorer, and on the
// explorer the operation's Test Request loads Scalar's API client only on the click. One test, so Scalar's ~640 KiB
// load once serves both the "loaded on the click" checks.
test('axe finds nothing with the pane beside and a Try it response shown; no Scalar request before "Open in the Scalar explorer"; its Test Request opens the API client, loaded on the click, sending to the mock', async ({
  page,
}) => {
  test.slow(); // a Try it round trip, axe twice, and Scalar (~640 KiB of JavaScript, gzip)
  const seen = await watchSecurity(page);
  await page.goto(await pageOf(page, 'createCheckout'));
  const root = await openPanel(page, 'createCheckout');
  await root.getByRole('radio', { name: /API server/ }).check();
  await root.getByRole('radio', { name: /Mock in your browser/ }).check();
  await root.getByRole('button', { name: /^Send to the mock/ }).click();
  await expect(root.locator('[data-try-it-status]')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('navigation', { name: 'Operations' })).toBeVisible();
  // The panel in this state; the rest of an operation page is a11y.spec.ts's (/api-spec/payments/createPayment).
  await expectNoViolationsInBothModes(page, '.ref-try-it[data-try-it-operation="createCheckout"]');

  await page.waitForLoadState('networkidle');
  expect(scalarRequests(seen.requests), 'before the click').toEqual([]);
  await root.getByRole('link', { name: 'Open this operation in the Scalar explorer' }).click();
  await expect(page).toHaveURL(/\/api-spec\/explorer#tag\/checkouts\/POST\/checkouts$/);
  await expect.poll(() => scalarRequests(seen.requests).length, { timeout: 30_000 }).toBeGreaterThan(0);

  // The explorer, at that operation: its Test Request.
  const section = page.locator('[id$="/tag/checkouts/POST/checkouts"]');
  const testRequest = section.getByRole('button', { name: /Test Request/i }).first();
  // Scalar's island hydrates after ~640 KiB of JavaScript: over 30 s on two cores shared with the rest of the suite.
  await expect(testRequest).toBeVisible({ timeout: 60_000 });
  const client = (url: string) => /\/_astro\/modal\.[\w-]+\.js$/.test(url);
  expect(seen.requests.filter(client), 'the API client before the click').toEqual([]);
  await testRequest.click();
  await expect.poll(() => seen.requests.some(client)).toBe(true);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('/__mock/v1');
  // Try it's own call above went to the same mock address: count the calls from here on.
  const mockCalls = () => seen.requests.filter((url) => url.endsWith('/__mock/v1/checkouts')).length;
  const before = mockCalls();
  await dialog.getByRole('button', { name: /^Send post request to .*\/__mock\/v1\/checkouts$/ }).click();
  await expect.poll(mockCalls).toBe(before + 1);
  // The sandbox keeps the API's token rule: without a token from POST /oauth/token the call gets the documented 401.
  await expect(dialog).toContainText('401');
  await expect(dialog).toContainText('not_authenticated');
  // The explorer is a new document, under its own policy (Scalar's run-time styles).
  expect(seen.violations).toEqual([]);
});

test("the explorer: Scalar's arrival shifts nothing on screen, and its endpoint lists are links a keyboard reaches", async ({ page }) => {
  test.slow(); // Scalar is ~640 KiB of JavaScript (gzip)
  const seen = await watchSecurity(page);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/api-spec/explorer');
  // The open tag's list of its operations (the first tag is open on arrival).
  const endpoints = page.locator('.scalar-app a.endpoint');
  await expect(endpoints.first()).toBeAttached({ timeout: 30_000 });
  // Cumulative layout shift as Lighthouse counts it (a good page stays under 0.1); the footer used to jump 0.4.
  const shift = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));
  expect(shift).toBeLessThan(0.1);
  const count = await endpoints.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await expect(endpoints.nth(i)).toHaveAttribute('href', /^#tag\/[\w-]+\/(GET|POST|PUT|PATCH|DELETE)\//);
  const last = endpoints.last();
  const href = (await last.getAttribute('href'))!;
  await last.focus();
  await expect(last).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[{}]/g, '\\$&')}$`));
  await expect(page.locator(`[id$="${href.slice(1)}"]`).first()).toBeInViewport();
  // The links are targets now: axe's WCAG rules, target size (24px, WCAG 2.2) included, hold on Scalar's page too.
  expect(await axeViolations(page, { tags: [...WCAG_TAGS, 'wcag22aa'] })).toEqual([]);
  expect(seen.violations).toEqual([]);
});

// The interactive reference on /api-spec: once the reader starts scrolling the summary its files
// are preloaded (fetched, not run); Scalar mounts only when its section is scrolled to, then reads the spec from the
// published /openapi.json (the download link's file, not a copy inside its chunk), renders the
// operations, and every request stays on the site's origin without a CSP violation.
import { expect, test } from './fixtures.ts';

test('preloads Scalar once the reader scrolls, runs it and fetches /openapi.json only on scroll, same origin, no CSP violation', async ({
  page,
  baseURL,
}) => {
  test.slow(); // Scalar is ~640 KiB of JavaScript (gzip): slow on a loaded 2-core machine
  const origin = new URL(baseURL!).origin;
  const requests: string[] = [];
  const violations: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/api-spec', { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const specUrl = `${origin}/openapi.json`;
  expect(
    requests.filter((url) => url === specUrl),
    'spec before the scroll',
  ).toEqual([]);
  // Nothing of the reference loads for a visitor who does not use the page...
  expect(
    requests.filter((url) => /\/_astro\/ApiReference\.[\w-]+\.js$/.test(url)),
    'chunk before any interaction',
  ).toEqual([]);
  await expect(page.locator('head link[rel="modulepreload"][href*="/_astro/ApiReference."]')).toHaveCount(0);
  // ...and once the reader scrolls the summary its files are preloaded: the island's chunk and
  // Scalar's stylesheet...
  await page.mouse.wheel(0, 300);
  await expect(page.locator('head link[rel="modulepreload"][href*="/_astro/ApiReference."]')).toHaveCount(1);
  await expect(page.locator('head link[rel="prefetch"][href$=".css"]')).toHaveCount(1);
  await expect.poll(() => requests.some((url) => /\/_astro\/ApiReference\.[\w-]+\.js$/.test(url))).toBe(true);
  // ...but not run: Scalar has not mounted.
  await expect(page.locator('.api-reference')).toHaveCount(0);

  const specResponse = page.waitForResponse((response) => response.url() === specUrl);
  await page.locator('#interactive-reference').scrollIntoViewIfNeeded();
  expect((await specResponse).status()).toBe(200);
  // Scalar has read the spec: its sidebar lists the spec's tags.
  const reference = page.locator('.api-reference');
  await expect(reference.getByRole('link', { name: 'Checkouts', exact: true }).first()).toBeVisible({ timeout: 60_000 });

  expect(requests.filter((url) => !url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin)).toEqual([]);
  expect(violations).toEqual([]);
  // Fetched once: the reference reuses the download's URL (cacheable) rather than a second copy.
  expect(requests.filter((url) => url === specUrl)).toHaveLength(1);
});

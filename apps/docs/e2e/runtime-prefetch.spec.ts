// In-site links are prefetched when the reader points at them (hover or keyboard focus), except
// on data-saver and 2G connections, where nothing is prefetched, not even on tap. The page's clock is the test's
// (fixtures.ts, pauseClock): pointing at a link, then running the clock past Astro's hover delay (80 ms) and viewport
// delay (300 ms) at once, shows whatever those timers do, with no real time waited.
import type { Page, Request } from '@playwright/test';
import { expect, pauseClock, test } from './fixtures.ts';
import type { DocPage } from './pages/doc-page.ts';

const FROM = '/gettingStarted';
const TO = '/apiFundamentals';
/** Past every prefetch delay of Astro's (hover 80 ms, viewport 300 ms). */
const PAST_EVERY_DELAY_MS = 1_000;

interface Connection {
  saveData: boolean;
  effectiveType: string;
}

/** Replaces navigator.connection (Network Information API) before any page script runs. */
async function emulateConnection(page: Page, connection: Connection): Promise<void> {
  await page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ ...value, addEventListener() {}, removeEventListener() {} }),
    });
  }, connection);
}

/** Requests for `path` that are not the navigation itself (document load or router fetch). */
function collectPrefetches(page: Page, path: string): Request[] {
  const prefetches: Request[] = [];
  page.on('request', (request) => {
    const type = request.resourceType();
    if (new URL(request.url()).pathname === path && type !== 'document' && type !== 'fetch') prefetches.push(request);
  });
  return prefetches;
}

/** FROM with an injected link to `path`, the page's clock stopped once it has loaded. */
async function openWithLinkTo(docPage: DocPage, path: string): Promise<void> {
  await docPage.page.clock.install();
  await docPage.goto(FROM);
  await docPage.injectLink(path);
  await pauseClock(docPage.page);
}

/** Points at the link every way a reader can, then runs the page's clock past every prefetch delay. */
async function pointAt(page: Page, path: string): Promise<void> {
  const link = page.locator(`a[data-e2e-link][href="${path}"]`);
  await link.focus(); // keyboard focus uses the hover strategy
  await link.hover();
  await link.dispatchEvent('touchstart'); // the tap strategy
  await link.dispatchEvent('mousedown');
  await page.clock.runFor(PAST_EVERY_DELAY_MS);
}

test('prefetches an in-site link when the reader points at it', async ({ docPage, page }) => {
  await emulateConnection(page, { saveData: false, effectiveType: '4g' });
  const prefetches = collectPrefetches(page, TO);
  await openWithLinkTo(docPage, TO);

  await pointAt(page, TO);

  await expect(page.locator(`link[rel="prefetch"][href$="${TO}"]`)).toHaveCount(1);
  await expect.poll(() => prefetches.length).toBeGreaterThan(0);
});

const slowConnections: { name: string; connection: Connection }[] = [
  { name: 'data saver', connection: { saveData: true, effectiveType: '4g' } },
  { name: '2G', connection: { saveData: false, effectiveType: '2g' } },
  { name: 'slow 2G', connection: { saveData: false, effectiveType: 'slow-2g' } },
];

for (const { name, connection } of slowConnections) {
  test(`prefetches nothing on a ${name} connection`, async ({ docPage, page }) => {
    await emulateConnection(page, connection);
    const prefetches = collectPrefetches(page, TO);
    await openWithLinkTo(docPage, TO);

    await pointAt(page, TO);

    // Every prefetch Astro makes in Chromium is a <link rel="prefetch"> (or speculation rules) added when its timer
    // fires or on the tap itself: both have run.
    await expect(page.locator('link[rel="prefetch"], script[type="speculationrules"]')).toHaveCount(0);
    expect(prefetches.map((r) => r.url())).toEqual([]);
  });
}

// In-site links are prefetched when the reader points at them (hover or keyboard focus), except
// on data-saver and 2G connections, where nothing is prefetched, not even on tap.
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const FROM = '/gettingStarted';
const TO = '/apiFundamentals';

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

async function pointAt(page: Page, path: string): Promise<void> {
  const link = page.locator(`a[data-e2e-link][href="${path}"]`);
  await link.focus(); // keyboard focus uses the hover strategy
  await link.hover();
  await link.dispatchEvent('touchstart'); // the tap strategy
  await link.dispatchEvent('mousedown');
}

test('prefetches an in-site link when the reader points at it', async ({ docPage, page }) => {
  await emulateConnection(page, { saveData: false, effectiveType: '4g' });
  const prefetches = collectPrefetches(page, TO);
  await docPage.goto(FROM);
  await docPage.injectLink(TO);

  await pointAt(page, TO);

  await expect.poll(() => prefetches.length).toBeGreaterThan(0);
  await expect(page.locator(`link[rel="prefetch"][href$="${TO}"]`)).toHaveCount(1);
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
    await docPage.goto(FROM);
    await docPage.injectLink(TO);

    await pointAt(page, TO);
    // Absence can only be observed over time: wait well past Astro's hover delay (80 ms) and
    // viewport delay (300 ms).
    await page.waitForTimeout(800);

    expect(prefetches.map((r) => r.url())).toEqual([]);
    await expect(page.locator('link[rel="prefetch"], script[type="speculationrules"]')).toHaveCount(0);
  });
}

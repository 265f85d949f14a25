// Client-side navigation between doc pages: the page survives (no full reload), slow
// navigations show a progress bar and spinner after 200 ms, failed loads fall back to a full
// load of the target, and the new page starts at the top or at the anchor of the URL hash.
import type { Page, Route } from '@playwright/test';
import { expect, pauseClock, test } from './fixtures.ts';

const FROM = '/testing/overview'; // a short guide: the navigation, not the page, is under test
const TO = '/apiFundamentals';
/** The product's delay before a navigation shows its progress bar and spinner. */
const FEEDBACK_DELAY_MS = 200;

interface Indicator {
  kind: string;
  /** Milliseconds after the navigation started (astro:before-preparation). */
  at: number;
}

declare global {
  interface Window {
    /** The progress bar / spinner insertions of the latest client-side navigation (even one removed since). */
    __navigationIndicators?: Indicator[];
    __navigationStarted?: number;
  }
}

/** Records, for the latest client-side navigation, the indicators it showed and when. */
async function recordIndicators(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('astro:before-preparation', () => {
      window.__navigationIndicators = [];
      window.__navigationStarted = performance.now();
    });
    new MutationObserver((records) => {
      for (const node of records.flatMap((r) => [...r.addedNodes])) {
        if (node instanceof HTMLElement && /nav-(progress|spinner)/.test(node.className)) {
          window.__navigationIndicators?.push({ kind: node.className, at: performance.now() - (window.__navigationStarted ?? 0) });
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const shownIndicators = (page: Page) => page.evaluate(() => window.__navigationIndicators ?? []);

/** Holds the client-side fetch of `path` until release() is called. */
async function holdRouteFetch(page: Page, path: string): Promise<{ release: () => void; requested: Promise<void> }> {
  let release!: () => void;
  let markRequested!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route(
    (url) => url.pathname === path,
    async (route: Route) => {
      if (route.request().resourceType() === 'fetch') {
        markRequested();
        await gate;
      }
      await route.continue();
    },
  );
  return { release, requested };
}

// The page's clock is the test's from the click on (fixtures.ts, pauseClock): the indicators' 200 ms delay passes
// exactly when the test runs the clock, however long the machine takes to load the route.
test('keeps the page (no full reload), and a fast navigation shows no progress bar or spinner, nor after it', async ({ docPage, page }) => {
  await recordIndicators(page);
  await docPage.trackPageLoads();
  await page.clock.install();
  await docPage.goto(FROM);
  await pauseClock(page);
  const firstTitle = await docPage.heading.textContent();
  await docPage.markWindow();

  await (await docPage.injectLink(TO)).click();
  await expect(page).toHaveURL(TO);
  await expect(docPage.heading).not.toHaveText(firstTitle ?? '');
  await expect.poll(() => docPage.pageLoads()).toBe(2);
  expect(await docPage.windowMarker()).toBe('kept');
  // Swapped before the page's clock moved: a navigation faster than any delay. A timer left running would fire now.
  await page.clock.runFor(1_000);

  expect(await shownIndicators(page)).toEqual([]);
  await expect(docPage.progressBar).toHaveCount(0);
  await expect(docPage.routeSpinner).toHaveCount(0);
});

test('shows a progress bar and a spinner after 200 ms while a slow route loads', async ({ docPage, page }) => {
  await recordIndicators(page);
  await docPage.goto(FROM);
  const { release, requested } = await holdRouteFetch(page, TO);

  await (await docPage.injectLink(TO)).click();
  await requested;
  await expect(docPage.progressBar).toBeVisible();
  await expect(docPage.routeSpinner).toBeVisible();
  const indicators = await shownIndicators(page);
  expect(indicators.map((entry) => entry.kind).sort()).toEqual(['nav-progress', 'nav-spinner']);
  for (const entry of indicators) expect(entry.at).toBeGreaterThanOrEqual(FEEDBACK_DELAY_MS);

  release();
  await expect(page).toHaveURL(TO);
  await expect(docPage.progressBar).toHaveCount(0);
  await expect(docPage.routeSpinner).toHaveCount(0);
});

test('loads the target fully when the route cannot be fetched on navigation', async ({ docPage, page }) => {
  await docPage.goto(FROM);
  await docPage.markWindow();
  const documentLoad = page.waitForRequest((r) => new URL(r.url()).pathname === TO && r.resourceType() === 'document');
  await page.route(
    (url) => url.pathname === TO,
    (route) => (route.request().resourceType() === 'fetch' ? route.abort('failed') : route.continue()),
  );

  await (await docPage.injectLink(TO)).click();

  await documentLoad;
  await expect(page).toHaveURL(TO);
  await expect(docPage.main).toBeVisible();
  expect(await docPage.windowMarker()).toBeUndefined();
});

test('loads the target fully when a stylesheet of the route fails to load', async ({ docPage, page }) => {
  await docPage.goto(FROM);
  await docPage.markWindow();
  const missing = '/_astro/e2e-missing-stylesheet.css';
  await page.route(
    (url) => url.pathname === TO,
    async (route) => {
      if (route.request().resourceType() !== 'fetch') return route.continue();
      const response = await route.fetch();
      const html = (await response.text()).replace('</head>', `<link rel="stylesheet" href="${missing}"></head>`);
      return route.fulfill({ response, body: html });
    },
  );
  const documentLoad = page.waitForRequest((r) => new URL(r.url()).pathname === TO && r.resourceType() === 'document');

  await (await docPage.injectLink(TO)).click();

  await documentLoad;
  await expect(page).toHaveURL(TO);
  await expect(docPage.main).toBeVisible();
  expect(await docPage.windowMarker()).toBeUndefined();
});

test.describe('scroll position after navigation', () => {
  // A short viewport makes every doc page scroll.
  test.use({ viewport: { width: 1024, height: 400 } });

  test('starts the new page at the top', async ({ docPage, page }) => {
    await docPage.trackPageLoads();
    await docPage.goto(FROM);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => docPage.scrollY()).toBeGreaterThan(0);

    await (await docPage.injectLink(TO)).click();
    await expect(page).toHaveURL(TO);
    await expect.poll(() => docPage.pageLoads()).toBe(2);

    // Only meaningful if the new page could have kept a scroll offset.
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
    expect(await docPage.scrollY()).toBe(0);
  });

  test('scrolls to the anchor of the URL hash', async ({ docPage, page }) => {
    // Pick the last h2/h3 of the target page: far below the first screen.
    await docPage.goto(TO);
    const id = await page.evaluate(() => {
      const headings = [...document.querySelectorAll('main :is(h2, h3)[id]')];
      return headings.at(-1)?.id;
    });
    expect(id, `${TO} needs a heading with an id`).toBeTruthy();

    await docPage.trackPageLoads();
    await docPage.goto(FROM);
    await (await docPage.injectLink(`${TO}#${id}`)).click();

    await expect(page).toHaveURL(`${TO}#${id}`);
    const heading = page.locator(`[id="${id}"]`);
    await expect(heading).toBeInViewport();
    expect(await docPage.scrollY()).toBeGreaterThan(0);
  });
});

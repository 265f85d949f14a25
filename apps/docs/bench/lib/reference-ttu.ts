// Time-to-usable of the interactive reference on /api-spec, as a reader on a mid-range phone gets
// it: Debian's Chromium through Playwright, CPU slowed 4x (CDP Emulation.setCPUThrottlingRate) and
// the network shaped like Lighthouse's mobile preset as DevTools applies it (562.5 ms RTT,
// 1.47 Mbit/s down). The page loads (and, by default, the reader reads the summary a little); the clock starts when the reader scrolls to
// #interactive-reference and stops when Scalar's first operation is on screen with its controls
// and the main thread answers again (so a click would be handled). Also counts what the scroll
// downloaded (gzip bytes on the wire by type).
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { launchChromium } from '../../e2e/chromium.ts';
import { median } from './stats.ts';

/** Lighthouse's mobile throttling as DevTools applies it (constants.throttling.mobileSlow4G). */
export const MOBILE_NETWORK = {
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
export const CPU_SLOWDOWN = 4;
const TIMEOUT_MS = 60_000;

/**
 * Scalar's first operation, usable: its section (`<section id="api-1/tag/<tag>/<METHOD>/<path>">`)
 * is laid out and holds an enabled button (a response toggle, the code-sample client picker).
 */
// A function, not a string: the site's CSP forbids eval, which Playwright needs for a string.
function firstOperationUsable(): boolean {
  const root = document.querySelector('.api-reference');
  if (!root) return false;
  const op = [...root.querySelectorAll('section[id*="/tag/"]')].find((s) => /\/(GET|POST|PUT|PATCH|DELETE)\//.test(s.id));
  if (!op || op.getBoundingClientRect().height === 0) return false;
  return [...op.querySelectorAll('button')].some((b) => !b.disabled && b.getBoundingClientRect().height > 0);
}

/** Every file the page preloads (links marked data-prefetch-ahead) has finished downloading. */
function preloadsDone(): boolean {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-prefetch-ahead]')];
  return links.every((link) => performance.getEntriesByName(link.href).some((e) => (e as PerformanceResourceTiming).responseEnd > 0));
}

export interface ReferenceTtu {
  /** Median milliseconds from the scroll to a usable first operation; NaN if it never got there. */
  ms: number;
  runs: number[];
  /** Bytes transferred after the scroll (compressed, as on the wire), by resource type. */
  transferred: { js: number; css: number; json: number; other: number };
  error?: string;
}

async function throttle(page: Page, network: boolean): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  if (network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...MOBILE_NETWORK });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

async function once(
  browser: Awaited<ReturnType<typeof launchChromium>>,
  url: string,
  network: boolean,
  settle: boolean,
): Promise<{ ms: number; transferred: ReferenceTtu['transferred'] }> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await throttle(page, network);
    const transferred = { js: 0, css: 0, json: 0, other: 0 };
    let counting = false;
    const types = new Map<string, string>();
    cdp.on('Network.responseReceived', (e: { requestId: string; type: string; response: { mimeType: string } }) =>
      types.set(e.requestId, `${e.type}:${e.response.mimeType}`),
    );
    cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => {
      if (!counting) return;
      const type = types.get(e.requestId) ?? '';
      const key = /Script|javascript/.test(type) ? 'js' : /Stylesheet|css/.test(type) ? 'css' : /json/.test(type) ? 'json' : 'other';
      transferred[key] += e.encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS });
    if (settle) {
      // A reader who reads the summary first: scrolls it a little (which starts the reference's
      // preload) and lingers until the network is quiet.
      // A finger's swipe (touch events, then the scroll), as on the phone emulated here.
      await cdp.send('Input.synthesizeScrollGesture', { x: 200, y: 500, yDistance: -400, gestureSourceType: 'touch' });
      // (a site without the preload never adds the links: then nothing more is awaited)
      const preloading = await page
        .waitForSelector('link[data-prefetch-ahead]', { state: 'attached', timeout: 5_000 })
        .then(() => true)
        .catch(() => false);
      if (preloading) await page.waitForFunction(preloadsDone, undefined, { timeout: TIMEOUT_MS, polling: 100 });
    }
    counting = true;
    const started = Date.now();
    await page.evaluate(() => document.getElementById('interactive-reference')?.scrollIntoView());
    await page.waitForFunction(firstOperationUsable, undefined, { timeout: TIMEOUT_MS, polling: 50 });
    // The operation is drawn; the reader can use it once the main thread is free to handle input.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const elapsed = Date.now() - started;
    await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS }).catch(() => undefined);
    return { ms: elapsed, transferred };
  } finally {
    await context.close();
  }
}

/**
 * `origin` has no trailing slash. `network: false` keeps the CPU slowdown only: the part of the
 * time that is Scalar's own work. `settle: true` (a reader who reads the summary first) scrolls
 * the summary a little, waits for the network to be quiet (the preload that starts), then jumps
 * to the reference; `false` (a reader who jumps straight to it) jumps once the page has loaded.
 */
export async function referenceTimeToUsable(origin: string, runs: number, network = true, settle = true): Promise<ReferenceTtu> {
  const browser = await launchChromium(chromium);
  try {
    const times: number[] = [];
    let transferred: ReferenceTtu['transferred'] = { js: 0, css: 0, json: 0, other: 0 };
    for (let i = 0; i < runs; i++) {
      const run = await once(browser, `${origin}/api-spec`, network, settle);
      times.push(run.ms);
      transferred = run.transferred;
    }
    return { ms: median(times), runs: times, transferred };
  } catch (error) {
    return {
      ms: Number.NaN,
      runs: [],
      transferred: { js: 0, css: 0, json: 0, other: 0 },
      error: error instanceof Error ? error.message.split('\n')[0] : String(error),
    };
  } finally {
    await browser.close();
  }
}

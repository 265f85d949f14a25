// Shared Playwright fixtures: every spec imports `test` and `expect` from here, so all of them
// run in Debian's Chromium launched with the project's flags and a launch retry (chromium.ts).
// `page.goto` and `page.reload` (waiting for load) also wait for the page's bundled scripts, which a loader starts
// only after the first frame (integrations/deferred-scripts): a test acts as a reader who has the
// page's behaviour, not in the few milliseconds before it.
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { launchChromium } from './chromium.ts';
import { DocPage } from './pages/doc-page.ts';

interface TestFixtures {
  /** Page object for a documentation page (navigation, landmarks, runtime helpers). */
  docPage: DocPage;
}

interface WorkerFixtures {
  browser: Browser;
}

declare global {
  interface Window {
    /** Set by the page's script loader (integrations/deferred-scripts/loader.js). */
    __paydocsScripts?: 'loading' | 'ready';
  }
}

/**
 * True once the loader has run the page's bundled scripts (or failed to load them). After the
 * load event the loader has started if it ever will: still unset, JavaScript is off.
 */
function scriptsReady(): boolean {
  return window.__paydocsScripts !== 'loading';
}

/** `page.goto` and `page.reload` that, when they wait for the load, also wait for the page's scripts. */
function waitingForScripts(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const settle = async (waitUntil = 'load') => {
    if (waitUntil === 'load' || waitUntil === 'networkidle') await page.waitForFunction(scriptsReady);
  };
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await settle(options?.waitUntil);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await settle(options?.waitUntil);
    return response;
  };
  return page;
}

/**
 * Stops the page's clock (installed with `page.clock.install()` before the page loaded, so the load ran in real time):
 * from here on a timer the page sets fires only when the test runs the clock (`page.clock.runFor`). What must NOT
 * happen after a delay (a prefetch 80 ms after hover, a progress bar after a fast navigation) is then checked by
 * running past the delay at once, not by waiting real time and hoping the machine kept up.
 */
export async function pauseClock(page: Page): Promise<void> {
  // The page's fake time started at the test's now and has flowed since; a second ahead is past it, so only the
  // timers due within that second fire.
  await page.clock.pauseAt(Date.now() + 1_000);
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  page: async ({ page }, use) => {
    await use(waitingForScripts(page));
  },
  browser: [
    async ({ playwright }, use) => {
      const browser = await launchChromium(playwright.chromium);
      await use(browser);
      await browser.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  docPage: async ({ page }, use) => {
    await use(new DocPage(page));
  },
});

export { expect };

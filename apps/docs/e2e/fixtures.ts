// Shared Playwright fixtures: every spec imports `test` and `expect` from here, so all of them
// run in Debian's Chromium launched with the project's flags and a launch retry (chromium.ts).
import { test as base, expect, type Browser } from '@playwright/test';
import { launchChromium } from './chromium.ts';
import { DocPage } from './pages/doc-page.ts';

interface TestFixtures {
  /** Page object for a documentation page (navigation, landmarks, runtime helpers). */
  docPage: DocPage;
}

interface WorkerFixtures {
  browser: Browser;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
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

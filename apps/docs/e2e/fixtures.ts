// Shared Playwright fixtures: every spec imports `test` and `expect` from here.
// The browser is Debian's Chromium (Playwright's own builds are never downloaded here), launched
// with a retry because Chromium occasionally crashes during start-up on a loaded machine.
import { test as base, expect, type Browser } from '@playwright/test';
import { DocPage } from './pages/doc-page.ts';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const LAUNCH_ATTEMPTS = 3;

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
      const failures: string[] = [];
      let browser: Browser | undefined;
      for (let attempt = 1; attempt <= LAUNCH_ATTEMPTS && !browser; attempt++) {
        try {
          browser = await playwright.chromium.launch({
            executablePath: CHROMIUM_PATH,
            args: CHROMIUM_ARGS,
            headless: true,
          });
        } catch (error) {
          failures.push(`attempt ${attempt}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      if (!browser) {
        throw new Error(
          `Chromium at ${CHROMIUM_PATH} failed to launch ${LAUNCH_ATTEMPTS} times ` +
            `(install it with "apt-get install -y chromium"):\n${failures.join('\n')}`,
        );
      }
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

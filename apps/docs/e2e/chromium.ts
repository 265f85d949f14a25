// How this project launches a browser: Debian's Chromium (Playwright's own builds are never
// downloaded here), retried because Chromium occasionally crashes at start-up on a loaded
// machine. Shared by the test fixtures and the page-weight benchmark.
import type { Browser, BrowserType } from '@playwright/test';

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

/** `extraArgs` go after the project's flags (a benchmark's `--remote-debugging-port`, for one). */
export async function launchChromium(chromium: BrowserType, extraArgs: string[] = []): Promise<Browser> {
  const failures: string[] = [];
  for (let attempt = 1; attempt <= LAUNCH_ATTEMPTS; attempt++) {
    try {
      return await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs], headless: true });
    } catch (error) {
      failures.push(`attempt ${attempt}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  throw new Error(
    `Chromium at ${CHROMIUM_PATH} failed to launch ${LAUNCH_ATTEMPTS} times ` +
      `(install it with "apt-get install -y chromium"):\n${failures.join('\n')}`,
  );
}

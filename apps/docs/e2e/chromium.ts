// How this project launches a browser: Debian's Chromium (Playwright's own builds are never
// downloaded here), retried because Chromium occasionally crashes at start-up on a loaded
// machine. Shared by the test fixtures and the page-weight benchmark.
//
// Debian's `chromium-headless-shell` first: the same Chromium build as Debian's `chromium`, as its old headless shell,
// the binary Playwright's own headless runs use. `chromium` in headless mode kept a core about half busy with nothing
// to do (2 to 3 s of CPU per 5 s on about:blank; the shell: under 0.1 s), and the browser tests paid it throughout:
// 13 tests took 92.8 s of CPU with it, 47.6 s with the shell, one after the other on one machine.
// `bash scripts/test.sh` installs the shell; without it, Debian's `chromium`.
import { existsSync } from 'node:fs';
import type { Browser, BrowserType } from '@playwright/test';

export const CHROMIUM_PATH = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find(existsSync) ?? '/usr/bin/chromium';
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
      `(install it with "apt-get install -y chromium-headless-shell"):\n${failures.join('\n')}`,
  );
}

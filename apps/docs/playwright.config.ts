// Browser tests run against the BUILT site (dist/) served by scripts/serve-static.ts, exactly as
// readers get it: run `pnpm build` first. The browser is launched in e2e/fixtures.ts (Debian
// Chromium with a launch retry), so every spec must import `test`/`expect` from './fixtures.ts'.
import { defineConfig } from '@playwright/test';
import { freePort } from './scripts/free-port.ts';

// Workers re-evaluate this file; the port picked by the main process reaches them through the
// environment they inherit, so every process agrees on one server.
process.env.DOCS_E2E_PORT ??= String(await freePort());
const port = Number(process.env.DOCS_E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const isCI = Boolean(process.env.CI);
// DOCS_E2E_DIST points the suite at another build output (default: ./dist).
const root = process.env.DOCS_E2E_DIST ? ` --root ${JSON.stringify(process.env.DOCS_E2E_DIST)}` : '';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  // Every test stands alone (its own context: storage, service workers and clock; a spec that needs another server
  // starts its own on a free port), so the workers share tests, not files.
  fullyParallel: true,
  forbidOnly: isCI,
  // No retries: a flaky test is a bug to fix (the colour-mode switch once lost a click to a deferred script; the
  // switch now works from the first paint, pre-paint.js).
  retries: 0,
  // Overridable for measuring (DOCS_E2E_WORKERS=1|2).
  workers: Number(process.env.DOCS_E2E_WORKERS ?? 2),
  timeout: 60_000,
  // Generous: in CI two workers share two cores with the unit suites, and an island can take over 10 s to hydrate.
  expect: { timeout: isCI ? 25_000 : 10_000 },
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // Recording a trace (a DOM snapshot per action) cost about 10% of the suite's CPU on the long pages, measured side by
    // side, for every passing test too. A failure still leaves its error context (the page's ARIA snapshot) and
    // screenshot; rerun one test with `--trace on` for the full trace.
    trace: 'off',
    screenshot: 'only-on-failure',
    colorScheme: 'light',
    locale: 'en-US',
  },
  webServer: {
    command: `node scripts/serve-static.ts --port ${port} --host 127.0.0.1${root}`,
    // Wait for the port rather than a URL, so a site without a home page still starts.
    port,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

// Browser tests of `pnpm dev` (e2e-dev/): the live spec preview needs the dev server, not the
// built site the main suite (playwright.config.ts) serves. They edit spec YAML files and undo the
// edit, so they run one at a time.
import { defineConfig } from '@playwright/test';
import { freePort } from './scripts/free-port.ts';

process.env.DOCS_DEV_E2E_PORT ??= String(await freePort());
const port = Number(process.env.DOCS_DEV_E2E_PORT);

export default defineConfig({
  testDir: './e2e-dev',
  outputDir: './test-results/dev',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: { baseURL: `http://127.0.0.1:${port}`, navigationTimeout: 60_000, colorScheme: 'light' },
  webServer: {
    command: `pnpm exec astro dev --port ${port} --host 127.0.0.1`,
    port,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

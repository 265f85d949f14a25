// Page-weight benchmark (prints figures; not a test). Serves the built site (dist/) and loads a
// few representative pages in Chromium without interacting, then prints per page the gzip size
// of JS, CSS and HTML (each response body gzipped here, so the figure does not depend on the
// server) and the request count. With --build it first runs `pnpm build` and reports its time.
//
//   node bench/page-weight.ts [--build] [--pages /,/gettingStarted,...] [--root dist]
// Budget: a guide page loads at most 25 KB of gzipped JavaScript before interaction; the per-page
// budgets that fail the test command are in bench/lib/budgets.ts.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { launchChromium } from '../e2e/chromium.ts';
import { GUIDE_JS_CEILING } from './lib/budgets.ts';
import { measure, type PageWeight } from './lib/page-weight.ts';
import { startStaticServer } from '../scripts/serve-static.ts';

const APP_DIR = fileURLToPath(new URL('..', import.meta.url));

/** Home, a guide, the long guide, a category index, the reference overview and a reference tag page. */
const DEFAULT_PAGES = ['/', '/gettingStarted', '/apiFundamentals', '/category/api-fundamentals', '/api-spec', '/api-spec/payments'];
const GUIDE_PAGE = '/gettingStarted';

// The measuring code is shared with the size budgets (bench/lib/budgets.test.ts): one ruler.
export { measure, type PageWeight } from './lib/page-weight.ts';

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function timeBuild(): number {
  const started = performance.now();
  execFileSync('pnpm', ['build'], { cwd: APP_DIR, stdio: 'inherit' });
  return (performance.now() - started) / 1000;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      build: { type: 'boolean', default: false },
      pages: { type: 'string', default: DEFAULT_PAGES.join(',') },
      root: { type: 'string', default: `${APP_DIR}dist` },
    },
  });
  if (values.build && values.root !== `${APP_DIR}dist`) {
    throw new Error('--build writes dist/: it cannot be combined with --root');
  }
  const buildSeconds = values.build ? timeBuild() : undefined;
  const { server, url } = await startStaticServer({ root: values.root, port: 0, host: '127.0.0.1', base: '/' });
  const browser = await launchChromium(chromium);
  try {
    const rows: PageWeight[] = [];
    for (const path of values.pages
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      rows.push(await measure(url, path, browser));
    }
    console.table(
      rows.map((row) => ({
        page: row.path,
        status: row.status,
        'JS gzip': kb(row.gzip.js),
        'CSS gzip': kb(row.gzip.css),
        'HTML gzip': kb(row.gzip.html),
        'other gzip': kb(row.gzip.other),
        'prefetched ahead': kb(row.prefetched),
        requests: row.requests,
      })),
    );
    const guide = rows.find((row) => row.path === GUIDE_PAGE);
    if (guide) {
      const verdict = guide.gzip.js <= GUIDE_JS_CEILING ? 'within' : 'OVER';
      console.log(`Guide page ${GUIDE_PAGE}: ${kb(guide.gzip.js)} JS gzip, ${verdict} the ${kb(GUIDE_JS_CEILING)} budget.`);
    }
    if (buildSeconds !== undefined) console.log(`pnpm build took ${buildSeconds.toFixed(1)} s.`);
  } finally {
    await browser.close();
    server.close();
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

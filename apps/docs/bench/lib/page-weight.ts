// Page weight as a reader's browser sees it before any interaction: serves a built site (a dist/
// folder) with the preview server, loads each page in a fresh Chromium context until the network is
// idle, and sums the gzip size of every response body by kind (JS, CSS, HTML, other), gzipped here
// so the figure does not depend on the server. One ruler for the benchmark (bench/page-weight.ts,
// bench/site.ts) and the size budgets (budgets.test.ts). What a page fetches ahead for later
// (links marked `data-prefetch-ahead`, e.g. /api-spec's interactive reference once the reader
// scrolls) is counted apart in `prefetched`: it never delays reading or the first interaction.
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Response } from '@playwright/test';
import { launchChromium } from '../../e2e/chromium.ts';
import { startStaticServer } from '../../scripts/serve-static.ts';

export type Kind = 'js' | 'css' | 'html' | 'other';

export interface PageWeight {
  path: string;
  status: number;
  requests: number;
  gzip: Record<Kind, number>;
  /** Gzip bytes fetched ahead by prefetch links (`data-prefetch-ahead`), not included in `gzip`. */
  prefetched: number;
}

/** The URLs the page asked to fetch ahead. */
function prefetchAheadUrls(): string[] {
  return [...document.querySelectorAll<HTMLLinkElement>('link[data-prefetch-ahead]')].map((link) => link.href);
}

function kindOf(response: Response): Kind {
  const type = response.request().resourceType();
  const contentType = response.headers()['content-type'] ?? '';
  if (type === 'script' || contentType.includes('javascript')) return 'js';
  if (type === 'stylesheet' || contentType.includes('text/css')) return 'css';
  if (type === 'document' || contentType.includes('text/html')) return 'html';
  return 'other';
}

/** Loads one page in a fresh context and sums the gzip size of what it fetched, by kind. */
export async function measure(baseUrl: string, path: string, browser: Browser): Promise<PageWeight> {
  // A fresh context per page: nothing cached from the previous one.
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const weight: PageWeight = { path, status: 0, requests: 0, gzip: { js: 0, css: 0, html: 0, other: 0 }, prefetched: 0 };
  const sizes: { url: string; kind: Kind; gzip: number }[] = [];
  page.on('request', () => {
    weight.requests++;
  });
  page.on('response', (response) => {
    pending.push(
      response.body().then(
        (body) => {
          sizes.push({ url: response.url(), kind: kindOf(response), gzip: gzipSync(body, { level: 9 }).length });
        },
        () => undefined, // redirects and aborted requests have no body
      ),
    );
  });
  const response = await page.goto(new URL(path.replace(/^\//, ''), baseUrl).href, { waitUntil: 'load' });
  weight.status = response?.status() ?? 0;
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const prefetched = new Set(await page.evaluate(prefetchAheadUrls));
  for (const { url, kind, gzip } of sizes) {
    if (prefetched.has(url)) weight.prefetched += gzip;
    else weight.gzip[kind] += gzip;
  }
  await context.close();
  return weight;
}

/**
 * Serves `root` on a free port and measures each page in turn, in one browser: `browser` when the
 * caller shares one across sites (a Chromium launch costs seconds), else one launched for this call.
 */
export async function measureSite(root: string, paths: readonly string[], browser?: Browser): Promise<PageWeight[]> {
  const { server, url } = await startStaticServer({ root, port: 0, host: '127.0.0.1', base: '/' });
  const active = browser ?? (await launchChromium(chromium));
  try {
    const rows: PageWeight[] = [];
    for (const path of paths) rows.push(await measure(url, path, active));
    return rows;
  } finally {
    if (!browser) await active.close();
    server.close();
  }
}

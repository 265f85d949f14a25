// Benchmark, not a test (prints figures, asserts nothing): how fast the static API reference and its Try it
// answer a reader on a mid-range phone. Serves the built site (dist/, the gzip static server Lighthouse uses)
// and drives Debian's Chromium with Lighthouse's mobile preset (lib/mobile-emulation.ts: 412x823 touch viewport,
// CPU 4x slower, network shaped for the page and for the mock's Service Worker; CDP cannot slow a worker's CPU, so
// the mock's own work runs at full speed), a fresh browser context (cold cache) per run; the figure is the median.
//
// 1. Deep link. The reader opens /api-spec#operation/createCheckout (the old anchor: the overview's script
//    forwards it to the page that holds the operation, as anchors.json names it). Clock: from the navigation start of /api-spec to the first frame in which the
//    operation's parameters table (article.ref-op[data-operation] table.ref-params) lies in the viewport and its
//    first response example (details.ref-example[open] pre, the success status) is laid out. On a phone the example
//    sits below the operation (beside it only on wide screens), so "laid out" means readable on scrolling with
//    nothing left to load; its distance below the viewport (last run) is printed. Also with a warm cache (the same context,
//    again).
// 2. Try it. On the operation's page, once idle, the reader clicks "Try it" (the panel's code loads on that click)
//    and then "Send to the mock" as soon as it shows (the flow of e2e/reference-workspace.spec.ts). Clocks: from the
//    click on "Try it" to the first frame with the response's status and body in the panel ("click to mock
//    answer"), and from the click on Send to that frame. "cold": the clicks are the first thing (the mock's Service
//    Worker is registered by Send); "installed": a later page view, the worker installed by the cold one and stopped
//    in the meantime (a return visit: it starts again and re-reads the spec).
// 3. Requests for Scalar's files (lib/scalar-assets.ts) before the click, on every page of these flows.
//
// Several --dist folders (a copy of main's build and this checkout's) are measured in turn inside every run (A, B, A,
// B...), so load from other work on the machine falls on both alike.
//   node bench/interactive.ts [--runs 3] [--network lighthouse|devtools] [--dist <dir>]...
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { launchChromium } from '../e2e/chromium.ts';
import { freePort } from '../scripts/free-port.ts';
import {
  emulateMobile,
  MOBILE_CONTEXT,
  NETWORK_PROFILES,
  type NetworkConditions,
  type NetworkProfile,
  throttleServiceWorkers,
} from './lib/mobile-emulation.ts';
import { isScalarRequest, scalarAssets } from './lib/scalar-assets.ts';
import { serveDist } from './lib/serve.ts';
import { median, ms, table } from './lib/stats.ts';

const DEEP_LINK = { operationId: 'createCheckout', url: '/api-spec#operation/createCheckout', entry: '/api-spec' };
/** The operations of e2e/try-it.spec.ts. */
const TRY_IT_OPERATIONS = ['createCheckout', 'listPayments', 'getPayment'];
const TARGET_DEEP_LINK_MS = 1500;
const TARGET_TRY_IT_MS = 3000;
/** Issue 30: from the click on "Try it" to the mock's answer on a throttled phone (its code loads on that click). */
const TARGET_TRY_IT_OPEN_MS = 3000;
const TIMEOUT_MS = 60_000;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    network: { type: 'string', default: 'lighthouse' },
    dist: { type: 'string', multiple: true },
  },
});

interface DeepLinkMarks {
  /** Epoch ms of the first document's navigation start. */
  t0: number;
  /** Epoch ms: the operation page's navigation start, the parameters in view, the example laid out (first frame of each). */
  operationPage?: number;
  params?: number;
  example?: number;
  /** Pixels from the viewport's bottom to the example's top when it was first laid out (0: in view). */
  exampleBelow?: number;
}

/**
 * Runs in every document of the deep-link flow (an init script): the entry page records its navigation start in
 * sessionStorage (it survives the forward to the operation's page); that page checks each frame for the operation's
 * parameters in view and its example laid out, and keeps the time of the first frame of each in window.__deepLink.
 */
function markDeepLink(args: { entry: string; operationId: string }): void {
  const key = 'bench:deep-link-t0';
  try {
    if (location.pathname === args.entry) sessionStorage.setItem(key, String(performance.timeOrigin));
  } catch {
    return; // about:blank
  }
  const marks: DeepLinkMarks = { t0: Number(sessionStorage.getItem(key)), operationPage: performance.timeOrigin };
  (window as unknown as { __deepLink: DeepLinkMarks }).__deepLink = marks;
  const now = (frame: number) => performance.timeOrigin + frame;
  const tick = (frame: number) => {
    const op = document.querySelector(`article.ref-op[data-operation="${args.operationId}"]`);
    const params = op?.querySelector('table.ref-params')?.getBoundingClientRect();
    if (params && marks.params === undefined && params.height > 0 && params.top < innerHeight && params.bottom > 0)
      marks.params = now(frame);
    const example = op?.querySelector('details.ref-example[open] pre')?.getBoundingClientRect();
    if (example && marks.example === undefined && example.height > 0) {
      marks.example = now(frame);
      marks.exampleBelow = Math.max(0, Math.round(example.top - innerHeight));
    }
    if (marks.params === undefined || marks.example === undefined) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

interface TryItMarks {
  /** The click on the "Try it" button that opens the panel. */
  open?: number;
  click?: number;
  shown?: number;
  status?: string;
}

/** Watches one Try it panel: the time of the click on its Send button and of the first frame showing the response. */
function markTryIt(operationId: string): void {
  const root = document.querySelector(`.ref-try-it[data-try-it-operation="${operationId}"]`)!;
  const marks: TryItMarks = {};
  (window as unknown as { __tryIt: TryItMarks }).__tryIt = marks;
  document.querySelector(`[aria-controls="${root.id}"]`)?.addEventListener('click', () => (marks.open ??= performance.now()), true);
  root.addEventListener(
    'click',
    (event) => {
      if ((event.target as Element).closest('button')) marks.click ??= performance.now();
    },
    true,
  );
  const tick = (frame: number) => {
    const status = root.querySelector('[data-try-it-status]');
    const body = root.querySelector('[data-try-it-body]');
    if (marks.click !== undefined && status && body && body.getBoundingClientRect().height > 0) {
      marks.shown = frame;
      marks.status = status.textContent ?? '';
      return;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** Every request of the context, in order. */
function recordRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  return urls;
}

async function deepLink(
  page: Page,
  origin: string,
): Promise<{ ms: number; params: number; example: number; forward: number; below: number }> {
  await page.goto(`${origin}${DEEP_LINK.url}`, { waitUntil: 'commit', timeout: TIMEOUT_MS });
  const handle = await page.waitForFunction(
    () => {
      const m = (window as unknown as { __deepLink?: DeepLinkMarks }).__deepLink;
      return m?.params !== undefined && m.example !== undefined ? m : undefined;
    },
    undefined,
    { timeout: TIMEOUT_MS, polling: 200 },
  );
  const m = (await handle.jsonValue()) as Required<DeepLinkMarks>;
  return {
    ms: Math.max(m.params, m.example) - m.t0,
    params: m.params - m.t0,
    example: m.example - m.t0,
    forward: m.operationPage - m.t0,
    below: m.exampleBelow,
  };
}

/** The page of an operation, from the site's anchor map. */
async function pageOf(origin: string, operationId: string): Promise<string> {
  const anchors = (await (await fetch(`${origin}/api-spec/anchors.json`)).json()) as Record<string, string>;
  const route = anchors[`operation/${operationId}`];
  if (!route) throw new Error(`${origin}/api-spec/anchors.json names no page for operation/${operationId}`);
  return `${origin}${route}#operation/${operationId}`;
}

/** Opens the operation's page, brings its Try it panel into view, waits for the island and quiet, clicks Send. */
async function tryIt(
  page: Page,
  url: string,
  operationId: string,
  scalarSoFar: () => number,
): Promise<{ ms: number; fromOpen: number; status: string; scalarBefore: number }> {
  await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
  await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS }).catch(() => undefined);
  const root = page.locator(`.ref-try-it[data-try-it-operation="${operationId}"]`);
  const open = page.locator(`[data-try-it-open][aria-controls="${await root.getAttribute('id')}"]`);
  await open.waitFor({ state: 'visible', timeout: TIMEOUT_MS });
  await page.evaluate(markTryIt, operationId);
  const scalarBefore = scalarSoFar();
  await open.click({ timeout: TIMEOUT_MS });
  const send = root.getByRole('button', { name: /^Send to the mock/ });
  await send.waitFor({ state: 'visible', timeout: TIMEOUT_MS });
  await send.click({ timeout: TIMEOUT_MS });
  const handle = await page.waitForFunction(
    () => {
      const m = (window as unknown as { __tryIt?: TryItMarks }).__tryIt;
      return m?.shown !== undefined ? m : undefined;
    },
    undefined,
    { timeout: TIMEOUT_MS, polling: 200 },
  );
  const m = (await handle.jsonValue()) as Required<TryItMarks>;
  return { ms: m.shown - m.click, fromOpen: m.shown - m.open, status: m.status, scalarBefore };
}

interface Row {
  measure: string;
  runs: number[];
  target?: number;
  /** How a value prints (default: milliseconds). */
  format?: (value: number) => string;
  note?: string;
}

async function withContext<T>(
  browser: Browser,
  network: NetworkConditions,
  run: (page: Page, context: BrowserContext) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext(MOBILE_CONTEXT);
  try {
    const page = await context.newPage();
    await emulateMobile(page, network);
    return await run(page, context);
  } finally {
    await context.close();
  }
}

/** The rows of one site: a measure, its values over the runs, its target. */
class Rows {
  readonly rows = new Map<string, Row>();
  readonly statuses = new Set<string>();
  /** Try it runs whose worker fetched the spec faster than the network latency allows: its throttling missed. */
  unshaped = 0;
  add(measure: string, value: number, extra: Omit<Row, 'measure' | 'runs'> = {}): void {
    const row = this.rows.get(measure) ?? { measure, runs: [], ...extra };
    row.runs.push(value);
    if (extra.note) row.note = extra.note;
    this.rows.set(measure, row);
  }
  print(): string {
    const fmt = (row: Row, v: number) => (row.format ?? ms)(v);
    const out = [['measure', 'median', 'runs', 'target', 'met']];
    for (const row of this.rows.values()) {
      const mid = median(row.runs);
      out.push([
        row.measure,
        fmt(row, mid),
        row.runs.map((v) => fmt(row, v)).join(', ') + (row.note ? ` (${row.note})` : ''),
        row.target === undefined ? '' : `<= ${fmt(row, row.target)}`,
        row.target === undefined ? '' : mid <= row.target ? 'yes' : 'NO',
      ]);
    }
    return (
      `${table(out)}\nmock responses seen: ${[...this.statuses].join('; ')}; ` +
      `Try it runs whose worker was not throttled (its spec fetch beat the latency; their figures are too low): ${this.unshaped}`
    );
  }
}

interface Site {
  dist: string;
  origin: string;
  scalar: Set<string>;
  tryItUrls: Map<string, string>;
  rows: Rows;
}

/** Whether the mock's worker fetched the spec slower than one round trip allows (its network was shaped). */
async function workerShaped(context: BrowserContext, network: NetworkConditions): Promise<boolean> {
  const durations = await Promise.all(
    context.serviceWorkers().map((worker) =>
      worker.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.endsWith('/openapi.json'))
          .map((e) => e.duration),
      ),
    ),
  );
  const fetches = durations.flat();
  return fetches.length === 0 || Math.min(...fetches) >= network.latency;
}

/** One run of every flow on one site, each in a fresh context. */
async function measureOnce(browser: Browser, network: NetworkConditions, site: Site): Promise<void> {
  const { rows } = site;
  const scalarIn = (urls: string[]) => urls.filter((u) => isScalarRequest(u, site.scalar)).length;
  await withContext(browser, network, async (page, context) => {
    const urls = recordRequests(context);
    await context.addInitScript(markDeepLink, { entry: DEEP_LINK.entry, operationId: DEEP_LINK.operationId });
    const cold = await deepLink(page, site.origin);
    rows.add('deep link: parameters + example (cold cache)', cold.ms, { target: TARGET_DEEP_LINK_MS });
    rows.add('  parameters in view', cold.params);
    rows.add('  example laid out', cold.example, { note: `last run: ${cold.below} px below the viewport` });
    rows.add('  operation page navigation starts (forward)', cold.forward);
    await page.goto('about:blank');
    const warm = await deepLink(page, site.origin);
    rows.add('deep link: parameters + example (warm cache)', warm.ms, { target: TARGET_DEEP_LINK_MS });
    rows.add('Scalar requests: deep link', scalarIn(urls), { target: 0, format: String });
  });
  for (const id of TRY_IT_OPERATIONS) {
    await withContext(browser, network, async (page, context) => {
      const urls = recordRequests(context);
      const url = site.tryItUrls.get(id)!;
      const soFar = () => scalarIn(urls);
      const cold = await tryIt(page, url, id, soFar);
      rows.add(`Try it ${id}: click Try it to mock answer, cold`, cold.fromOpen, { target: TARGET_TRY_IT_OPEN_MS });
      rows.add(`Try it ${id}: cold (first click registers the mock)`, cold.ms, { target: TARGET_TRY_IT_MS });
      rows.statuses.add(`${id} ${cold.status}`);
      if (!(await workerShaped(context, network))) rows.unshaped++;
      // A later visit: the worker is installed but not running (stopped, as the browser does when idle).
      const cdp = await context.newCDPSession(page);
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.stopAllWorkers');
      await page.goto('about:blank');
      // Scalar requests after the first click do not count against the second.
      const afterFirstClick = soFar() - cold.scalarBefore;
      const installed = await tryIt(page, url, id, soFar);
      rows.add(`Try it ${id}: click Try it to mock answer, mock installed earlier`, installed.fromOpen, { target: TARGET_TRY_IT_OPEN_MS });
      rows.add(`Try it ${id}: mock installed earlier`, installed.ms, { target: TARGET_TRY_IT_MS });
      rows.statuses.add(`${id} ${installed.status}`);
      if (!(await workerShaped(context, network))) rows.unshaped++;
      rows.add('Scalar requests before the click: Try it pages', installed.scalarBefore - afterFirstClick, { target: 0, format: String });
    });
  }
}

async function main(): Promise<void> {
  const runs = Number(values.runs);
  const profile = values.network as NetworkProfile;
  const network = NETWORK_PROFILES[profile];
  if (!network) throw new Error(`--network: expected ${Object.keys(NETWORK_PROFILES).join(' or ')}, got "${values.network}"`);
  const dists = (values.dist?.length ? values.dist : [join(import.meta.dirname, '..', 'dist')]).map((d) => resolve(d));
  for (const dist of dists)
    if (!existsSync(join(dist, 'api-spec.html')))
      throw new Error(`${dist} holds no built site: run \`pnpm turbo run build --filter=@paydocs/docs...\` first`);
  const servers = await Promise.all(dists.map((dist) => serveDist(dist)));
  const port = await freePort();
  const browser = await launchChromium(chromium, [`--remote-debugging-port=${port}`]);
  const workers = await throttleServiceWorkers(port, network);
  const version = browser.version();
  const sites: Site[] = [];
  try {
    for (const [i, dist] of dists.entries()) {
      const origin = servers[i]!.origin;
      const tryItUrls = new Map<string, string>();
      for (const id of TRY_IT_OPERATIONS) tryItUrls.set(id, await pageOf(origin, id));
      sites.push({ dist, origin, scalar: scalarAssets(dist), tryItUrls, rows: new Rows() });
    }
    for (let run = 1; run <= runs; run++) {
      for (const site of sites) {
        process.stderr.write(`run ${run}/${runs}: ${site.dist}\n`);
        await measureOnce(browser, network, site);
      }
    }
  } finally {
    workers.stop();
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
  }
  console.log(
    `Interactive reference, ${runs} run(s), Chromium ${version}, network "${profile}" ` +
      `(${network.latency} ms latency, ${Math.round((network.downloadThroughput * 8) / 1024)} kbit/s down), CPU 4x slower, 412x823 touch; ` +
      `Service Workers shaped: ${workers.shaped()}`,
  );
  for (const site of sites) console.log(`\n${site.dist}\n${site.rows.print()}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

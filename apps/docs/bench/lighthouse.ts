// Benchmark, not a test: builds nothing, serves the built site and runs Lighthouse (npm `lighthouse`
// with Debian's Chromium) on the home page, a long guide and /api-spec, printing the four category
// scores with LCP, TBT, CLS and page weight side by side. Lighthouse stays out of the workspace
// install: it is installed on first use into bench/.lighthouse/ (git-ignored).
//   node bench/lighthouse.ts [--runs 1] [--preset mobile|desktop]
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const LIGHTHOUSE_VERSION = '13.5.0';
const APP = join(import.meta.dirname, '..');
const PAGES = [
  ['home', '/'],
  ['long guide', '/apiFundamentals'],
  ['reference', '/api-spec'],
] as const;

const { values } = parseArgs({ options: { runs: { type: 'string', default: '1' }, preset: { type: 'string', default: 'mobile' } } });

function installLighthouse(): string {
  const dir = join(import.meta.dirname, '.lighthouse');
  if (!existsSync(join(dir, 'node_modules/lighthouse'))) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ private: true }));
    console.error(`installing lighthouse@${LIGHTHOUSE_VERSION} into bench/.lighthouse ...`);
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', `lighthouse@${LIGHTHOUSE_VERSION}`], { cwd: dir, stdio: 'inherit' });
  }
  return dir;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server at ${url} did not start`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

async function main(): Promise<void> {
  if (!existsSync(join(APP, 'dist/index.html'))) throw new Error('apps/docs/dist is missing: run `pnpm turbo run build` first');
  const dir = installLighthouse();
  const require = createRequire(join(dir, 'package.json'));
  const lighthouse = (await import(pathToFileURL(require.resolve('lighthouse')).href)).default;
  const chromeLauncher = await import(pathToFileURL(require.resolve('chrome-launcher')).href);

  const port = await freePort();
  const server = spawn(process.execPath, [join(APP, 'scripts/serve-static.ts'), '--port', String(port)], { cwd: APP, stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${origin}/`);
    const rows: string[][] = [];
    const misses: string[] = [];
    for (const [label, path] of PAGES) {
      const runs: any[] = [];
      for (let i = 0; i < Number(values.runs); i++) {
        const chrome = await chromeLauncher.launch({
          chromePath: '/usr/bin/chromium',
          chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
        });
        try {
          const settings = values.preset === 'desktop' ? { formFactor: 'desktop', screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false }, throttlingMethod: 'simulate' } : {};
          const result = await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', ...settings });
          // A run Lighthouse could not finish (e.g. no LCP measured) would print NaN; skip it loudly.
          if (result.lhr.runtimeError) console.error(`${path}: run ${i + 1} failed: ${result.lhr.runtimeError.message}`);
          else runs.push(result.lhr);
        } finally {
          await chrome.kill();
        }
      }
      const pick = (f: (lhr: any) => number) => median(runs.map(f));
      // Name what kept a category below 100, so a score is actionable.
      const lhr = runs[0];
      for (const category of ['accessibility', 'best-practices', 'seo']) {
        for (const ref of lhr.categories[category].auditRefs) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) misses.push(`${path}: ${category}: ${audit.id}: ${audit.title}`);
        }
      }
      const score = (id: string) => String(Math.round(pick((l) => l.categories[id].score * 100)));
      rows.push([
        `${label} (${path})`,
        score('performance'),
        score('accessibility'),
        score('best-practices'),
        score('seo'),
        `${Math.round(pick((l) => l.audits['largest-contentful-paint'].numericValue))} ms`,
        `${Math.round(pick((l) => l.audits['total-blocking-time'].numericValue))} ms`,
        pick((l) => l.audits['cumulative-layout-shift'].numericValue).toFixed(3),
        `${(pick((l) => l.audits['total-byte-weight'].numericValue) / 1024).toFixed(1)} KiB`,
        String(pick((l) => l.audits['network-requests'].details.items.length)),
      ]);
    }
    const head = ['page', 'perf', 'a11y', 'best-pr', 'seo', 'LCP', 'TBT', 'CLS', 'weight', 'requests'];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
    console.log(`Lighthouse ${LIGHTHOUSE_VERSION}, ${values.preset} preset, median of ${values.runs} run(s)`);
    console.log(line(head));
    for (const r of rows) console.log(line(r));
    if (misses.length) console.log(`\nAudits below full score:\n${misses.join('\n')}`);
  } finally {
    server.kill();
  }
}

main().catch((error) => {
  console.error(`bench/lighthouse: ${error.message}`);
  process.exit(1);
});

// Runs Lighthouse (npm `lighthouse`, Debian's Chromium) on pages of a served site and returns the
// median figures per page: the four category scores, FCP, LCP, TBT, CLS, weight, requests, and
// the audits that kept a non-performance category below 100. Shared by bench/lighthouse.ts and
// bench/site.ts so both print the same numbers. Lighthouse stays out of the workspace install: it
// is installed on first use into bench/.lighthouse/ (git-ignored).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { median } from './stats.ts';
import { CHROMIUM_ARGS } from '../../e2e/chromium.ts';

export const LIGHTHOUSE_VERSION = '13.5.0';
const INSTALL_DIR = join(import.meta.dirname, '..', '.lighthouse');
// The project's Chromium flags (e2e/chromium.ts); chrome-launcher also needs headless set.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** The part of a Lighthouse result (LHR) this benchmark reads; Lighthouse is installed outside the workspace, untyped here. */
interface LighthouseResult {
  categories: Record<string, { score: number; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { id: string; title: string; score: number | null; numericValue: number; details?: { items: unknown[] } }>;
}

function auditOf(lhr: LighthouseResult, id: string) {
  const audit = lhr.audits[id];
  if (!audit) throw new Error(`Lighthouse result has no audit "${id}"`);
  return audit;
}

function categoryOf(lhr: LighthouseResult, id: string) {
  const category = lhr.categories[id];
  if (!category) throw new Error(`Lighthouse result has no category "${id}"`);
  return category;
}

export interface LighthouseFigures {
  path: string;
  runs: number;
  scores: { performance: number; accessibility: number; 'best-practices': number; seo: number };
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  weightBytes: number;
  requests: number;
  /** "category: audit-id: title" for every weighted audit below full score (first run). */
  misses: string[];
  failures: string[];
}

function installLighthouse(): string {
  if (!existsSync(join(INSTALL_DIR, 'node_modules/lighthouse'))) {
    mkdirSync(INSTALL_DIR, { recursive: true });
    writeFileSync(join(INSTALL_DIR, 'package.json'), JSON.stringify({ private: true }));
    console.error(`installing lighthouse@${LIGHTHOUSE_VERSION} into bench/.lighthouse ...`);
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', `lighthouse@${LIGHTHOUSE_VERSION}`], {
      cwd: INSTALL_DIR,
      stdio: 'inherit',
    });
  }
  return INSTALL_DIR;
}

async function loadLighthouse() {
  const require = createRequire(join(installLighthouse(), 'package.json'));
  const lighthouse = (await import(pathToFileURL(require.resolve('lighthouse')).href)).default;
  const chromeLauncher = await import(pathToFileURL(require.resolve('chrome-launcher')).href);
  return { lighthouse, chromeLauncher };
}

/** `origin` has no trailing slash; each path starts with "/". */
export async function runLighthouse(
  origin: string,
  paths: readonly string[],
  options: { runs: number; preset: 'mobile' | 'desktop' },
): Promise<LighthouseFigures[]> {
  const { lighthouse, chromeLauncher } = await loadLighthouse();
  const settings =
    options.preset === 'desktop'
      ? {
          formFactor: 'desktop',
          screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
          throttlingMethod: 'simulate',
        }
      : {};
  const results: LighthouseFigures[] = [];
  for (const path of paths) {
    const runs: LighthouseResult[] = [];
    const failures: string[] = [];
    for (let i = 0; i < options.runs; i++) {
      const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
      try {
        const result = await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', ...settings });
        // A run Lighthouse could not finish (e.g. no LCP measured) would print NaN; report it instead.
        if (result.lhr.runtimeError) failures.push(`${path}: run ${i + 1} failed: ${result.lhr.runtimeError.message}`);
        else runs.push(result.lhr);
      } finally {
        await chrome.kill();
      }
    }
    const pick = (f: (lhr: LighthouseResult) => number) => median(runs.map(f));
    const misses: string[] = [];
    const first = runs[0];
    if (first) {
      // Name what kept a category below 100, so a score is actionable.
      for (const category of ['accessibility', 'best-practices', 'seo']) {
        for (const ref of categoryOf(first, category).auditRefs) {
          const audit = auditOf(first, ref.id);
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) misses.push(`${category}: ${audit.id}: ${audit.title}`);
        }
      }
    }
    const score = (id: string) => Math.round(pick((l) => categoryOf(l, id).score * 100));
    results.push({
      path,
      runs: runs.length,
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      fcpMs: pick((l) => auditOf(l, 'first-contentful-paint').numericValue),
      lcpMs: pick((l) => auditOf(l, 'largest-contentful-paint').numericValue),
      tbtMs: pick((l) => auditOf(l, 'total-blocking-time').numericValue),
      cls: pick((l) => auditOf(l, 'cumulative-layout-shift').numericValue),
      weightBytes: pick((l) => auditOf(l, 'total-byte-weight').numericValue),
      requests: pick((l) => auditOf(l, 'network-requests').details?.items.length ?? 0),
      misses,
      failures,
    });
  }
  return results;
}

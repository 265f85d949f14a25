// The site benchmark (`pnpm bench:site` from the root; prints figures, not a test). For one docs
// app, or several side by side (e.g. a pre-change checkout and this one: --app A --app B), in one run:
//   1. a clean build timed by phase (astro build, search index), CPU, peak memory  lib/build-timing.ts
//   2. FCP, LCP and the four Lighthouse scores per page type (mobile)   lib/lighthouse-runner.ts
//   3. JS/CSS/HTML gzip per page type, before any interaction           bench/lib/page-weight.ts
//   4. the interactive reference's chunks, raw and gzip      bench/lib/reference-chunks.ts
//   5. the reference's time-to-usable after scrolling to it (4x CPU,
//      Lighthouse's mobile network) and what that scroll downloads      lib/reference-ttu.ts
//   6. with --scale: the spec pipeline on a 10x spec, this app built from it, its search index,
//      /api-spec HTML size and first paint (packages/spec-tools/bench/spec-10x.ts)
// Apps are measured in turn inside every run (A, B, A, B...), so load from other work on the
// machine falls on both alike; the measuring code is always this checkout's (one ruler).
//   node apps/docs/bench/site.ts [--app <apps/docs dir>]... [--runs 3] [--skip-build] [--scale] [--json <file>]
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { launchChromium } from '../e2e/chromium.ts';
import { measure, type PageWeight } from './lib/page-weight.ts';
import { cleanBuild, type BuildTiming } from './lib/build-timing.ts';
import { LIGHTHOUSE_VERSION, runLighthouse, type LighthouseFigures } from './lib/lighthouse-runner.ts';
import { referenceChunks, total, type ReferenceChunks } from './lib/reference-chunks.ts';
import { CPU_SLOWDOWN, referenceTimeToUsable, type ReferenceTtu } from './lib/reference-ttu.ts';
import { serveDist, type ServedDist } from './lib/serve.ts';
import { gib, kib, median, ms, seconds, table } from './lib/stats.ts';

const THIS_APP = resolve(import.meta.dirname, '..');
const SPEC_10X = resolve(THIS_APP, '../../packages/spec-tools/bench/spec-10x.ts');
const PAGES = [
  ['home', '/'],
  ['long guide', '/apiFundamentals'],
  ['category', '/category/api-fundamentals'],
  ['reference', '/api-spec'],
  ['tag page', '/api-spec/payments'],
] as const;

const { values } = parseArgs({
  options: {
    app: { type: 'string', multiple: true },
    runs: { type: 'string', default: '3' },
    'skip-build': { type: 'boolean', default: false },
    scale: { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});

interface AppFigures {
  app: string;
  label: string;
  /** The built site measured: a private folder (other work on the machine rebuilds dist/ any time). */
  dist: string;
  build?: BuildTiming;
  lighthouse: LighthouseFigures[][]; // [run][page]
  weights: PageWeight[];
  chunks: ReferenceChunks;
  ttu: ReferenceTtu;
}

/** "baseline" for /work/baseline/apps/docs: the checkout's folder name. */
const labelOf = (app: string) => (app === THIS_APP ? 'this' : basename(dirname(dirname(app))));

async function weights(origin: string): Promise<PageWeight[]> {
  const browser = await launchChromium(chromium);
  try {
    const rows: PageWeight[] = [];
    for (const [, path] of PAGES) rows.push(await measure(`${origin}/`, path, browser));
    return rows;
  } finally {
    await browser.close();
  }
}

function medianPage(runs: LighthouseFigures[][], page: number) {
  const of = (f: (l: LighthouseFigures) => number) => median(runs.map((r) => f(r[page]!)).filter(Number.isFinite));
  const first = runs[0]![page]!;
  return {
    fcp: of((l) => l.fcpMs),
    lcp: of((l) => l.lcpMs),
    tbt: of((l) => l.tbtMs),
    scores: (['performance', 'accessibility', 'best-practices', 'seo'] as const).map((k) => of((l) => l.scores[k])).join('/'),
    notes: [...runs.flatMap((r) => r[page]!.failures), ...first.misses.map((m) => `${first.path}: ${m}`)],
  };
}

/** What `spec-10x.ts --json` prints on its last line. */
interface Spec10xFigures {
  real: { operations: number; webhooks: number; schemas: number };
  scaled: { operations: number; webhooks: number; schemas: number };
  steps: { step: string; realSeconds: number; scaledSeconds: number; ok: boolean; summary: string }[];
}

async function scaleFigures(app: string, runs: number) {
  const dir = mkdtempSync(join(os.tmpdir(), 'paydocs-site-10x-'));
  try {
    const out = execFileSync(process.execPath, [SPEC_10X, '--out', dir, '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const spec = JSON.parse(out.trim().split('\n').at(-1)!) as Spec10xFigures;
    const siteDir = join(dir, 'site');
    let build: BuildTiming | undefined;
    let buildError: string | undefined;
    try {
      // The site built from the 10x bundle: a config that passes it to the app's own docsConfig.
      const config = join(dir, 'astro.config.mjs');
      const appConfig = pathToFileURL(join(app, 'astro.config.mjs')).href;
      writeFileSync(
        config,
        `import { docsConfig } from ${JSON.stringify(appConfig)};\nexport default docsConfig({ specFile: ${JSON.stringify(join(dir, 'openapi.json'))} });\n`,
      );
      build = await cleanBuild(app, { outDir: siteDir, config });
    } catch (error) {
      buildError = error instanceof Error ? error.message.split('\n')[0] : String(error);
    }
    let apiSpec: { raw: number; gzip: number; pages: number; largest: { file: string; gzip: number } } | undefined;
    let lighthouse: LighthouseFigures[] = [];
    if (build) {
      const html = readFileSync(join(siteDir, 'api-spec.html'));
      // With the per-tag design, /api-spec is the index and each tag has a page under api-spec/.
      const tagPages = existsSync(join(siteDir, 'api-spec'))
        ? execFileSync('find', [join(siteDir, 'api-spec'), '-name', '*.html'], { encoding: 'utf8' })
            .trim()
            .split('\n')
            .filter(Boolean)
        : [];
      let largest = { file: 'api-spec.html', gzip: gzipSync(html, { level: 9 }).length };
      for (const file of tagPages) {
        const gzip = gzipSync(readFileSync(file), { level: 9 }).length;
        if (gzip > largest.gzip) largest = { file: file.slice(siteDir.length + 1), gzip };
      }
      apiSpec = { raw: html.length, gzip: gzipSync(html, { level: 9 }).length, pages: 1 + tagPages.length, largest };
      const server = await serveDist(siteDir);
      try {
        const paths = ['/api-spec', ...(largest.file !== 'api-spec.html' ? [`/${largest.file.replace(/\.html$/, '')}`] : [])];
        lighthouse = await runLighthouse(server.origin, paths, { runs, preset: 'mobile' });
      } finally {
        await server.close();
      }
    }
    return { spec, build, buildError, apiSpec, lighthouse };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function printBuilds(apps: AppFigures[]): void {
  if (!apps.some((a) => a.build)) return;
  console.log('\nClean build (astro build + search index)');
  const rows = [['app', 'astro build', 'search index', 'total', 'CPU', 'peak RSS', "Astro's phases"]];
  for (const a of apps) {
    if (!a.build) continue;
    const b = a.build;
    rows.push([
      a.label,
      seconds(b.astroSeconds),
      seconds(b.searchIndexSeconds),
      seconds(b.astroSeconds + b.searchIndexSeconds),
      seconds(b.cpuSeconds),
      gib(b.peakRssBytes),
      b.astroPhases.map((p) => p.replace(/^\S+ /, '')).join('; '),
    ]);
  }
  console.log(table(rows));
}

function printPages(apps: AppFigures[], runs: number): void {
  console.log(`\nPages: Lighthouse ${LIGHTHOUSE_VERSION} mobile, median of ${runs}; weights are gzip bytes loaded before any interaction`);
  const rows = [['page', 'app', 'FCP', 'LCP', 'TBT', 'perf/a11y/bp/seo', 'JS', 'CSS', 'HTML', 'prefetched ahead', 'requests']];
  const notes: string[] = [];
  PAGES.forEach(([label, path], i) => {
    for (const a of apps) {
      const l = medianPage(a.lighthouse, i);
      const w = a.weights[i]!;
      rows.push([
        `${label} (${path})`,
        a.label,
        ms(l.fcp),
        ms(l.lcp),
        ms(l.tbt),
        l.scores,
        kib(w.gzip.js),
        kib(w.gzip.css),
        kib(w.gzip.html),
        w.prefetched ? kib(w.prefetched) : '-',
        String(w.requests),
      ]);
      notes.push(...l.notes.map((n) => `${a.label}: ${n}`));
    }
  });
  console.log(table(rows));
  if (notes.length) console.log(`Below full score or failed:\n  ${notes.join('\n  ')}`);
}

function printReference(apps: AppFigures[]): void {
  console.log('\nInteractive reference');
  const rows = [['app', 'JS on scroll raw', 'gzip', 'lazy JS gzip', 'CSS gzip', 'usable after scroll', 'downloaded by the scroll (wire)']];
  for (const a of apps) {
    const eager = total(a.chunks.eager);
    const t = a.ttu.transferred;
    rows.push([
      a.label,
      kib(eager.raw),
      kib(eager.gzip),
      kib(total(a.chunks.lazy).gzip),
      kib(total(a.chunks.css).gzip),
      a.ttu.error ? `FAILED: ${a.ttu.error.slice(0, 60)}` : `${ms(a.ttu.ms)} (${a.ttu.runs.map(ms).join(', ')})`,
      `JS ${kib(t.js)}, CSS ${kib(t.css)}, JSON ${kib(t.json)}`,
    ]);
  }
  console.log(table(rows));
  console.log(
    `  (time-to-usable: CPU ${CPU_SLOWDOWN}x and Lighthouse's mobile network, from the scroll to Scalar's first operation with live controls)`,
  );
  for (const a of apps)
    console.log(`  ${a.label} chunks loaded on scroll: ${a.chunks.eager.map((c) => `${c.file} ${kib(c.gzip)}`).join(', ')}`);
}

async function main(): Promise<void> {
  const appDirs = (values.app?.length ? values.app : [THIS_APP]).map((a) => resolve(a));
  const runs = Number(values.runs);
  console.log(
    `site benchmark (${os.availableParallelism()} CPUs, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, Node ${process.version})`,
  );
  const apps: AppFigures[] = appDirs.map((app) => ({
    app,
    label: labelOf(app),
    dist: values['skip-build'] ? join(app, 'dist') : join(mkdtempSync(join(os.tmpdir(), `paydocs-bench-${labelOf(app)}-`)), 'dist'),
    lighthouse: [],
    weights: [],
    chunks: undefined as never,
    ttu: undefined as never,
  }));
  for (const a of apps) {
    if (!values['skip-build']) {
      try {
        a.build = await cleanBuild(a.app, { outDir: a.dist });
      } catch (error) {
        // Another build in the same checkout can break this one (shared .astro/): measure the
        // checkout's own dist/ (copied, so a rebuild cannot change it mid-run) and say so.
        console.error(
          `${a.label}: clean build failed (${error instanceof Error ? error.message.split('\n')[0] : error}); measuring a copy of ${a.app}/dist`,
        );
        cpSync(join(a.app, 'dist'), a.dist, { recursive: true });
      }
    }
    if (!existsSync(join(a.dist, 'index.html'))) throw new Error(`${a.dist} is missing: build the site or drop --skip-build`);
    a.chunks = referenceChunks(a.dist);
  }
  const servers: ServedDist[] = [];
  try {
    for (const a of apps) servers.push(await serveDist(a.dist));
    for (let run = 0; run < runs; run++) {
      for (const [i, a] of apps.entries())
        a.lighthouse.push(
          await runLighthouse(
            servers[i]!.origin,
            PAGES.map(([, p]) => p),
            { runs: 1, preset: 'mobile' },
          ),
        );
    }
    for (const [i, a] of apps.entries()) a.weights = await weights(servers[i]!.origin);
    const ttuRuns: ReferenceTtu[][] = apps.map(() => []);
    for (let run = 0; run < runs; run++) {
      for (const [i] of apps.entries()) ttuRuns[i]!.push(await referenceTimeToUsable(servers[i]!.origin, 1));
    }
    apps.forEach((a, i) => {
      const all = ttuRuns[i]!;
      const times = all.flatMap((t) => t.runs);
      a.ttu = { ms: median(times), runs: times, transferred: all.at(-1)!.transferred, error: all.find((t) => t.error)?.error };
    });
  } finally {
    for (const s of servers) await s.close();
    if (!values['skip-build']) for (const a of apps) rmSync(dirname(a.dist), { recursive: true, force: true });
  }
  printBuilds(apps);
  printPages(apps, runs);
  printReference(apps);

  let scale: Awaited<ReturnType<typeof scaleFigures>> | undefined;
  if (values.scale) {
    const app = apps.at(-1)!.app;
    scale = await scaleFigures(app, runs);
    const { spec } = scale;
    console.log(
      `\n10x spec (${labelOf(app)} app): ${spec.scaled.operations} operations, ${spec.scaled.webhooks} webhooks, ${spec.scaled.schemas} schemas (ours ${spec.real.operations}/${spec.real.webhooks}/${spec.real.schemas})`,
    );
    console.log(
      table([
        ['step', 'ours', '10x', 'ratio', 'outcome at 10x'],
        ...spec.steps.map((s) => [
          s.step,
          seconds(s.realSeconds),
          seconds(s.scaledSeconds),
          `${(s.scaledSeconds / s.realSeconds).toFixed(1)}x`,
          `${s.ok ? 'ok' : 'FAILED'}: ${s.summary}`.slice(0, 120),
        ]),
      ]),
    );
    if (scale.build)
      console.log(
        `10x site build: astro build ${seconds(scale.build.astroSeconds)} + search index ${seconds(scale.build.searchIndexSeconds)}`,
      );
    else console.log(`10x site build FAILED: ${scale.buildError}`);
    if (scale.apiSpec) {
      const a = scale.apiSpec;
      console.log(
        `10x /api-spec HTML: ${kib(a.raw)} raw, ${kib(a.gzip)} gzip; ${a.pages} reference page(s), largest ${a.largest.file} ${kib(a.largest.gzip)} gzip`,
      );
    }
    for (const l of scale.lighthouse)
      console.log(`10x ${l.path}: FCP ${ms(l.fcpMs)}, LCP ${ms(l.lcpMs)}, TBT ${ms(l.tbtMs)}, scores ${Object.values(l.scores).join('/')}`);
  }
  if (values.json) writeFileSync(values.json, JSON.stringify({ apps, scale }, null, 2));
}

main().catch((error) => {
  console.error(`bench/site: ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
});

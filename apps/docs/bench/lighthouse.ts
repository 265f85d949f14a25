// Benchmark, not a test: builds nothing, serves the built site and runs Lighthouse on the home page,
// a long guide, a category index, the reference overview /api-spec, a reference tag page and the
// largest operation page, printing the four category scores with FCP, LCP, TBT, CLS and page weight
// side by side (lib/lighthouse-runner.ts installs Lighthouse on first use). Several --app folders (each holding a built dist/, e.g. a copy of
// main's build and this checkout) are measured in turn inside every run (A, B, A, B...), so load from
// other work on the machine falls on both alike; each figure is the median over the runs.
//   node bench/lighthouse.ts [--runs 1] [--preset mobile|desktop] [--app <apps/docs dir>]...
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { LIGHTHOUSE_VERSION, type LighthouseFigures, runLighthouse } from './lib/lighthouse-runner.ts';
import { type ServedDist, serveDist } from './lib/serve.ts';
import { kib, median, ms, table } from './lib/stats.ts';

const PAGES = [
  ['home', '/'],
  ['long guide', '/apiFundamentals'],
  ['category', '/category/api-fundamentals'],
  ['reference', '/api-spec'],
  ['tag page', '/api-spec/payments'],
  ['operation page', '/api-spec/payments/createPayment'],
] as const;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    preset: { type: 'string', default: 'mobile' },
    app: { type: 'string', multiple: true },
  },
});

/** One page's figures over the runs: medians, the score misses and failures of every run. */
function medianOf(runs: LighthouseFigures[]): string[] {
  const of = (f: (l: LighthouseFigures) => number) => median(runs.map(f).filter(Number.isFinite));
  const score = (id: keyof LighthouseFigures['scores']) => String(of((l) => l.scores[id]));
  return [
    score('performance'),
    score('accessibility'),
    score('best-practices'),
    score('seo'),
    `${ms(of((l) => l.fcpMs))} (${runs.map((l) => Math.round(l.fcpMs)).join(', ')})`,
    ms(of((l) => l.lcpMs)),
    ms(of((l) => l.tbtMs)),
    of((l) => l.cls).toFixed(3),
    kib(of((l) => l.weightBytes)),
    String(of((l) => l.requests)),
  ];
}

async function main(): Promise<void> {
  const apps = (values.app?.length ? values.app : [join(import.meta.dirname, '..')]).map((app) => resolve(app));
  const runs = Number(values.runs);
  const preset = values.preset === 'desktop' ? 'desktop' : 'mobile';
  for (const app of apps) {
    if (!existsSync(join(app, 'dist', 'index.html')))
      throw new Error(`${join(app, 'dist')} is missing: run \`pnpm turbo run build\` first`);
  }
  const servers: ServedDist[] = [];
  // figures[app][run][page]
  const figures: LighthouseFigures[][][] = apps.map(() => []);
  try {
    for (const app of apps) servers.push(await serveDist(join(app, 'dist')));
    for (let run = 0; run < runs; run++) {
      for (const [i, server] of servers.entries()) {
        figures[i]!.push(
          await runLighthouse(
            server.origin,
            PAGES.map(([, path]) => path),
            { runs: 1, preset },
          ),
        );
      }
    }
  } finally {
    for (const server of servers) await server.close();
  }
  console.log(`Lighthouse ${LIGHTHOUSE_VERSION}, ${preset} preset, median of ${runs} run(s) (FCP of each run in brackets)`);
  const rows = [['page', 'app', 'perf', 'a11y', 'best-pr', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'weight', 'requests']];
  const notes: string[] = [];
  PAGES.forEach(([label, path], page) => {
    apps.forEach((app, i) => {
      const perRun = figures[i]!.map((run) => run[page]!);
      rows.push([`${label} (${path})`, app, ...medianOf(perRun)]);
      notes.push(...perRun.flatMap((f) => [...f.failures, ...f.misses.map((m) => `${app} ${f.path}: ${m}`)]));
    });
  });
  console.log(table(rows));
  if (notes.length) console.log(`\nAudits below full score or failed runs:\n${[...new Set(notes)].join('\n')}`);
}

main().catch((error) => {
  console.error(`bench/lighthouse: ${error.message}`);
  process.exit(1);
});

// Benchmark, not a test: builds nothing, serves the built site and runs Lighthouse on the home page,
// a long guide and /api-spec, printing the four category scores with FCP, LCP, TBT, CLS and page
// weight side by side (lib/lighthouse-runner.ts installs Lighthouse on first use).
//   node bench/lighthouse.ts [--runs 1] [--preset mobile|desktop] [--app <apps/docs dir>]
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { LIGHTHOUSE_VERSION, runLighthouse } from './lib/lighthouse-runner.ts';
import { serveDist } from './lib/serve.ts';
import { kib, ms, table } from './lib/stats.ts';

const PAGES = [
  ['home', '/'],
  ['long guide', '/apiFundamentals'],
  ['reference', '/api-spec'],
] as const;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    preset: { type: 'string', default: 'mobile' },
    app: { type: 'string', default: join(import.meta.dirname, '..') },
  },
});

async function main(): Promise<void> {
  const dist = join(resolve(values.app), 'dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} is missing: run \`pnpm turbo run build\` first`);
  const preset = values.preset === 'desktop' ? 'desktop' : 'mobile';
  const server = await serveDist(dist);
  try {
    const figures = await runLighthouse(
      server.origin,
      PAGES.map(([, path]) => path),
      { runs: Number(values.runs), preset },
    );
    console.log(`Lighthouse ${LIGHTHOUSE_VERSION}, ${preset} preset, median of ${values.runs} run(s), ${dist}`);
    const rows = [['page', 'perf', 'a11y', 'best-pr', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'weight', 'requests']];
    figures.forEach((f, i) => {
      rows.push([
        `${PAGES[i]![0]} (${f.path})`,
        String(f.scores.performance),
        String(f.scores.accessibility),
        String(f.scores['best-practices']),
        String(f.scores.seo),
        ms(f.fcpMs),
        ms(f.lcpMs),
        ms(f.tbtMs),
        f.cls.toFixed(3),
        kib(f.weightBytes),
        String(f.requests),
      ]);
    });
    console.log(table(rows));
    const notes = figures.flatMap((f) => [...f.failures, ...f.misses.map((m) => `${f.path}: ${m}`)]);
    if (notes.length) console.log(`\nAudits below full score or failed runs:\n${notes.join('\n')}`);
  } finally {
    await server.close();
  }
}

main().catch((error) => {
  console.error(`bench/lighthouse: ${error.message}`);
  process.exit(1);
});

// The site build beside the Starlight peer's (`pnpm bench:build` from the root; prints figures, not a
// test): clean builds of this app (`astro build` + the search index, as `pnpm build`) and of the
// Starlight + starlight-openapi site generated from our content (bench/peers/starlight.ts, whose
// `astro build` includes its Pagefind index), alternating (ours, Starlight, ours, ...) so load from
// other work on the machine falls on both alike. Prints each run and the median of each figure: wall
// time, CPU time (user + system) and peak memory, and our ratios to the peer against issue 40's
// targets (wall at most 1.2x, CPU at most 1.5x).
//   node apps/docs/bench/build.ts [--runs 3]
// Needs a built site first (the peer's content is our dist/); installs the peer on first use.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type BuildTiming, cleanAstroBuild, cleanBuild } from './lib/build-timing.ts';
import { gib, median, seconds, table } from './lib/stats.ts';
import { readOurContent } from './peers/peer-site.ts';
import { buildStarlight } from './peers/starlight.ts';

const THIS_APP = resolve(import.meta.dirname, '..');
const TARGETS = { wall: 1.2, cpu: 1.5 };

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });

interface Run {
  seconds: number;
  cpuSeconds: number;
  peakRssBytes: number;
  phases: string[];
}

const ofOurs = (b: BuildTiming): Run => ({
  seconds: b.astroSeconds + b.searchIndexSeconds,
  cpuSeconds: b.cpuSeconds,
  peakRssBytes: b.peakRssBytes,
  phases: [...b.astroPhases, `search index ${seconds(b.searchIndexSeconds)}`],
});

async function main(): Promise<void> {
  const runs = Number(values.runs);
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  console.log(`build benchmark (${os.availableParallelism()} CPUs, load ${load()}, Node ${process.version})`);
  const peer = buildStarlight(readOurContent(join(THIS_APP, 'dist')));
  const ourOut = join(mkdtempSync(join(os.tmpdir(), 'paydocs-bench-build-')), 'dist');
  const sites = { ours: [] as Run[], starlight: [] as Run[] };
  try {
    for (let run = 1; run <= runs; run++) {
      console.error(`run ${run}/${runs}: ours`);
      sites.ours.push(ofOurs(await cleanBuild(THIS_APP, { outDir: ourOut })));
      console.error(`run ${run}/${runs}: starlight`);
      sites.starlight.push(await cleanAstroBuild(dirname(peer.dist), peer.dist));
    }
  } finally {
    rmSync(dirname(ourOut), { recursive: true, force: true });
  }
  const rows = [['site', 'run', 'wall', 'CPU (user+sys)', 'peak RSS']];
  for (const [site, list] of Object.entries(sites)) {
    for (const [i, r] of list.entries()) rows.push([site, String(i + 1), seconds(r.seconds), seconds(r.cpuSeconds), gib(r.peakRssBytes)]);
    const m = (f: (r: Run) => number) => median(list.map(f));
    rows.push([site, 'median', seconds(m((r) => r.seconds)), seconds(m((r) => r.cpuSeconds)), gib(m((r) => r.peakRssBytes))]);
  }
  console.log(`\nClean site build, ours (astro build + search index) and ${peer.versions}, alternating, load now ${load()}`);
  console.log(table(rows));
  const ratio = (f: (r: Run) => number) => median(sites.ours.map(f)) / median(sites.starlight.map(f));
  const wall = ratio((r) => r.seconds);
  const cpu = ratio((r) => r.cpuSeconds);
  console.log(
    `ours / starlight (medians): wall ${wall.toFixed(2)}x (target <= ${TARGETS.wall}x: ${wall <= TARGETS.wall ? 'met' : 'not met'}), ` +
      `CPU ${cpu.toFixed(2)}x (target <= ${TARGETS.cpu}x: ${cpu <= TARGETS.cpu ? 'met' : 'not met'}), peak RSS ${ratio((r) => r.peakRssBytes).toFixed(2)}x`,
  );
  for (const [site, list] of Object.entries(sites)) console.log(`${site}'s phases (last run): ${list.at(-1)!.phases.join('; ')}`);
}

main().catch((error) => {
  console.error(`bench/build: ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
});

// Benchmark, not a test: builds nothing of ours, serves the built site and runs Lighthouse on the home
// page, a long guide, a category index, the reference overview /api-spec, a reference tag page, the
// largest operation page and Scalar's full-page explorer, printing the four category scores with FCP, LCP, TBT, CLS and page weight side by
// side (lib/lighthouse-runner.ts installs Lighthouse on first use). Several --app folders (each holding a
// built dist/, e.g. a copy of main's build and this checkout) are measured in turn inside every run
// (A, B, A, B...), so load from other work on the machine falls on all alike; each figure is the
// median over the runs. --peers (or --peer <name>...) adds peer sites generated from our content
// (peers/: Docusaurus, Starlight, Redoc; installed and built on first use), served by the same server
// and interleaved the same way, and prints per page type the first paint of every site, the fastest
// peer and whether we paint at or under it.
//   node bench/lighthouse.ts [--runs 1] [--preset mobile|desktop] [--app <apps/docs dir>]... [--peers | --peer <name>...]
//     [--page <page type>...]
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { LIGHTHOUSE_VERSION, type LighthouseFigures, runLighthouse } from './lib/lighthouse-runner.ts';
import { type ServedDist, serveDist } from './lib/serve.ts';
import { kib, median, ms, table } from './lib/stats.ts';
import { buildPeers, PEER_NAMES } from './peers/index.ts';
import { PAGE_TYPES, type PageType } from './peers/peer-site.ts';

const OUR_PATHS: Record<PageType, string> = {
  home: '/',
  'long guide': '/apiFundamentals',
  category: '/category/api-fundamentals',
  reference: '/api-spec',
  'tag page': '/api-spec/payments',
  'operation page': '/api-spec/payments/createPayment',
  // Scalar's full-page explorer; no peer has a page of this type.
  explorer: '/api-spec/explorer',
};

/** A site to measure: one of our --app builds or a peer, with the path of each page type it has. */
interface Site {
  name: string;
  dist: string;
  paths: Partial<Record<PageType, string>>;
  peer: boolean;
}

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    preset: { type: 'string', default: 'mobile' },
    app: { type: 'string', multiple: true },
    peers: { type: 'boolean', default: false },
    peer: { type: 'string', multiple: true },
    // Only these page types (e.g. --page explorer); all by default.
    page: { type: 'string', multiple: true },
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

const medianFcp = (runs: LighthouseFigures[]) => median(runs.map((l) => l.fcpMs).filter(Number.isFinite));

/** Per page type: FCP of every site ("—" where a peer has no such page), the fastest peer, and our verdict. */
function comparison(sites: Site[], fcp: (site: number, type: PageType) => number): string {
  const ours = sites.filter((site) => !site.peer);
  const rows = [['page type', ...sites.map((site) => site.name), 'fastest peer', ...ours.map((site) => `${site.name} at or under it?`)]];
  for (const type of PAGE_TYPES) {
    const cells = sites.map((site, i) => (site.paths[type] === undefined ? '—' : ms(fcp(i, type))));
    const peers = sites.flatMap((site, i) => (site.peer && site.paths[type] !== undefined ? [{ name: site.name, fcp: fcp(i, type) }] : []));
    const fastest = peers.filter((peer) => Number.isFinite(peer.fcp)).sort((a, b) => a.fcp - b.fcp)[0];
    const verdicts = ours.map((site) => {
      const own = fcp(sites.indexOf(site), type);
      if (!fastest || !Number.isFinite(own)) return '—';
      const delta = Math.round(own - fastest.fcp);
      return `${own <= fastest.fcp ? 'yes' : 'no'} (${delta > 0 ? '+' : ''}${delta} ms)`;
    });
    rows.push([type, ...cells, fastest ? `${fastest.name} ${ms(fastest.fcp)}` : '—', ...verdicts]);
  }
  return table(rows);
}

async function main(): Promise<void> {
  const apps = (values.app?.length ? values.app : [join(import.meta.dirname, '..')]).map((app) => resolve(app));
  const runs = Number(values.runs);
  const unknownPages = (values.page ?? []).filter((page) => !(PAGE_TYPES as readonly string[]).includes(page));
  if (unknownPages.length) throw new Error(`--page ${unknownPages.join(', ')}: expected one of ${PAGE_TYPES.join(', ')}`);
  const preset = values.preset === 'desktop' ? 'desktop' : 'mobile';
  for (const app of apps) {
    if (!existsSync(join(app, 'dist', 'index.html')))
      throw new Error(`${join(app, 'dist')} is missing: run \`pnpm turbo run build\` first`);
  }
  const sites: Site[] = apps.map((app) => ({
    name: relative(process.cwd(), app) || '.',
    dist: join(app, 'dist'),
    paths: OUR_PATHS,
    peer: false,
  }));
  // The peers are generated from the first app's build (this checkout's by default).
  const peerNames = values.peer?.length ? values.peer : values.peers ? PEER_NAMES : [];
  const peers = buildPeers(peerNames, join(apps[0]!, 'dist'));
  sites.push(...peers.map((peer) => ({ name: peer.name, dist: peer.dist, paths: peer.paths, peer: true })));
  const loadBefore = loadavg();
  const servers: ServedDist[] = [];
  // figures[site][run][page type]
  const figures: Partial<Record<PageType, LighthouseFigures>>[][] = sites.map(() => []);
  try {
    for (const site of sites) servers.push(await serveDist(site.dist));
    for (let run = 0; run < runs; run++) {
      for (const [i, site] of sites.entries()) {
        const types = PAGE_TYPES.filter((type) => site.paths[type] !== undefined && (!values.page?.length || values.page.includes(type)));
        const results = await runLighthouse(
          servers[i]!.origin,
          types.map((type) => site.paths[type]!),
          { runs: 1, preset },
        );
        figures[i]!.push(Object.fromEntries(types.map((type, page) => [type, results[page]!])));
      }
    }
  } finally {
    for (const server of servers) await server.close();
  }
  const load = (avg: number[]) => avg.map((n) => n.toFixed(2)).join(' ');
  console.log(`Lighthouse ${LIGHTHOUSE_VERSION}, ${preset} preset, median of ${runs} run(s) (FCP of each run in brackets)`);
  console.log(`load average (1, 5, 15 min): ${load(loadBefore)} before, ${load(loadavg())} after`);
  for (const peer of peers) console.log(`peer ${peer.name}: ${peer.versions}`);
  const rows = [['page', 'site', 'path', 'perf', 'a11y', 'best-pr', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'weight', 'requests']];
  const notes: string[] = [];
  const runsOf = (site: number, type: PageType) => figures[site]!.flatMap((run) => run[type] ?? []);
  for (const type of PAGE_TYPES) {
    sites.forEach((site, i) => {
      const path = site.paths[type];
      if (path === undefined || !runsOf(i, type).length) return;
      rows.push([type, site.name, path, ...medianOf(runsOf(i, type))]);
      notes.push(
        ...runsOf(i, type).flatMap((f) => [...f.failures, ...f.misses.map((m) => `${f.path}: ${m}`)].map((m) => `${site.name} ${m}`)),
      );
    });
  }
  console.log(table(rows));
  if (peers.length)
    console.log(`\nFirst contentful paint, median of ${runs}:\n${comparison(sites, (i, type) => medianFcp(runsOf(i, type)))}`);
  if (notes.length) console.log(`\nAudits below full score or failed runs:\n${[...new Set(notes)].join('\n')}`);
}

main().catch((error) => {
  console.error(`bench/lighthouse: ${error.message}`);
  process.exit(1);
});

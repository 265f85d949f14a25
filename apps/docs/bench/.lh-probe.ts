import { runLighthouse } from './lib/lighthouse-runner.ts';
import { serveDist } from './lib/serve.ts';
const d = process.argv[2]!; const pages = process.argv.slice(3);
const s = await serveDist(d);
const r = await runLighthouse(s.origin, pages, { runs: 1, preset: 'mobile' });
console.log(d, r.map((x) => `${x.path} fcp ${Math.round(x.fcpMs)} lcp ${Math.round(x.lcpMs)} tbt ${Math.round(x.tbtMs)} ${Object.values(x.scores).join('/')} ${x.misses.join(';')} ${x.failures.join(';')}`));
await s.close();

// Clean build of a docs app, timed by phase: `astro build` (MDX, Shiki, every page including the
// reference) and the search index (paydocs-search-index), with the CPU time and peak memory of both
// (lib/measure-process.ts). "Clean" drops dist/ and Astro's and Vite's caches first, so the figure is
// what CI pays. Runs the app's own binaries, so a pre-change checkout is timed with its own Astro.
// Options let the scale benchmark build another spec into another folder; `cleanAstroBuild` alone
// times a peer's Astro build (bench/build.ts).
import { rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { measureProcess, type ProcessCost } from './measure-process.ts';

export interface BuildTiming {
  astroSeconds: number;
  searchIndexSeconds: number;
  /** user + system over both steps */
  cpuSeconds: number;
  /** the larger step's peak resident memory */
  peakRssBytes: number;
  /** Astro's own per-phase lines ("[build] ... in 12.3s"), for the profile. */
  astroPhases: string[];
}

const CACHES = ['.astro', 'node_modules/.astro', 'node_modules/.vite'];
const ENV = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };

/** `astro build` in `dir` after dropping `outDir` and Astro's and Vite's caches; its cost and phase lines. */
export async function cleanAstroBuild(dir: string, outDir: string, args: string[] = []): Promise<ProcessCost & { phases: string[] }> {
  rmSync(outDir, { recursive: true, force: true });
  for (const cache of CACHES) rmSync(join(dir, cache), { recursive: true, force: true });
  const cost = await measureProcess(join(dir, 'node_modules/.bin/astro'), ['build', ...args], { cwd: dir, env: ENV });
  // Astro prints e.g. "12:01:02 [build] 212 page(s) built in 18.52s" and "[vite] ✓ built in 9.8s".
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colours from Astro's log
  const plain = cost.stdout.replace(/\x1b\[[0-9;]*m/g, '');
  const phases = plain
    .split('\n')
    .filter((line) => /built in|Completed in|generating static routes|Collecting build info/.test(line))
    .map((line) => line.trim());
  return { ...cost, phases };
}

/** `config`: another Astro config file to build with (the 10x benchmark's, which names its spec). */
export async function cleanBuild(app: string, options: { outDir?: string; config?: string } = {}): Promise<BuildTiming> {
  const outDir = options.outDir ?? join(app, 'dist');
  // Astro joins --config to its root (path.join), so an absolute path is given relative to the app.
  const config = options.config ? ['--config', relative(app, options.config)] : [];
  const astro = await cleanAstroBuild(app, outDir, [...config, ...(options.outDir ? ['--outDir', options.outDir] : [])]);
  const index = await measureProcess(join(app, 'node_modules/.bin/paydocs-search-index'), [outDir], { cwd: app, env: ENV });
  return {
    astroSeconds: astro.seconds,
    searchIndexSeconds: index.seconds,
    cpuSeconds: astro.cpuSeconds + index.cpuSeconds,
    peakRssBytes: Math.max(astro.peakRssBytes, index.peakRssBytes),
    astroPhases: astro.phases,
  };
}

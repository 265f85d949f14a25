// Clean build of a docs app, timed by phase: `astro build` (MDX, Shiki, every page including the
// reference; since 2026-11-28 its post-build step writes the search index too) and, in a checkout from before, the
// separate search index command (paydocs-search-index), with the CPU time and peak memory of both
// (lib/measure-process.ts). "Clean" drops dist/ and Astro's and Vite's caches first, so the figure is
// what CI pays. Runs the app's own binaries, so a pre-change checkout is timed with its own Astro.
// Options let the scale benchmark build another spec into another folder; `cleanAstroBuild` alone
// times a peer's Astro build, `cleanScriptBuild` the app's own `pnpm build` (bench/build.ts).
import { existsSync, rmSync } from 'node:fs';
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

/** Astro's own per-phase lines of a build log, e.g. "[build] 212 page(s) built in 18.52s", "[vite] ✓ built in 9.8s". */
export function astroPhases(log: string): string[] {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colours from Astro's log
  const plain = log.replace(/\x1b\[[0-9;]*m/g, '');
  return plain
    .split('\n')
    .filter((line) => /built in|Completed in|generating static routes|Collecting build info/.test(line))
    .map((line) => line.trim());
}

/** Drops `outDir` and Astro's and Vite's caches in `dir`, so the next build pays what CI pays. */
function dropBuild(dir: string, outDir: string): void {
  rmSync(outDir, { recursive: true, force: true });
  for (const cache of CACHES) rmSync(join(dir, cache), { recursive: true, force: true });
}

/** The app's own `pnpm build` (its Node flags included) into its dist/, clean: what CI and turbo run. */
export async function cleanScriptBuild(app: string): Promise<ProcessCost> {
  dropBuild(app, join(app, 'dist'));
  return measureProcess('pnpm', ['run', '--silent', 'build'], { cwd: app, env: ENV });
}

/** `astro build` in `dir` after dropping `outDir` and Astro's and Vite's caches; its cost and phase lines. */
export async function cleanAstroBuild(dir: string, outDir: string, args: string[] = []): Promise<ProcessCost & { phases: string[] }> {
  dropBuild(dir, outDir);
  const cost = await measureProcess(join(dir, 'node_modules/.bin/astro'), ['build', ...args], { cwd: dir, env: ENV });
  return { ...cost, phases: astroPhases(cost.stdout) };
}

/** `config`: another Astro config file to build with (the 10x benchmark's, which names its spec). */
export async function cleanBuild(app: string, options: { outDir?: string; config?: string } = {}): Promise<BuildTiming> {
  const outDir = options.outDir ?? join(app, 'dist');
  // Astro joins --config to its root (path.join), so an absolute path is given relative to the app.
  const config = options.config ? ['--config', relative(app, options.config)] : [];
  const astro = await cleanAstroBuild(app, outDir, [...config, ...(options.outDir ? ['--outDir', options.outDir] : [])]);
  const searchIndexBin = join(app, 'node_modules/.bin/paydocs-search-index');
  const index = existsSync(searchIndexBin)
    ? await measureProcess(searchIndexBin, [outDir], { cwd: app, env: ENV })
    : { seconds: 0, cpuSeconds: 0, peakRssBytes: 0 };
  return {
    astroSeconds: astro.seconds,
    searchIndexSeconds: index.seconds,
    cpuSeconds: astro.cpuSeconds + index.cpuSeconds,
    peakRssBytes: Math.max(astro.peakRssBytes, index.peakRssBytes),
    astroPhases: astro.phases,
  };
}

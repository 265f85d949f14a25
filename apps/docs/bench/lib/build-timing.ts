// Clean build of a docs app, timed by phase: `astro build` (MDX, Shiki, every page including the
// reference) and the search index (paydocs-search-index). "Clean" drops dist/ and Astro's and Vite's caches first, so the
// figure is what CI pays. Runs the app's own binaries, so a pre-change checkout is timed with its
// own Astro. Options let the scale benchmark build another spec into another folder.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface BuildTiming {
  astroSeconds: number;
  searchIndexSeconds: number;
  /** Astro's own per-phase lines ("[build] ... in 12.3s"), for the profile. */
  astroPhases: string[];
}

const CACHES = ['.astro', 'node_modules/.astro', 'node_modules/.vite'];

/** `config`: another Astro config file to build with (the 10x benchmark's, which names its spec). */
export function cleanBuild(app: string, options: { outDir?: string; config?: string } = {}): BuildTiming {
  const outDir = options.outDir ?? join(app, 'dist');
  rmSync(outDir, { recursive: true, force: true });
  for (const cache of CACHES) rmSync(join(app, cache), { recursive: true, force: true });
  const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
  const bin = (name: string) => join(app, 'node_modules/.bin', name);
  let started = performance.now();
  // Astro joins --config to its root (path.join), so an absolute path is given relative to the app.
  const config = options.config ? ['--config', relative(app, options.config)] : [];
  const args = ['build', ...config, ...(options.outDir ? ['--outDir', options.outDir] : [])];
  const log = execFileSync(bin('astro'), args, {
    cwd: app,
    env,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const astroSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  execFileSync(bin('paydocs-search-index'), [outDir], {
    cwd: app,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const searchIndexSeconds = (performance.now() - started) / 1000;
  // Astro prints e.g. "12:01:02 [build] 212 page(s) built in 18.52s" and "[vite] ✓ built in 9.8s".
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colours from Astro's log
  const plain = log.replace(/\x1b\[[0-9;]*m/g, '');
  const astroPhases = plain
    .split('\n')
    .filter((line) => /built in|Completed in|generating static routes|Collecting build info/.test(line))
    .map((line) => line.trim());
  return { astroSeconds, searchIndexSeconds, astroPhases };
}

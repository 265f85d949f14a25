// A bundle older than the YAML it was made from describes an API the YAML no longer does: a check that reads it
// passes or fails on stale input and nothing says so. The commands bundle the YAML themselves; when handed a bundle
// (`--spec`) that sits in a spec's `dist/` folder, they refuse it if any file of that split spec (spec-files.ts) is newer, naming it.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { specFiles } from '../spec-files.ts';

/** The newest file of the split spec whose bundle is `bundleFile` (`<spec>/dist/openapi.json`) if it is newer; else undefined. */
export function newerSource(bundleFile: string): string | undefined {
  const dist = path.dirname(path.resolve(bundleFile));
  const rootFile = path.join(path.dirname(dist), 'openapi.yaml');
  if (path.basename(dist) !== 'dist' || !existsSync(rootFile) || !existsSync(bundleFile)) return undefined;
  const built = statSync(bundleFile).mtimeMs;
  let newest: { file: string; mtime: number } | undefined;
  for (const file of specFiles(rootFile)) {
    const mtime = statSync(file).mtimeMs;
    if (mtime > built && (!newest || mtime > newest.mtime)) newest = { file, mtime };
  }
  return newest?.file;
}

/** Throws when `bundleFile` is older than a YAML file of its spec, naming both and what to run. */
export function assertFreshBundle(bundleFile: string, cwd: string = process.cwd()): void {
  const source = newerSource(bundleFile);
  if (!source) return;
  const rel = (file: string) => path.relative(cwd, file) || file;
  throw new Error(
    `${rel(bundleFile)} is older than ${rel(source)} (edited since the last bundle): run \`pnpm spec bundle\`, or leave out --spec to check the YAML as it is now`,
  );
}

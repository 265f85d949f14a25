// The built pages the post-build steps read and rewrite, and the URL paths the site and its
// hashed assets are served under.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { baseDir } from '@paydocs/spec-access/urls';

export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

/** The URL path the site is served under, with a final slash: `/`, or `/docs/` under a base path. */
export function basePath(config: { base: string }): string {
  return baseDir(config.base);
}

/** The URL path of the build's hashed assets, e.g. `/_astro/` or `/docs/_astro/` under a base path. */
export function assetsPath(config: { base: string; build: { assets: string } }): string {
  return `${basePath(config)}${config.build.assets}/`;
}

// The files of a split spec, in one place: the root document, then every file under paths/, components/ and
// webhooks/ beside it, folder by folder in name order. Gaps, the constraint trace, lint's orphan check and the
// bundle's freshness check all read this set.
import { globSync } from 'node:fs';
import path from 'node:path';

export const SPEC_FOLDERS = ['paths', 'components', 'webhooks'];

/** Absolute paths: `rootFile` first, then the files of SPEC_FOLDERS with one of `extensions`. */
export function specFiles(rootFile: string, extensions = 'yaml,yml'): string[] {
  const dir = path.dirname(rootFile);
  const under = (folder: string) => globSync(`${folder}/**/*.{${extensions}}`, { cwd: dir }).sort();
  return [rootFile, ...SPEC_FOLDERS.flatMap(under).map((file) => path.join(dir, file))];
}

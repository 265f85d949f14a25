// Reads pending changesets (.changeset/*.md) and reports the bump each names for a package.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Bump = 'major' | 'minor' | 'patch';

/** Lowest first. */
const ORDER: Bump[] = ['patch', 'minor', 'major'];

export interface Changeset {
  /** Where it is: `<changesetDir>/<name>.md`. */
  path: string;
  file: string;
  /** The `"package": bump` lines of its front matter, in order; none when the file does not open with front matter. */
  releases: { name: string; bump: Bump }[];
  /** The words below the front matter, trimmed; undefined without front matter. */
  summary: string | undefined;
}

/** A changeset's file name: any `*.md` of the folder but its README. */
export const isChangesetFile = (name: string): boolean => name.endsWith('.md') && name !== 'README.md';

/** The changesets of a folder (`*.md` but README.md), by file name; none when the folder does not exist. */
export function readChangesets(changesetDir: string): Changeset[] {
  if (!existsSync(changesetDir)) return [];
  const files = readdirSync(changesetDir).filter(isChangesetFile);
  return files.sort().map((file) => {
    const path = join(changesetDir, file);
    const [, front = '', summary] = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(readFileSync(path, 'utf8')) ?? [];
    const releases = front.split(/\r?\n/).flatMap((line) => {
      const m = /^\s*["']?([^"':]+)["']?\s*:\s*(major|minor|patch)\s*$/.exec(line);
      return m ? [{ name: m[1] as string, bump: m[2] as Bump }] : [];
    });
    return { path, file, releases, summary: summary?.trim() };
  });
}

/** The bump each changeset file of the folder names for `pkg` (file name -> bump); files that do not name it are left out. */
export function changesetBumps(changesetDir: string, pkg: string): Map<string, Bump> {
  const bumps = new Map<string, Bump>();
  for (const { file, releases } of readChangesets(changesetDir)) {
    for (const { name, bump } of releases) if (name === pkg) bumps.set(file, highest([bumps.get(file), bump]) as Bump);
  }
  return bumps;
}

/** The highest of the bumps given, or undefined when none is. */
export function highest(bumps: (Bump | undefined)[]): Bump | undefined {
  return ORDER.findLast((bump) => bumps.includes(bump));
}

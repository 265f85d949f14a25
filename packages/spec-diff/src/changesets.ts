// Reads pending changesets (.changeset/*.md) and reports the bump each names for a package.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Bump = 'major' | 'minor' | 'patch';

const ORDER: Bump[] = ['patch', 'minor', 'major'];

/** The changeset files of a folder (`*.md` but README.md), sorted. */
export function changesetFiles(changesetDir: string): string[] {
  return readdirSync(changesetDir)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .sort();
}

/** The `"package": bump` lines of a changeset's front matter (which must open the file), in order. */
export function frontMatterBumps(text: string): { name: string; bump: Bump }[] {
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  return front.split(/\r?\n/).flatMap((line) => {
    const m = /^\s*["']?([^"':]+)["']?\s*:\s*(major|minor|patch)\s*$/.exec(line);
    return m ? [{ name: m[1] as string, bump: m[2] as Bump }] : [];
  });
}

/** The bump each changeset file of the folder names for `pkg` (file name -> bump); files that do not name it are left out. */
export function changesetBumps(changesetDir: string, pkg: string): Map<string, Bump> {
  const bumps = new Map<string, Bump>();
  for (const file of changesetFiles(changesetDir)) {
    for (const { name, bump } of frontMatterBumps(readFileSync(join(changesetDir, file), 'utf8'))) {
      if (name === pkg) bumps.set(file, highest([bumps.get(file), bump]) as Bump);
    }
  }
  return bumps;
}

/** The highest of the bumps given, or undefined when none is. */
export function highest(bumps: (Bump | undefined)[]): Bump | undefined {
  let top: Bump | undefined;
  for (const bump of bumps) if (bump && (!top || ORDER.indexOf(bump) > ORDER.indexOf(top))) top = bump;
  return top;
}

/**
 * The highest bump pending for `pkg` in the changeset folder, or undefined when none names it. Files named in
 * `except` (the changesets already on the branch's base) do not count.
 */
export function pendingBump(changesetDir: string, pkg: string, except: ReadonlySet<string> = new Set()): Bump | undefined {
  return highest([...changesetBumps(changesetDir, pkg)].filter(([file]) => !except.has(file)).map(([, bump]) => bump));
}

// Reads pending changesets (.changeset/*.md) and reports the bump each names for a package.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Bump = 'major' | 'minor' | 'patch';

/** The highest bump pending for `pkg` in the changeset folder, or undefined when none names it. */
export function pendingBump(changesetDir: string, pkg: string): Bump | undefined {
  const order: Bump[] = ['patch', 'minor', 'major'];
  let highest: Bump | undefined;
  for (const file of readdirSync(changesetDir)) {
    if (!file.endsWith('.md') || file === 'README.md') continue;
    const text = readFileSync(join(changesetDir, file), 'utf8');
    const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
    for (const line of front.split(/\r?\n/)) {
      const m = /^\s*["']?([^"':]+)["']?\s*:\s*(major|minor|patch)\s*$/.exec(line);
      if (m && m[1] === pkg) {
        const bump = m[2] as Bump;
        if (!highest || order.indexOf(bump) > order.indexOf(highest)) highest = bump;
      }
    }
  }
  return highest;
}

// The changesets' own words for each release: `changeset version` moves them into the package's CHANGELOG.md
// (`## 2.0.0`, `### Major Changes`, `- <commit>: text`); pending ones are still `.changeset/*.md`. The API
// changelog shows them above the changes the spec diff finds. A note that opens with `Correction:` marks a change to the
// description only (the API did not change; the description now says what it does): the changelog and the release
// notes list it apart from API changes, while the gate still asks for the bump a client generator needs.
import { type Bump, readChangesets } from './changesets.ts';

export interface ReleaseNote {
  bump: Bump;
  /** The changeset's Markdown, as written (without the `Correction:` mark). */
  text: string;
  /** Set when the note opens with `Correction:`: the description was corrected, the API did not change. */
  correction?: true;
}

const CORRECTION = /^Correction:\s*/i;

/** A note from a changeset's words: the `Correction:` mark read and dropped. */
export function noteOf(bump: Bump, text: string): ReleaseNote {
  return CORRECTION.test(text) ? { bump, text: text.replace(CORRECTION, ''), correction: true } : { bump, text };
}

const BUMP_OF_HEADING: Record<string, Bump> = { 'major changes': 'major', 'minor changes': 'minor', 'patch changes': 'patch' };

/**
 * The notes of each version in a changesets CHANGELOG.md. A bullet's leading commit id (`- 1df9cff: `) is dropped;
 * continuation lines (indented) stay part of the bullet. Text under an unknown `###` heading fails naming the line.
 */
export function parseChangelogNotes(markdown: string, file = 'CHANGELOG.md'): Map<string, ReleaseNote[]> {
  const notes = new Map<string, ReleaseNote[]>();
  let version: string | undefined;
  let bump: Bump | undefined;
  let current: ReleaseNote | undefined;
  markdown.split(/\r?\n/).forEach((line, index) => {
    const versionHeading = /^## (\S+)\s*$/.exec(line);
    if (versionHeading) {
      version = versionHeading[1] as string;
      notes.set(version, []);
      bump = undefined;
      current = undefined;
      return;
    }
    const bumpHeading = /^### (.+?)\s*$/.exec(line);
    if (bumpHeading) {
      bump = BUMP_OF_HEADING[(bumpHeading[1] as string).toLowerCase()];
      if (!bump) throw new Error(`${file}:${index + 1}: "${line}" is not one of ### Major Changes, ### Minor Changes, ### Patch Changes`);
      current = undefined;
      return;
    }
    if (!version || !bump) return;
    const bullet = /^- (?:[0-9a-f]{7,40}: )?(.*)$/.exec(line);
    if (bullet) {
      current = noteOf(bump, bullet[1] as string);
      notes.get(version)?.push(current);
    } else if (current && /^\s{2,}\S/.test(line)) {
      current.text += `\n${line.replace(/^\s{2}/, '')}`;
    } else if (line.trim() !== '') {
      current = undefined;
    }
  });
  return notes;
}

/** The pending changesets (`.changeset/*.md`) that bump `pkg`, oldest file name first, each with its words. */
export function pendingNotes(changesetDir: string, pkg: string): ReleaseNote[] {
  return readChangesets(changesetDir).flatMap(({ path, releases, summary }) => {
    if (summary === undefined) throw new Error(`${path}: expected front matter (--- "package": bump ---) then the note`);
    return releases.filter(({ name }) => name === pkg).map(({ bump }) => noteOf(bump, summary));
  });
}

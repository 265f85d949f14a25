// Reads the API changelog of this repository: every spec/released/<version>/ bundle with its notes from
// spec/CHANGELOG.md, and (optionally) the current bundle with the pending changesets. One loader for the site and
// the MCP server, so both show the same changes.
import { existsSync, readFileSync } from 'node:fs';
import { buildChangelog, type Changelog } from './changelog.ts';
import { DEFAULT_CONFIG_FILE, loadConfig, SPEC_PACKAGE } from './config.ts';
import { parseChangelogNotes, pendingNotes } from './release-notes.ts';
import { listReleases } from './releases.ts';
import { workspace } from './workspace.ts';
import { loadBundle } from '@paydocs/spec-access/node';

export interface ChangelogSources {
  /** The workspace the inputs are read from (`workspace()`); default: found from the working directory. */
  root?: string;
  /** Default <root>/spec/released. */
  releasesDir?: string;
  /** The bundled spec on main (spec/dist/openapi.json), for the unreleased section with the pending changesets. */
  current?: object;
}

export function loadChangelog(sources: ChangelogSources = {}): Changelog {
  const { releasesDir, changelogFile, changesetDir } = workspace(sources);
  const notes = existsSync(changelogFile) ? parseChangelogNotes(readFileSync(changelogFile, 'utf8'), changelogFile) : new Map();
  const releases = listReleases(releasesDir).map((r) => ({
    version: r.version,
    date: r.date,
    spec: loadBundle(r.file),
    notes: notes.get(r.version) ?? [],
  }));
  return buildChangelog({
    releases,
    ...(sources.current
      ? { current: { spec: sources.current, notes: existsSync(changesetDir) ? pendingNotes(changesetDir, SPEC_PACKAGE) : [] } }
      : {}),
    promote: loadConfig(DEFAULT_CONFIG_FILE).promote,
  });
}

// `list_releases` and `changes_since`: the changelog model of @paydocs/spec-diff (as on /changelog), built once per
// spec document; a summary by default, every change paged with `detail: "full"`.
import { type JsonObject, perObject } from '@paydocs/spec-access';
import {
  type Changelog,
  compareVersions,
  listReleases as releaseFolders,
  loadChangelog,
  type ReleaseChanges,
  workspace,
} from '@paydocs/spec-diff';
import type { DocsData } from './docs-data.ts';
import { fitList, shown, ToolInputError } from './limits.ts';

const changelogOfSpec = perObject((spec: JsonObject) => loadChangelog({ current: spec }));
const changelogOf = (data: DocsData): Changelog => changelogOfSpec(data.spec);

/** The released versions, oldest first, for the tools' input schemas: read from the release folders, not diffed. */
let versions: string[] | undefined;
export const releasedVersions = (): string[] => (versions ??= releaseFolders(workspace().releasesDir).map((r) => r.version));

/** A release as list_releases names it; changes_since's summary adds what came before it, its notes and what changed. */
const entry = (r: ReleaseChanges) => ({ version: r.version ?? 'unreleased', date: r.date, bump: r.bump, counts: r.counts });

export function listReleases(data: DocsData) {
  const { releases, unreleased } = changelogOf(data);
  return { releases: releases.map(entry), unreleased: unreleased ? entry(unreleased) : null };
}

const summary = (r: ReleaseChanges) => ({
  ...entry(r),
  previous: r.previous,
  notes: r.notes,
  changed: r.groups.map((g) => `${g.level}: ${g.subject.key} (${g.changes.length} change${g.changes.length === 1 ? '' : 's'})`),
});

export function changesSince(data: DocsData, args: { version: string; detail?: 'summary' | 'full'; offset?: number }) {
  const changelog = changelogOf(data);
  const versions = releasedVersions();
  const version = args.version === 'latest' ? versions.at(-1) : args.version.replace(/^v/, '');
  if (!version || !versions.includes(version))
    throw new ToolInputError(
      `version: no release "${shown(args.version)}"; expected one of ${[...versions].reverse().join(', ')} or latest`,
    );
  const later = [
    ...changelog.releases.filter((r) => compareVersions(r.version as string, version) > 0),
    ...(changelog.unreleased ? [changelog.unreleased] : []),
  ];
  if (args.detail !== 'full')
    return {
      since: version,
      releases: later.map(summary),
      more: 'For every change with its JSON pointers pass detail: "full" (paged: offset, next_offset).',
    };
  // Full: every change group, release by release, paged.
  const groups = later.flatMap((r) => r.groups.map((g) => ({ release: r.version ?? 'unreleased', ...g })));
  const { items, ...page } = fitList(groups, args.offset);
  return { since: version, releases: later.map(({ groups: _, ...r }) => r), changes: items, ...page };
}

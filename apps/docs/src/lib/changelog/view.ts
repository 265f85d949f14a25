// The changelog model of @paydocs/spec-diff with what every output needs resolved once: a title and a reference
// link (when the thing still exists in the current spec) for each group and each affected operation, an anchor per
// release. The HTML page, the Markdown version, the JSON feed and the Atom feed all render this, nothing else.
import type { Change, ChangeGroup, Changelog, OperationRef, ReleaseChanges, Subject } from '@paydocs/spec-diff';

export interface LinkedRef {
  title: string;
  /** Site path of its reference entry; undefined when it is gone from the current spec. */
  href: string | undefined;
}

export interface GroupView extends LinkedRef {
  level: ChangeGroup['level'];
  changes: Change[];
  affects: LinkedRef[];
}

export interface ReleaseView {
  /** `2.0.0`, or undefined for the unreleased changes. */
  version: string | undefined;
  title: string;
  /** Fragment id on /changelog: `v2.0.0`, `unreleased`. */
  anchor: string;
  previous: string | undefined;
  date: string | undefined;
  bump: ReleaseChanges['bump'];
  /** The changesets' words about API changes. */
  notes: ReleaseChanges['notes'];
  /** The changesets' words about corrections of the description (`Correction:`), listed apart. */
  corrections: ReleaseChanges['notes'];
  counts: ReleaseChanges['counts'];
  /** Every note is a correction of the description (`Correction:`): the API did not change. */
  correction: boolean;
  /** API changes: empty for a correction, whose changes are in `corrected`. */
  breaking: GroupView[];
  other: GroupView[];
  /** What a correction changed in the description, listed apart from API changes. */
  corrected: GroupView[];
}

/** The heading of a correction's changes, on every output. */
export const CORRECTIONS_TITLE = 'Corrections: the API did not change; the description now says';

export interface ChangelogView {
  unreleased: ReleaseView | undefined;
  releases: ReleaseView[];
}

/** Where the reference documents a subject: an anchor path, or undefined when the current spec lacks it. */
export type ReferenceLinker = (subject: Subject | OperationRef) => string | undefined;

const COMPONENT_LABEL: Record<string, string> = {
  schemas: 'Schema',
  parameters: 'Parameter',
  responses: 'Response',
  requestBodies: 'Request body',
  headers: 'Header',
  securitySchemes: 'Security scheme',
};

export function subjectTitle(subject: Subject | OperationRef): string {
  switch (subject.kind) {
    case 'operation':
      return `${subject.method.toUpperCase()} ${subject.path}`;
    case 'webhook':
      return `Webhook ${subject.path}`;
    case 'component':
      return `${COMPONENT_LABEL[subject.section] ?? subject.section} ${subject.name}`;
    default:
      return 'The API as a whole';
  }
}

function releaseView(release: ReleaseChanges, link: ReferenceLinker): ReleaseView {
  const groups = release.groups.map(
    (g): GroupView => ({
      title: subjectTitle(g.subject),
      href: link(g.subject),
      level: g.level,
      changes: g.changes,
      affects: g.affects.map((a) => ({ title: subjectTitle(a), href: link(a) })),
    }),
  );
  return {
    version: release.version ?? undefined,
    title: release.version ? release.version : 'Unreleased',
    anchor: release.version ? `v${release.version}` : 'unreleased',
    previous: release.previous ?? undefined,
    date: release.date ?? undefined,
    bump: release.bump,
    notes: release.notes.filter((n) => !n.correction),
    corrections: release.notes.filter((n) => n.correction),
    counts: release.counts,
    correction: release.correction === true,
    breaking: release.correction ? [] : groups.filter((g) => g.level === 'breaking'),
    other: release.correction ? [] : groups.filter((g) => g.level !== 'breaking'),
    corrected: release.correction ? groups : [],
  };
}

export function changelogView(changelog: Changelog, link: ReferenceLinker): ChangelogView {
  return {
    unreleased: changelog.unreleased ? releaseView(changelog.unreleased, link) : undefined,
    releases: changelog.releases.map((r) => releaseView(r, link)),
  };
}

export const LEVEL_LABEL = { breaking: 'Breaking', warning: 'Warning', info: 'Not breaking' } as const;

/** "9 breaking, 335 other changes against 1.0.0", or what the first release is. */
export function releaseSummary(release: ReleaseView): string {
  if (!release.previous) return 'The first release of the API description.';
  if (release.correction) {
    const n = release.corrected.reduce((sum, g) => sum + g.changes.length, 0);
    return `Corrections of the description: the API did not change. ${n} change${n === 1 ? '' : 's'} to what the description says, compared with ${release.previous}.`;
  }
  const other = release.counts.warning + release.counts.info;
  return `${release.counts.breaking} breaking change${release.counts.breaking === 1 ? '' : 's'}, ${release.counts.warning} warning${release.counts.warning === 1 ? '' : 's'} and ${other - release.counts.warning} other change${other - release.counts.warning === 1 ? '' : 's'}, compared with ${release.previous}.`;
}

// Public API of the breaking-change gate: the comparison, its check catalogue, the gate and the PR report.
export { diffSpecs } from './diff.ts';
export type { Finding } from './finding.ts';
export { allCheckIds, levelOf, OPERATION_CHECKS, SCHEMA_CHECKS, type Level } from './checks.ts';
export { changesetBumps, pendingBump, type Bump } from './changesets.ts';
export { checkBreaking, type CheckOptions, type CheckResult } from './check.ts';
export { gitBaseline, releasedBaseline, specAt, type Baseline, type Bundler } from './baseline.ts';
export { changesetsAt, resolveBase, type GitBase } from './git-base.ts';
export { verdict } from './verdict.ts';
export { workspace, type Workspace } from './workspace.ts';
export { loadConfig, parseConfig, type GateConfig } from './config.ts';
export { renderMarkdownReport } from './report.ts';
export { reportAgainst } from './pr-report.ts';
export {
  compareVersions,
  latestRelease,
  latestReleasedFile,
  listReleases,
  readReleaseSpec,
  type Release,
} from './releases.ts';
export {
  buildChangelog,
  changedIn,
  groupFindings,
  type Change,
  type ChangeGroup,
  type Changelog,
  type ChangelogInput,
  type OperationRef,
  type ReleaseChanges,
  type ReleaseInput,
  type Subject,
} from './changelog.ts';
export { loadChangelog, type ChangelogSources } from './changelog-source.ts';
export { noteOf, parseChangelogNotes, pendingNotes, type ReleaseNote } from './release-notes.ts';

// The library side of the breaking-change gate, as other packages use it: the comparison, and the changelog model
// the site and the MCP server render. The CLI (src/cli.ts) and the tests reach the other modules by file.
export { diffSpecs } from './diff.ts';
export type { Finding } from './finding.ts';
export { workspace, type Workspace } from './workspace.ts';
export { compareVersions, listReleases } from './releases.ts';
export {
  buildChangelog,
  changedIn,
  type Change,
  type ChangeGroup,
  type Changelog,
  type OperationRef,
  type ReleaseChanges,
  type Subject,
} from './changelog.ts';
export { loadChangelog } from './changelog-source.ts';

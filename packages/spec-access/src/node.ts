// @paydocs/spec-access/node: what only Node can do (files on disk). The root entry stays browser-safe.
export { BUNDLE_SPECIFIER, loadBundle, locateBundle } from './load.ts';
export {
  findWorkspaceRoot,
  readManifest,
  workspacePackages,
  workspaceRoot,
  type PackageManifest,
  type WorkspacePackage,
} from './workspace.ts';

// Where the gate's inputs live, from two options instead of paths relative to this package's files: the workspace
// root (`--root`; default the nearest folder up from the working directory holding pnpm-workspace.yaml) and the
// release folder (`--releases`; default <root>/spec/released). Everything else is named from the root. Outside a
// workspace (an MCP client starts the server from anywhere) the root is the one holding @paydocs/openapi, the spec
// package this one depends on, as Node resolves it.
import { findWorkspaceRoot, workspaceRoot } from '@paydocs/spec-access/node';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

export interface Workspace {
  root: string;
  /** The spec package: the split YAML, `openapi.yaml` its root file. */
  specDir: string;
  /** One folder per release, `<version>/openapi.json`. */
  releasesDir: string;
  changesetDir: string;
  /** The changesets CHANGELOG.md of the spec package. */
  changelogFile: string;
}

/** The layout of the workspace at `root` (default: found from the working directory; throws naming the option). */
export function workspace(options: { root?: string; releasesDir?: string } = {}): Workspace {
  // workspaceRoot() last: it throws naming where it looked and the option.
  const root = options.root ? resolve(options.root) : (findWorkspaceRoot() ?? specPackageRoot() ?? workspaceRoot());
  const specDir = join(root, 'spec');
  return {
    root,
    specDir,
    releasesDir: options.releasesDir ? resolve(options.releasesDir) : join(specDir, 'released'),
    changesetDir: join(root, '.changeset'),
    changelogFile: join(specDir, 'CHANGELOG.md'),
  };
}

function specPackageRoot(): string | undefined {
  try {
    return findWorkspaceRoot(dirname(createRequire(import.meta.url).resolve('@paydocs/openapi/package.json')));
  } catch {
    return undefined;
  }
}

// What the repository offers a workflow to run: the root and workspace packages (their scripts and the binaries in
// their node_modules/.bin), the turbo tasks, and the subcommands of our CLIs, read from each CLI's own `--help`
// ("Commands:" section) so a new subcommand needs no change here.
import { spawnSync } from 'node:child_process';
import { readManifest, type WorkspacePackage, workspacePackages } from '@paydocs/spec-access/node';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface Workspace {
  root: string;
  /** The root package first, then every package matched by pnpm-workspace.yaml. */
  packages: WorkspacePackage[];
  turboTasks: Set<string>;
}

/** The scripts of a package (none when its package.json has no `scripts`). */
export const scriptsOf = (pkg: WorkspacePackage): Record<string, string> => pkg.manifest.scripts ?? {};

export function loadWorkspace(root: string): Workspace {
  const packages = [{ dir: root, manifest: readManifest(root) }, ...workspacePackages(root)];
  const turbo = JSON.parse(readFileSync(join(root, 'turbo.json'), 'utf8')) as { tasks?: Record<string, unknown> };
  const turboTasks = new Set(Object.keys(turbo.tasks ?? {}).map((task) => task.replace(/^.*#/, '')));
  return { root, packages, turboTasks };
}

/** The packages a pnpm/turbo filter selects: `name`, `name...`, `...name`, `./dir`, `{dir}`; `!x` selects none. */
export function filterPackages(workspace: Workspace, filter: string): WorkspacePackage[] {
  if (filter.startsWith('!')) return [];
  const bare = filter.replace(/^\.\.\.\^?|\.\.\.$|\^\.\.\.$/g, '').replace(/^\{(.*)\}$/, '$1');
  if (bare.startsWith('.') || (bare.includes('/') && !bare.startsWith('@'))) {
    const dir = resolve(workspace.root, bare);
    return workspace.packages.filter((p) => p.dir === dir);
  }
  if (bare.includes('*')) {
    const pattern = new RegExp(`^${bare.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
    return workspace.packages.filter((p) => pattern.test(p.manifest.name ?? ''));
  }
  return workspace.packages.filter((p) => p.manifest.name === bare);
}

export function hasBinary(pkg: WorkspacePackage, workspace: Workspace, bin: string): boolean {
  return [pkg.dir, workspace.root].some((dir) => existsSync(join(dir, 'node_modules/.bin', bin)));
}

const helpCache = new Map<string, string[] | undefined>();

/**
 * The subcommands a CLI lists under "Commands:" in its `--help` (our `paydocs-spec`, `paydocs-spec-diff`, changesets),
 * or undefined when it lists none. `command` is what to run, e.g. `['node', 'packages/spec-tools/src/cli.ts']`.
 */
export function subcommandsOf(command: string[], cwd: string): string[] | undefined {
  const key = `${cwd}\0${command.join('\0')}`;
  if (helpCache.has(key)) return helpCache.get(key);
  // The help as printed, whatever the exit code (spawnSync does not throw; a CLI that is missing prints nothing).
  const [file, ...args] = command[0] === 'node' ? [process.execPath, ...command.slice(1)] : command;
  const help =
    spawnSync(file!, [...args, '--help'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 30_000 }).stdout ?? '';
  const section = /^Commands:\n((?:[ \t]+\S.*\n?)+)/m.exec(help)?.[1];
  const names = section ? [...section.matchAll(/^ {2}([a-z][\w-]*)/gm)].map((m) => m[1]!) : undefined;
  helpCache.set(key, names);
  return names;
}

// The workspace on disk, for Node tools: its root (the nearest folder up holding pnpm-workspace.yaml, not a count
// of `../`) and its packages (the `packages:` globs of that file, `dir` or `dir/*`, read with a YAML parser).
// @see https://pnpm.io/pnpm-workspace_yaml
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parse } from 'yaml';

const WORKSPACE_FILE = 'pnpm-workspace.yaml';

/** The nearest ancestor of `from` holding pnpm-workspace.yaml, or undefined outside a workspace. */
export function findWorkspaceRoot(from: string = process.cwd()): string | undefined {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    if (existsSync(join(dir, WORKSPACE_FILE))) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

/** findWorkspaceRoot, or an error naming where it looked and the option that names the root instead. */
export function workspaceRoot(from: string = process.cwd(), option = '--root <workspace folder>'): string {
  const root = findWorkspaceRoot(from);
  if (!root) throw new Error(`no ${WORKSPACE_FILE} in ${resolve(from)} or above: pass ${option}`);
  return root;
}

/** The fields of a package.json the tools read. */
export interface PackageManifest {
  name?: string;
  private?: boolean;
  scripts?: Record<string, string>;
  /** Where the docs app keeps its guides (`"paydocs": { "guides": "src/content/docs" }`). */
  paydocs?: { guides?: string };
}

export interface WorkspacePackage {
  /** Absolute directory. */
  dir: string;
  manifest: PackageManifest;
}

/** Every package the `packages:` globs of `root`'s pnpm-workspace.yaml match, in the order the file lists them. */
export function workspacePackages(root: string): WorkspacePackage[] {
  const file = join(root, WORKSPACE_FILE);
  const globs = (parse(readFileSync(file, 'utf8')) as { packages?: unknown } | null)?.packages ?? [];
  if (!Array.isArray(globs) || !globs.every((g) => typeof g === 'string')) {
    throw new Error(`${file}: packages: expected a list of folder globs (\`dir\` or \`dir/*\`)`);
  }
  const dirs = globs.flatMap((glob) => {
    if (!glob.endsWith('/*')) return [join(root, glob)];
    const parent = join(root, glob.slice(0, -2));
    return existsSync(parent) ? readdirSync(parent).map((name) => join(parent, name)) : [];
  });
  return dirs.filter((dir) => existsSync(join(dir, 'package.json'))).map((dir) => ({ dir, manifest: readManifest(dir) }));
}

export function readManifest(dir: string): PackageManifest {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageManifest;
}

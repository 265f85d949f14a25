// Where things live in the monorepo. The CLI runs from three places (spec/ via its package scripts,
// packages/api-types via its build, packages/spec-tools via `pnpm spec` from the root), so every
// default path is derived from the workspace root rather than from the working directory.
import { findWorkspaceRoot, workspacePackages } from '@paydocs/spec-access/node';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const BUNDLE_JSON = 'openapi.json';
export const BUNDLE_YAML = 'openapi.yaml';

/**
 * The Redocly config to use: an explicit path, else `redocly.yaml` in the working directory
 * (the spec package runs its own scripts there), else `<workspace>/spec/redocly.yaml`.
 */
export function resolveConfigPath(explicit?: string, cwd: string = process.cwd()): string {
  if (explicit) {
    const abs = path.resolve(cwd, explicit);
    if (!existsSync(abs)) throw new Error(`--config ${explicit}: no such file (${abs})`);
    return abs;
  }
  const local = path.join(cwd, 'redocly.yaml');
  if (existsSync(local)) return local;
  const root = findWorkspaceRoot(cwd);
  const shared = root && path.join(root, 'spec', 'redocly.yaml');
  if (shared && existsSync(shared)) return shared;
  throw new Error(`No Redocly config found: looked for ${local}${shared ? ` and ${shared}` : ''}; pass --config <path>`);
}

/** Output folder of the bundle: `dist/` beside the config (spec/dist for the real spec). */
export function defaultDistDir(configPath: string): string {
  return path.join(path.dirname(configPath), 'dist');
}

/**
 * The guides folder of the workspace: the package whose package.json declares `"paydocs": { "guides": "<dir>" }`
 * (the docs app), so tools find the guides without knowing where the app lives. Undefined when none declares it.
 */
export function findGuidesDir(root: string): string | undefined {
  const app = workspacePackages(root).find((p) => typeof p.manifest.paydocs?.guides === 'string');
  return app && path.join(app.dir, app.manifest.paydocs!.guides!);
}

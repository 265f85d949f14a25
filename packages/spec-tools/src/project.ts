// Where things live in the monorepo. The CLI runs from three places (spec/ via its package scripts,
// packages/api-types via its build, packages/spec-tools via `pnpm spec` from the root), so every
// default path is derived from the workspace root rather than from the working directory.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parse } from 'yaml';

export const BUNDLE_JSON = 'openapi.json';
export const BUNDLE_YAML = 'openapi.yaml';

/** The nearest ancestor of `from` holding pnpm-workspace.yaml, or undefined outside the monorepo. */
export function findWorkspaceRoot(from: string = process.cwd()): string | undefined {
  let dir = path.resolve(from);
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

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
 * The bundled spec as published by @paydocs/openapi, resolved like an import from `from`
 * (the consumer's folder), so a consumer gets the copy its own dependency points at.
 * Returns undefined when the package or its dist/ is absent.
 */
export function resolvePublishedBundle(from: string = process.cwd()): string | undefined {
  const require = createRequire(path.join(path.resolve(from), 'noop.js'));
  try {
    return require.resolve('@paydocs/openapi/openapi.json');
  } catch {
    return undefined;
  }
}

/**
 * The guides folder of the workspace: the package whose package.json declares `"paydocs": { "guides": "<dir>" }`
 * (the docs app), so tools find the guides without knowing where the app lives. Undefined when none declares it.
 */
export function findGuidesDir(root: string): string | undefined {
  const workspace = parse(readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8')) as { packages?: string[] };
  for (const pattern of workspace.packages ?? []) {
    const parent = path.join(root, pattern.replace(/\/\*+$/, ''));
    const dirs = pattern.endsWith('*') && existsSync(parent) ? readdirSync(parent).map((d) => path.join(parent, d)) : [parent];
    for (const dir of dirs) {
      const manifest = path.join(dir, 'package.json');
      if (!existsSync(manifest)) continue;
      const guides = (JSON.parse(readFileSync(manifest, 'utf8')) as { paydocs?: { guides?: unknown } }).paydocs?.guides;
      if (typeof guides === 'string') return path.join(dir, guides);
    }
  }
  return undefined;
}

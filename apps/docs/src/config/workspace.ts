// The monorepo root, found by walking up to pnpm-workspace.yaml rather than by counting `../`.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

export function findWorkspaceRoot(from: string = process.cwd()): string {
  let dir = from;
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no pnpm-workspace.yaml above ${from}`);
    dir = parent;
  }
  return dir;
}

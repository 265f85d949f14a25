// Where the bundled spec is when a command is not given one: `@paydocs/openapi/openapi.json` as the
// caller's package resolves it (the docs app depends on @paydocs/openapi), else the spec package of
// this workspace. Loading and caching are @paydocs/spec-access's `loadBundle`, the one loader.
import path from 'node:path';
import { locateBundle } from '@paydocs/spec-access';
import { findWorkspaceRoot } from '../project.ts';

export function locateBundledSpec(from: string = process.cwd()): string {
  try {
    return locateBundle(from);
  } catch (error) {
    const root = findWorkspaceRoot(from);
    if (!root) throw error;
    return locateBundle(path.join(root, 'spec'));
  }
}

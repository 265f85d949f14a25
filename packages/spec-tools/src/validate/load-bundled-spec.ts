// The bundled spec as published by @paydocs/openapi (`@paydocs/openapi/openapi.json`), resolved
// like an import from the caller's package (the docs app depends on @paydocs/openapi), falling
// back to the spec package of this workspace. Cached per file and modification time, so a
// rebuilt spec is picked up by a long-running process (the docs dev server).
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { findWorkspaceRoot, resolvePublishedBundle } from '../project.ts';
import type { JsonObject } from './types.ts';

const cache = new Map<string, { mtimeMs: number; spec: JsonObject }>();

export function locateBundledSpec(from: string = process.cwd()): string {
  const root = findWorkspaceRoot(from);
  const file = resolvePublishedBundle(from) ?? (root ? resolvePublishedBundle(path.join(root, 'spec')) : undefined);
  if (!file) {
    throw new Error(
      `Cannot resolve @paydocs/openapi/openapi.json from ${from}: build the spec first ` +
        '(`pnpm --filter @paydocs/openapi build`) or pass the bundled spec as the third argument.',
    );
  }
  return file;
}

export function loadBundledSpec(file: string = locateBundledSpec()): JsonObject {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    throw new Error(`The bundled spec ${file} does not exist: run \`pnpm --filter @paydocs/openapi build\`.`);
  }
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.spec;
  let spec: JsonObject;
  try {
    spec = JSON.parse(readFileSync(file, 'utf8')) as JsonObject;
  } catch (error) {
    throw new Error(`The bundled spec ${file} is not valid JSON: ${(error as Error).message}`);
  }
  cache.set(file, { mtimeMs, spec });
  return spec;
}

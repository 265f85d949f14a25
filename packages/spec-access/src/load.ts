// The one loader of a bundled spec (`openapi.json`): the caller passes the file, nothing reads an
// environment variable or keeps a module-level document of its own. Parsed documents are cached
// by absolute path and modification time, so a long-running process (the docs dev server, the MCP
// server) picks up a rebuilt bundle and every reader in one process shares one parse.
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Bundled, OpenAPIObject } from './openapi.ts';
import { SpecAccessError, isObject } from './ref.ts';
import { findWorkspaceRoot } from './workspace.ts';

/** How consumers name the published bundle (`@paydocs/openapi`'s export). */
export const BUNDLE_SPECIFIER = '@paydocs/openapi/openapi.json';

const cache = new Map<string, { mtimeMs: number; doc: Bundled<OpenAPIObject> }>();

/**
 * The published bundle as the package in `fromDir` resolves it (like an import), else the one of the workspace's
 * spec package (a tool run from the root, which does not depend on it); throws when neither is there.
 */
export function locateBundle(fromDir: string = process.cwd()): string {
  const root = findWorkspaceRoot(fromDir);
  for (const dir of [fromDir, ...(root ? [path.join(root, 'spec')] : [])]) {
    try {
      return createRequire(path.join(path.resolve(dir), 'noop.js')).resolve(BUNDLE_SPECIFIER);
    } catch {
      // not resolvable from here: try the next folder
    }
  }
  throw new SpecAccessError(
    `Cannot resolve ${BUNDLE_SPECIFIER} from ${fromDir}: build the spec first (\`pnpm --filter @paydocs/openapi build\`) or pass the bundle's path.`,
  );
}

/** The parsed bundle at `file`, shared by every caller until the file changes. */
export function loadBundle(file: string): Bundled<OpenAPIObject> {
  const abs = path.resolve(file);
  let mtimeMs: number;
  try {
    mtimeMs = statSync(abs).mtimeMs;
  } catch {
    throw new SpecAccessError(`The bundled spec ${abs} does not exist: run \`pnpm --filter @paydocs/openapi build\`.`);
  }
  const hit = cache.get(abs);
  if (hit && hit.mtimeMs === mtimeMs) return hit.doc;
  let doc: unknown;
  try {
    doc = JSON.parse(readFileSync(abs, 'utf8'));
  } catch (error) {
    throw new SpecAccessError(`The bundled spec ${abs} is not valid JSON: ${(error as Error).message}`);
  }
  if (!isObject(doc) || typeof doc.openapi !== 'string') {
    throw new SpecAccessError(
      `The bundled spec ${abs} is not an OpenAPI document: expected an object with an "openapi" version at /openapi.`,
    );
  }
  cache.set(abs, { mtimeMs, doc: doc as Bundled<OpenAPIObject> });
  return doc as Bundled<OpenAPIObject>;
}

// The one loader of a bundled spec (`openapi.json`): the caller passes the file, nothing reads an
// environment variable or keeps a module-level document of its own. Parsed documents are cached
// by absolute path and modification time, so a long-running process (the docs dev server, the MCP
// server) picks up a rebuilt bundle and every reader in one process shares one parse.
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SpecAccessError, isObject, type JsonObject } from './ref.ts';

/** How consumers name the published bundle (`@paydocs/openapi`'s export). */
export const BUNDLE_SPECIFIER = '@paydocs/openapi/openapi.json';

const cache = new Map<string, { mtimeMs: number; doc: JsonObject }>();

/** The published bundle as the package in `fromDir` resolves it (like an import); throws when it is absent. */
export function locateBundle(fromDir: string = process.cwd()): string {
  const require = createRequire(path.join(path.resolve(fromDir), 'noop.js'));
  try {
    return require.resolve(BUNDLE_SPECIFIER);
  } catch {
    throw new SpecAccessError(
      `Cannot resolve ${BUNDLE_SPECIFIER} from ${fromDir}: build the spec first (\`pnpm --filter @paydocs/openapi build\`) or pass the bundle's path.`,
    );
  }
}

/** The parsed bundle at `file`, shared by every caller until the file changes. */
export function loadBundle(file: string): JsonObject {
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
  cache.set(abs, { mtimeMs, doc });
  return doc;
}

// The bundled spec files as published by @paydocs/openapi (resolved like an import, never by a
// ../ path), read as bytes so /openapi.json and /openapi.yaml serve exactly what `pnpm spec build`
// wrote.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export async function readBundledSpec(format: 'json' | 'yaml'): Promise<string> {
  // The scale benchmark builds the site from another bundle (see astro.config.mjs).
  const benchDir = process.env.PAYDOCS_SPEC_DIR;
  if (benchDir) return readFile(`${benchDir}/openapi.${format}`, 'utf8');
  const specifier = `@paydocs/openapi/openapi.${format}`;
  let file: string;
  try {
    file = require.resolve(specifier);
  } catch {
    throw new Error(`Cannot resolve ${specifier}: run \`pnpm spec build\` (or \`pnpm --filter @paydocs/openapi build\`) first.`);
  }
  return readFile(file, 'utf8');
}

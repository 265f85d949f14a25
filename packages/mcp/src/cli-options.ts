// The command-line options of both transports: `--docs <dist>` (the docs build folder) and `--spec
// <openapi.json>` (the bundled spec), each defaulting to the workspace package's own (docs-data.ts), plus the
// string options a transport adds (`--port`, `--host`). An unknown flag or a missing value throws with the usage.
import { parseArgs } from 'node:util';
import type { DocsSources } from './docs-data.ts';

export const USAGE_SOURCES = '[--docs <docs build folder>] [--spec <openapi.json>]';

export function parseCli(
  args: string[],
  extra: string[],
  usage: string,
): { sources: DocsSources; values: Record<string, string | undefined> } {
  const names = ['docs', 'spec', ...extra];
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({ args, options: Object.fromEntries(names.map((n) => [n, { type: 'string' as const }])), strict: true }).values;
  } catch (error) {
    throw new Error(`${(error as Error).message}; usage: ${usage}`);
  }
  const strings = Object.fromEntries(names.map((n) => [n, typeof values[n] === 'string' ? values[n] : undefined]));
  const sources: DocsSources = {};
  if (strings.docs) sources.docs = strings.docs;
  if (strings.spec) sources.spec = strings.spec;
  return { sources, values: strings };
}

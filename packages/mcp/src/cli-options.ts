// The command-line options of both transports: `--docs <dist>` (the docs build folder) and `--spec
// <openapi.json>` (the bundled spec), each defaulting to the workspace's own (docs-data.ts), `--help`/`-h`, plus the
// string options a transport adds (`--port`, `--host`) and the repeatable ones (`--allow-origin`). An unknown flag
// or a missing value throws with the usage.
import { parseArgs } from 'node:util';
import type { DocsSources } from './docs-data.ts';

export const USAGE_SOURCES = '[--docs <docs build folder>] [--spec <openapi.json>]';

export interface Cli {
  /** `--help` or `-h` was given: print the usage and exit 0. */
  help: boolean;
  sources: DocsSources;
  values: Record<string, string | undefined>;
  lists: Record<string, string[]>;
}

export function parseCli(args: string[], extra: string[], usage: string, repeatable: string[] = []): Cli {
  const names = ['docs', 'spec', ...extra];
  const options = {
    ...Object.fromEntries(names.map((n) => [n, { type: 'string' as const }])),
    ...Object.fromEntries(repeatable.map((n) => [n, { type: 'string' as const, multiple: true as const }])),
    help: { type: 'boolean' as const, short: 'h' },
  };
  let values: Record<string, string | string[] | boolean | undefined>;
  try {
    values = parseArgs({ args, options, strict: true }).values;
  } catch (error) {
    throw new Error(`${(error as Error).message}; usage: ${usage}`);
  }
  const strings = Object.fromEntries(names.map((n) => [n, typeof values[n] === 'string' ? values[n] : undefined]));
  const lists = Object.fromEntries(repeatable.map((n) => [n, Array.isArray(values[n]) ? values[n] : []]));
  const sources: DocsSources = {};
  if (strings.docs) sources.docs = strings.docs;
  if (strings.spec) sources.spec = strings.spec;
  return { help: values.help === true, sources, values: strings, lists };
}

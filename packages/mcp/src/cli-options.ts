// The command-line options of both transports: `--docs`, `--spec` (default: the workspace's own, docs-data.ts),
// `--help`/`-h`, and a transport's own; an unknown flag or a missing value throws with the usage.
import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';

export const USAGE_SOURCES = '[--docs <docs build folder>] [--spec <openapi.json>]';

const SOURCES = { docs: { type: 'string' }, spec: { type: 'string' }, help: { type: 'boolean', short: 'h' } } as const;

export function parseCli<T extends ParseArgsOptionsConfig>(args: string[], usage: string, options: T = {} as T) {
  try {
    return parseArgs({ args, strict: true, options: { ...SOURCES, ...options } }).values;
  } catch (error) {
    throw new Error(`${(error as Error).message}; usage: ${usage}`);
  }
}

// The command line of both transports: `--docs`, `--spec` (default: the workspace's own, docs-data.ts), `--help`/`-h`
// and a transport's own options. `--help` prints the usage (exit 0); an unknown flag, a missing value or a failure to
// start exits with status 2 and one line naming the command, with the usage.
import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';

const SOURCES = { docs: { type: 'string' }, spec: { type: 'string' }, help: { type: 'boolean', short: 'h' } } as const;

export async function runCli<T extends ParseArgsOptionsConfig>(
  command: { name: string; usage: string; about: string; options: T },
  run: (values: ReturnType<typeof parseArgs<{ options: typeof SOURCES & T }>>['values'], usage: string) => unknown,
): Promise<void> {
  const usage = [command.name, command.usage, '[--docs <docs build folder>] [--spec <openapi.json>]'].filter(Boolean).join(' ');
  try {
    const { values } = parseArgs({ args: process.argv.slice(2), strict: true, options: { ...SOURCES, ...command.options } });
    if ((values as { help?: boolean }).help) {
      console.log(`usage: ${usage}\n\n${command.about}`);
      process.exit(0);
    }
    await run(values, usage);
  } catch (error) {
    console.error(`${command.name}: ${(error as Error).message}; usage: ${usage}`);
    process.exit(2);
  }
}

// The one runner of the workspace's command lines (paydocs-spec, paydocs-spec-diff, paydocs-mock): the help text from
// one table, strict option parsing (node:util), and one rule for the exit code: 0 done, 1 a check failed (the command
// says so), 2 a usage or setup error, printed as one line that names the program, the command and what was wrong.
// It imports nothing heavy, so `--help` answers at once and the mock's packed bin stays small.
import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';

/** The values parseArgs gives for options `O`. */
export type ValuesOf<O extends ParseArgsOptionsConfig> = ReturnType<typeof parseArgs<{ options: O; strict: true }>>['values'];

export interface CliCommand<O extends ParseArgsOptionsConfig = ParseArgsOptionsConfig> {
  /** One line: the program's command list and the first line of the command's help. */
  summary: string;
  /** What follows the program name in the usage line, e.g. `lint [--config <redocly.yaml>]`. */
  usage: string;
  /** More lines of help: defaults, what it prints. */
  details?: readonly string[];
  options: O;
  /**
   * Its exit code, or a CheckReport (printed; 1 unless ok), or nothing (0). A thrown error exits 2, or with its
   * `exitCode`, printing its message.
   */
  run(values: ValuesOf<O>): unknown;
}

export interface CliProgram {
  name: string;
  /** The subcommands, in the order the help lists them. */
  commands: Record<string, CliCommand>;
  /** Lines after the command list: options every command takes, exit codes. */
  footer?: readonly string[];
}

/** A command with its values typed from its options (the table of a program holds commands of any options). */
export const command = <const O extends ParseArgsOptionsConfig>(c: CliCommand<O>): CliCommand => c as unknown as CliCommand;

/** What a check found: one line per problem on stdout, the outcome on stderr after the command's name. */
export interface CheckReport {
  ok: boolean;
  lines: string[];
  summary: string;
}

/** A check that failed (exit 1), as opposed to a usage or setup error (exit 2). */
export class CheckFailed extends Error {
  readonly exitCode = 1;
}

/** A `--port` value: an integer from 0 (the system picks a free port) to 65535, or a usage error naming the option. */
export function portOption(text: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) throw new Error(`--port: expected an integer from 0 to 65535, got "${text}"`);
  return port;
}

function commandHelp(label: string, c: CliCommand): string {
  const details = (c.details ?? []).map((d) => `  ${d}`);
  return [`Usage: ${label.split(' ')[0]} ${c.usage}`, '', c.summary, ...details, '', '  -h, --help  Show this help.'].join('\n');
}

export function programHelp(program: CliProgram): string {
  const width = Math.max(...Object.keys(program.commands).map((c) => c.length));
  return [
    `Usage: ${program.name} <command> [options]`,
    '',
    'Commands:',
    ...Object.entries(program.commands).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`),
    '',
    ...(program.footer ?? []),
    `  -h, --help  Show help (also \`${program.name} <command> --help\`).`,
  ].join('\n');
}

/** Runs one command with its arguments; `label` names it in messages (`paydocs-spec lint`, `paydocs-mock`). */
export async function runCommand(label: string, c: CliCommand, args: string[]): Promise<number> {
  let values: ValuesOf<ParseArgsOptionsConfig>;
  try {
    ({ values } = parseArgs({ args, options: { ...c.options, help: { type: 'boolean', short: 'h' } }, strict: true }));
  } catch (error) {
    // parseArgs adds a hint about '--' that does not apply here: its first sentence says what was wrong.
    console.error(`${label}: ${(error as Error).message.split('. ')[0]} (\`${label} --help\` lists the options)`);
    return 2;
  }
  if (values.help) {
    console.log(commandHelp(label, c));
    return 0;
  }
  try {
    const result = await c.run(values);
    if (typeof result === 'object' && result !== null && 'summary' in result) {
      const { ok, lines, summary } = result as CheckReport;
      for (const line of lines) console.log(line);
      console.error(`${label}: ${summary}`);
      return ok ? 0 : 1;
    }
    return typeof result === 'number' ? result : 0;
  } catch (error) {
    console.error(`${label}: ${error instanceof Error ? error.message : String(error)}`);
    if (process.env.DEBUG) console.error(error);
    return (error as { exitCode?: number }).exitCode ?? 2;
  }
}

/** Runs a program's command line (`<command> [options]`, `help [<command>]`, `--help`): its exit code. */
export async function runProgram(program: CliProgram, argv: string[]): Promise<number> {
  const [first, ...rest] = argv;
  const known = (name: string | undefined) => (name !== undefined && Object.hasOwn(program.commands, name) ? name : undefined);
  if (first === undefined || first === '--help' || first === '-h' || (first === 'help' && rest[0] === undefined)) {
    console.log(programHelp(program));
    return first === undefined ? 2 : 0;
  }
  const name = known(first === 'help' ? rest[0] : first);
  if (name === undefined) {
    console.error(`${program.name}: Unknown command "${first === 'help' ? rest[0] : first}"\n\n${programHelp(program)}`);
    return 2;
  }
  if (first === 'help') {
    console.log(commandHelp(`${program.name} ${name}`, program.commands[name]!));
    return 0;
  }
  return runCommand(`${program.name} ${name}`, program.commands[name]!, rest);
}

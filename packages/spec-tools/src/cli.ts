#!/usr/bin/env node
// paydocs-spec: lint, bundle, validate and type the OpenAPI spec. Runs as TypeScript on Node 24.
// Exit codes: 0 clean, 1 problems found (warnings included), 2 usage or setup error.
import { parseArgs } from 'node:util';
import type { CommandResult } from './commands.ts';

const COMMANDS = {
  lint: {
    summary: 'Lint the split spec with Redocly (recommended + project rules).',
    usage: 'paydocs-spec lint [--config <redocly.yaml>]',
    details: ['Prints one line per problem: `file:line:col rule message`.', 'Warnings count as failures (zero-warnings policy).'],
    options: { config: { type: 'string' } },
  },
  bundle: {
    summary: 'Bundle the split spec into dist/openapi.json and dist/openapi.yaml.',
    usage: 'paydocs-spec bundle [--config <redocly.yaml>] [--out-dir <dir>]',
    details: [
      'Refs stay refs: external files become #/components/... entries; nothing is dereferenced.',
      '--out-dir defaults to dist/ beside the config (spec/dist).',
    ],
    options: { config: { type: 'string' }, 'out-dir': { type: 'string' } },
  },
  validate: {
    summary: 'Validate every example of the bundled spec against its schema (Ajv 2020-12).',
    usage: 'paydocs-spec validate [--config <redocly.yaml>] [--spec <openapi.json>]',
    details: [
      'Bundles in memory unless --spec names an already bundled file.',
      'Prints `<file>:<line>:<col> <where the example is> <JSON pointer in the example>: <what was expected>, got <value>`',
      '(file:line:col of the YAML source when bundling; not with --spec). A property the schema does not declare fails too.',
    ],
    options: { config: { type: 'string' }, spec: { type: 'string' } },
  },
  types: {
    summary: 'Generate TypeScript types (openapi-typescript) from the bundled spec.',
    usage: 'paydocs-spec types [--input <openapi.json>] [--out <file.d.ts>] [--config <redocly.yaml>]',
    details: [
      '--input defaults to @paydocs/openapi/openapi.json as resolved from the working directory.',
      '--out defaults to packages/api-types/src/generated/api.d.ts of the workspace.',
    ],
    options: { input: { type: 'string' }, out: { type: 'string' }, config: { type: 'string' } },
  },
  gaps: {
    summary: 'List every open question of the spec (not documented, assumed, inferred), by resource.',
    usage: 'paydocs-spec gaps [--config <redocly.yaml>] [--json]',
    details: [
      'One line per question: `file:line  kind  place: question [assumed: ...]`, grouped by resource (tag).',
      'Kinds: x-not-shown and "Not documented:" text, "Assumed:" values, `inferred: true` error statuses,',
      'and state machines whose x-state-transitions are not `known: full`. A report: exits 0.',
      'Answer a question by editing the YAML at that line and removing the mark.',
    ],
    options: { config: { type: 'string' }, json: { type: 'boolean' } },
  },
  build: {
    summary: 'lint + bundle + validate; writes dist/ only when all three are clean.',
    usage: 'paydocs-spec build [--config <redocly.yaml>] [--out-dir <dir>]',
    details: ['Reports every problem of every step, then exits 1 if there was any.'],
    options: { config: { type: 'string' }, 'out-dir': { type: 'string' } },
  },
  samples: {
    summary: 'Check the request samples of the guides (curl, Node fetch, Ruby Net::HTTP) against the spec.',
    usage: 'paydocs-spec samples [--dir <guides folder>] [--config <redocly.yaml>] [--spec <openapi.json>] [--no-typecheck]',
    details: [
      'Bundles the YAML first (in memory), so the check sees the spec as it is now; --spec checks a bundle instead,',
      'and refuses one older than its YAML (naming the newer file).',
      'Method and path name an operation; required headers are sent; query names exist; a JSON body validates.',
      'Node bodies are also compiled against the generated API types (skip with --no-typecheck).',
      'Prints `file:line: problem`. --dir defaults to the guides folder the docs package declares (`paydocs.guides` in its package.json).',
    ],
    options: { dir: { type: 'string' }, spec: { type: 'string' }, config: { type: 'string' }, 'no-typecheck': { type: 'boolean' } },
  },
} as const;

type CommandName = keyof typeof COMMANDS;

function globalHelp(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((c) => c.length));
  return [
    'Usage: paydocs-spec <command> [options]',
    '',
    'Commands:',
    ...Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`),
    '',
    'Options:',
    '  -h, --help  Show help (also `paydocs-spec <command> --help`).',
    '',
    'Exit codes: 0 no problems, 1 problems found (warnings count), 2 usage or setup error.',
  ].join('\n');
}

function commandHelp(name: CommandName): string {
  const c = COMMANDS[name];
  return [`Usage: ${c.usage}`, '', c.summary, ...c.details.map((d) => `  ${d}`), '', '  -h, --help  Show this help.'].join('\n');
}

const isCommand = (name: string | undefined): name is CommandName => name !== undefined && name in COMMANDS;

async function main(argv: string[]): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined || first === '--help' || first === '-h') {
    console.log(globalHelp());
    return first === undefined ? 2 : 0;
  }
  if (first === 'help') {
    const topic = rest[0];
    if (topic !== undefined && !isCommand(topic)) {
      console.error(`Unknown command "${topic}".\n\n${globalHelp()}`);
      return 2;
    }
    console.log(topic === undefined ? globalHelp() : commandHelp(topic));
    return 0;
  }
  if (!isCommand(first)) {
    console.error(`Unknown command "${first}".\n\n${globalHelp()}`);
    return 2;
  }
  let values: Record<string, unknown>;
  try {
    ({ values } = parseArgs({
      args: rest,
      options: { ...COMMANDS[first].options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: false,
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${commandHelp(first)}`);
    return 2;
  }
  if (values.help) {
    console.log(commandHelp(first));
    return 0;
  }
  const opt = (key: string): string | undefined => {
    const value = values[key];
    return typeof value === 'string' ? value : undefined;
  };
  // Loaded only now: Redocly, Ajv and openapi-typescript take a while, help should not wait.
  const { runBuild, runBundle, runGaps, runLint, runTypes, runValidate } = await import('./commands.ts');
  const run: Record<CommandName, () => Promise<CommandResult>> = {
    lint: () => runLint({ config: opt('config') }),
    bundle: () => runBundle({ config: opt('config'), outDir: opt('out-dir') }),
    validate: () => runValidate({ config: opt('config'), spec: opt('spec') }),
    types: () => runTypes({ input: opt('input'), out: opt('out'), config: opt('config') }),
    build: () => runBuild({ config: opt('config'), outDir: opt('out-dir') }),
    gaps: () => runGaps({ config: opt('config'), json: values.json === true }),
    samples: async () =>
      (await import('./samples/command.ts')).runSamples({
        dir: opt('dir'),
        spec: opt('spec'),
        config: opt('config'),
        typecheck: values['no-typecheck'] !== true,
      }),
  };
  const result = await run[first]();
  for (const line of result.lines) console.log(line);
  console.error(`paydocs-spec ${first}: ${result.summary}`);
  return result.ok ? 0 : 1;
}

/** Runs one command line as the program does: what it prints, and the exit code it exits with (tests call it in-process). */
export async function runCli(argv: string[]): Promise<number> {
  try {
    return await main(argv);
  } catch (error) {
    console.error(`paydocs-spec ${argv[0] ?? ''}: ${error instanceof Error ? error.message : String(error)}`);
    if (process.env.DEBUG) console.error(error);
    return 2;
  }
}

// Only when run as the program: importing the module runs nothing.
if (import.meta.main) process.exitCode = await runCli(process.argv.slice(2));

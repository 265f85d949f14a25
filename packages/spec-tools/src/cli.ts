#!/usr/bin/env node
// paydocs-spec: lint, bundle, validate and type the OpenAPI spec. Runs as TypeScript on Node 24.
// Exit codes: 0 clean, 1 problems found (warnings included), 2 usage or setup error.
import { type CliProgram, command, runProgram } from './cli-runner.ts';

/** Loaded only when a command runs: Redocly, Ajv and openapi-typescript take a while, help should not wait. */
const steps = () => import('./commands.ts');

const PROGRAM: CliProgram = {
  name: 'paydocs-spec',
  commands: {
    lint: command({
      summary: 'Lint the split spec with Redocly (recommended + project rules).',
      usage: 'lint [--config <redocly.yaml>]',
      details: ['Prints one line per problem: `file:line:col rule message`.', 'Warnings count as failures (zero-warnings policy).'],
      options: { config: { type: 'string' } },
      run: async (v) => (await steps()).runLint({ config: v.config }),
    }),
    bundle: command({
      summary: 'Bundle the split spec into dist/openapi.json and dist/openapi.yaml.',
      usage: 'bundle [--config <redocly.yaml>] [--out-dir <dir>]',
      details: [
        'Refs stay refs: external files become #/components/... entries; nothing is dereferenced.',
        '--out-dir defaults to dist/ beside the config (spec/dist).',
      ],
      options: { config: { type: 'string' }, 'out-dir': { type: 'string' } },
      run: async (v) => (await steps()).runBundle({ config: v.config, outDir: v['out-dir'] }),
    }),
    validate: command({
      summary: 'Validate every example of the bundled spec against its schema (Ajv 2020-12).',
      usage: 'validate [--config <redocly.yaml>] [--spec <openapi.json>]',
      details: [
        'Bundles in memory unless --spec names an already bundled file.',
        'Prints `<file>:<line>:<col> <where the example is> <JSON pointer in the example>: <what was expected>, got <value>`',
        '(file:line:col of the YAML source when bundling; not with --spec). A property the schema does not declare fails too.',
      ],
      options: { config: { type: 'string' }, spec: { type: 'string' } },
      run: async (v) => (await steps()).runValidate({ config: v.config, spec: v.spec }),
    }),
    types: command({
      summary: 'Generate TypeScript types (openapi-typescript) from the bundled spec.',
      usage: 'types [--input <openapi.json>] [--out <file.d.ts>] [--config <redocly.yaml>]',
      details: [
        '--input defaults to @paydocs/openapi/openapi.json as resolved from the working directory.',
        '--out defaults to packages/api-types/src/generated/api.d.ts of the workspace.',
      ],
      options: { input: { type: 'string' }, out: { type: 'string' }, config: { type: 'string' } },
      run: async (v) => (await steps()).runTypes({ input: v.input, out: v.out, config: v.config }),
    }),
    gaps: command({
      summary: 'List every open question of the spec (not documented, assumed, inferred), by resource.',
      usage: 'gaps [--config <redocly.yaml>] [--json]',
      details: [
        'One line per question: `file:line  kind  place: question [assumed: ...]`, grouped by resource (tag).',
        'Kinds: x-not-shown and "Not documented:" text, "Assumed:" values, `inferred: true` error statuses,',
        'and state machines whose x-state-transitions are not `known: full`. A report: exits 0.',
        'Answer a question by editing the YAML at that line and removing the mark.',
      ],
      options: { config: { type: 'string' }, json: { type: 'boolean' } },
      run: async (v) => (await steps()).runGaps({ config: v.config, json: v.json === true }),
    }),
    build: command({
      summary: 'lint + bundle + validate; writes dist/ only when all three are clean.',
      usage: 'build [--config <redocly.yaml>] [--out-dir <dir>]',
      details: ['Reports every problem of every step, then exits 1 if there was any.'],
      options: { config: { type: 'string' }, 'out-dir': { type: 'string' } },
      run: async (v) => (await steps()).runBuild({ config: v.config, outDir: v['out-dir'] }),
    }),
    samples: command({
      summary: 'Check the request samples of the guides (curl, Node fetch, Ruby Net::HTTP) against the spec.',
      usage: 'samples [--dir <guides folder>] [--config <redocly.yaml>] [--spec <openapi.json>] [--no-typecheck]',
      details: [
        'Bundles the YAML first (in memory), so the check sees the spec as it is now; --spec checks a bundle instead,',
        'and refuses one older than its YAML (naming the newer file).',
        'Method and path name an operation; required headers are sent; query names exist; a JSON body validates.',
        'Node bodies are also compiled against the generated API types (skip with --no-typecheck).',
        'Prints `file:line: problem`. --dir defaults to the guides folder the docs package declares (`paydocs.guides` in its package.json).',
      ],
      options: { dir: { type: 'string' }, spec: { type: 'string' }, config: { type: 'string' }, 'no-typecheck': { type: 'boolean' } },
      run: async (v) =>
        (await import('./samples/command.ts')).runSamples({
          dir: v.dir,
          spec: v.spec,
          config: v.config,
          typecheck: v['no-typecheck'] !== true,
        }),
    }),
  },
  footer: ['Exit codes: 0 no problems, 1 problems found (warnings count), 2 usage or setup error.', ''],
};

/** Runs one command line as the program does: what it prints, and the exit code it exits with (tests call it in-process). */
export const runCli = (argv: string[]): Promise<number> => runProgram(PROGRAM, argv);

// Only when run as the program: importing the module runs nothing.
if (import.meta.main) process.exitCode = await runCli(process.argv.slice(2));

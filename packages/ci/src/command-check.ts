// Checks that one command of a workflow step exists in the repository: `pnpm <script>`, `pnpm --filter X <script>`,
// `pnpm exec <bin>`, `pnpm turbo run <task>`, a subcommand of one of our CLIs (`pnpm spec <sub>`, `node <cli> <sub>`),
// `node <file>` and `bash <file>`. Any other program must be a tool the runner image provides (RUNNER_TOOLS).
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { WorkspacePackage } from '@paydocs/spec-access/node';
import { filterPackages, hasBinary, scriptsOf, subcommandsOf, type Workspace } from './workspace.ts';

/** Commands our workflows call that are not the repository's: bash builtins, which every `run:` shell has, ... */
const SHELL_BUILTINS = ['cd', 'echo', 'exit', 'export', 'printf', 'set', 'test', 'true', '['];
/** ... and programs of the GitHub-hosted runner and Debian images. */
const IMAGE_PROGRAMS = ['apt-get', 'cat', 'cp', 'git', 'grep', 'ls', 'mkdir', 'rm', 'tee'];
export const RUNNER_TOOLS = new Set([...SHELL_BUILTINS, ...IMAGE_PROGRAMS]);

/** pnpm's own commands (not scripts) our workflows use, alone or after `run`; anything else is a script name. */
const PNPM_BUILTINS = new Set(['install', 'i', 'store', 'exec', 'run', 'dlx']);
const PNPM_VALUE_OPTIONS = new Set(['--filter', '-F', '--dir', '-C', '--reporter']);

/**
 * A problem with the command, or undefined when it exists. Steps run in the repository root (see workflow-file.ts);
 * `pnpm --filter <pkg> exec node <file>` runs in that package's folder.
 */
export function checkCommand(argv: string[], workspace: Workspace): string | undefined {
  const [program, ...args] = argv;
  if (program === undefined) return undefined;
  if (program === 'pnpm') return checkPnpm(args, workspace);
  if (program === 'node') return checkNode(args, workspace.root, workspace);
  if (program === 'bash' || program === 'sh' || program === 'source' || program === '.')
    return checkFile(args[0], workspace.root, workspace);
  if (program.startsWith('./') || program.startsWith('../')) return checkFile(program, workspace.root, workspace);
  if (RUNNER_TOOLS.has(program)) return undefined;
  return `\`${program}\` is neither a repository command (pnpm, node, bash) nor a runner tool listed in packages/ci/src/command-check.ts`;
}

function checkFile(file: string | undefined, cwd: string, workspace: Workspace): string | undefined {
  if (file === undefined) return 'no file given';
  if (file.includes('EXPR') || file.includes('$')) return undefined;
  return existsSync(join(cwd, file)) ? undefined : `${relative(workspace.root, join(cwd, file))} does not exist in the repository`;
}

function checkNode(args: string[], cwd: string, workspace: Workspace): string | undefined {
  const file = args.find((a) => !a.startsWith('-'));
  if (args.some((a) => a === '-e' || a === '-p' || a === '--eval' || a === '--print')) return undefined;
  const missing = checkFile(file, cwd, workspace);
  if (missing || file === undefined) return missing;
  return checkSubcommand(['node', file], args.slice(args.indexOf(file) + 1), cwd, `node ${file}`);
}

/** When the CLI lists subcommands in its help, the first positional argument must be one of them. */
function checkSubcommand(cli: string[], rest: string[], cwd: string, label: string): string | undefined {
  const sub = rest.find((a) => !a.startsWith('-'));
  if (sub === undefined || rest[0]?.startsWith('-')) return undefined;
  const known = subcommandsOf(cli, cwd);
  if (known === undefined || known.includes(sub)) return undefined;
  return `\`${label} ${sub}\`: "${sub}" is not a subcommand (it has: ${known.join(', ')})`;
}

function checkPnpm(args: string[], workspace: Workspace): string | undefined {
  const filters: string[] = [];
  let i = 0;
  for (; i < args.length && args[i]!.startsWith('-'); i++) {
    const [flag, inline] = args[i]!.split('=', 2) as [string, string | undefined];
    if (PNPM_VALUE_OPTIONS.has(flag) && inline === undefined) i++;
    if (flag === '--filter' || flag === '-F') filters.push(inline ?? args[i]!);
  }
  const [command, ...rest] = args.slice(i);
  if (command === undefined) return 'pnpm without a command';
  // Without a filter, pnpm runs in the root package (listed first).
  const targets = filters.length > 0 ? filters.flatMap((f) => filterPackages(workspace, f)) : [workspace.packages[0]!];
  const where = filters.map((f) => ` --filter ${f}`).join('');
  if (filters.length > 0 && targets.length === 0 && filters.some((f) => !f.startsWith('!')))
    return `pnpm${where}: no workspace package matches`;
  if (command === 'exec') return checkExec(rest, targets, workspace, where);
  const script = command === 'run' ? rest[0] : command;
  const scriptArgs = command === 'run' ? rest.slice(1) : rest;
  if (script === undefined) return `pnpm${where} run: no script named`;
  if (PNPM_BUILTINS.has(script)) return undefined;
  for (const pkg of targets) {
    if (script in scriptsOf(pkg)) {
      const problem = checkScriptArgs(pkg, script, scriptArgs, workspace);
      if (problem) return problem;
      continue;
    }
    if (filters.length === 0 && hasBinary(pkg, workspace, script)) return checkExec([script, ...scriptArgs], [pkg], workspace, where);
    const file = relative(workspace.root, join(pkg.dir, 'package.json'));
    return `\`pnpm${where} ${script}\`: no script "${script}" in ${file} (it has: ${Object.keys(scriptsOf(pkg)).join(', ') || 'none'})`;
  }
  return undefined;
}

/** `pnpm spec build`: a script that is one CLI (`node <file>` or a binary) must know the subcommand given to it. */
function checkScriptArgs(pkg: WorkspacePackage, script: string, args: string[], workspace: Workspace): string | undefined {
  const body = scriptsOf(pkg)[script]!.trim();
  if (/[;&|]/.test(body)) return undefined;
  const cli = body.split(/\s+/);
  if (cli[0] === 'node' && cli.length === 2) return checkSubcommand(cli, args, pkg.dir, `pnpm ${script}`);
  if (cli.length === 1 && hasBinary(pkg, workspace, cli[0]!))
    return checkSubcommand([join(pkg.dir, 'node_modules/.bin', cli[0]!)], args, pkg.dir, `pnpm ${script}`);
  return undefined;
}

function checkExec(args: string[], targets: WorkspacePackage[], workspace: Workspace, where: string): string | undefined {
  const [bin, ...rest] = args;
  if (bin === undefined) return `pnpm${where} exec: no program named`;
  for (const pkg of targets) {
    if (bin === 'node') {
      const problem = checkNode(rest, pkg.dir, workspace);
      if (problem) return problem;
      continue;
    }
    if (!hasBinary(pkg, workspace, bin))
      return `\`pnpm${where} exec ${bin}\`: ${bin} is not installed in ${relative(workspace.root, pkg.dir) || 'the root'}`;
    if (bin === 'turbo') return checkTurbo(rest, workspace);
  }
  return undefined;
}

/** `turbo run <task...>`: each task is in turbo.json or is a script of some selected package. */
export function checkTurbo(args: string[], workspace: Workspace): string | undefined {
  const positional = args.filter((a) => !a.startsWith('-'));
  const tasks = positional[0] === 'run' ? positional.slice(1) : positional;
  const filters = args.filter((a) => a.startsWith('--filter=')).map((a) => a.slice('--filter='.length));
  const included = filters.filter((f) => !f.startsWith('!'));
  const selected = included.length > 0 ? included.flatMap((f) => filterPackages(workspace, f)) : workspace.packages;
  if (included.length > 0 && selected.length === 0) return `turbo --filter=${included.join(',')}: no workspace package matches`;
  for (const task of tasks) {
    if (!workspace.turboTasks.has(task) && !selected.some((p) => task in scriptsOf(p)))
      return `\`turbo run ${task}\`: no task "${task}" in turbo.json and no selected package has that script`;
    if (!selected.some((p) => task in scriptsOf(p)) && !task.startsWith('//'))
      return `\`turbo run ${task}\`: none of the selected packages (${selected.map((p) => p.manifest.name).join(', ')}) has a "${task}" script`;
  }
  return undefined;
}

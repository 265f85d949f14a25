// The workflow check: every file in .github/workflows (and every local composite action they use) parses with
// GitHub's parser, every job has a name (the checks tab names the failure), every `uses:` is an action at the major
// version listed below, every command a `run:` step runs exists in the repository, and every call of the
// breaking-change gate names its baseline (gate-base.ts).
import { existsSync, globSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkCommand } from './command-check.ts';
import { gateBaseProblem } from './gate-base.ts';
import { commandsOf } from './shell-commands.ts';
import { parseActionFile, parseWorkflowFile, type ParsedWorkflow } from './workflow-file.ts';
import type { Workspace } from './workspace.ts';

/**
 * The actions our workflows may use, at their current major. Looked up on 2026-11-24 in the actions' own release
 * notes and README (actions/checkout v7.0.1, setup-node v7.0.0, cache v6.1.0, upload-artifact v7, github-script v9.0.0,
 * changesets/action v2.1.1, the line for Changesets 3). Moving a major is a change to this table and the workflows.
 */
export const ACTION_MAJORS: Record<string, string> = {
  'actions/checkout': 'v7',
  'actions/setup-node': 'v7',
  'actions/cache': 'v6',
  'actions/upload-artifact': 'v7',
  'actions/github-script': 'v9',
  'changesets/action': 'v2',
};

export interface Problem {
  file: string;
  where: string;
  message: string;
}

export const formatProblem = (p: Problem) => `${p.file}: ${p.where}: ${p.message}`;

/** A problem with a `uses:` reference; a local action found is added to `actions` (checked after the workflows). */
function checkUses(uses: string, workspace: Workspace, actions: Set<string>): string | undefined {
  if (uses.startsWith('./')) {
    const dir = join(workspace.root, uses);
    const action = ['action.yml', 'action.yaml'].map((name) => join(dir, name)).find((path) => existsSync(path));
    if (!action) return `${uses}: no action.yml in the repository`;
    actions.add(action);
    return undefined;
  }
  const [repo, ref] = uses.split('@');
  const want = ACTION_MAJORS[repo!];
  if (!want) return `${uses}: not an action this project uses (add it to ACTION_MAJORS with its current major)`;
  return ref === want ? undefined : `${uses}: use ${repo}@${want}, its current major`;
}

function checkParsed(parsed: ParsedWorkflow, file: string, workspace: Workspace, actions: Set<string>): Problem[] {
  const problems: Problem[] = [];
  const say = (where: string, message: string | undefined) => message && problems.push({ file, where, message });
  for (const message of parsed.errors) say('parse', message);
  if (parsed.name === undefined) say('name', 'the file has no `name:`');
  for (const job of parsed.unnamedJobs) say(job, 'the job has no `name:`; a failure would show only its id');
  for (const step of parsed.steps) {
    const where = step.line === undefined ? step.where : `${step.where} (line ${step.line})`;
    if (step.uses) say(where, checkUses(step.uses, workspace, actions));
    if (step.run === undefined) continue;
    let commands: string[][];
    try {
      commands = commandsOf(step.run);
    } catch (error) {
      say(where, (error as Error).message);
      continue;
    }
    for (const argv of commands) {
      say(where, checkCommand(argv, workspace));
      say(where, gateBaseProblem(argv, parsed.checkoutDepth.get(step.job)));
    }
  }
  return problems;
}

/** Checks the given workflow files (default: every .yml/.yaml in .github/workflows) and the local actions they use. */
export async function checkWorkflows(workspace: Workspace, files?: string[]): Promise<Problem[]> {
  const workflows =
    files ??
    globSync('.github/workflows/*.{yml,yaml}', { cwd: workspace.root })
      .sort()
      .map((f) => join(workspace.root, f));
  const problems: Problem[] = [];
  // Local actions the checked files use; a Set visits what is added while it is walked, so nested ones are checked too.
  const actions = new Set<string>();
  const check = async (path: string, parse: (file: string, content: string) => ParsedWorkflow | Promise<ParsedWorkflow>) => {
    const file = relative(workspace.root, path);
    problems.push(...checkParsed(await parse(file, readFileSync(path, 'utf8')), file, workspace, actions));
  };
  for (const path of workflows) await check(path, parseWorkflowFile);
  for (const path of actions) await check(path, parseActionFile);
  return problems;
}

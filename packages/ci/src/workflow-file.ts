// Reads a workflow (or a composite action) with GitHub's own parser, @actions/workflow-parser, which reports what
// GitHub reports on push: YAML errors, unknown keys, wrong types, unknown `needs`, bad expressions. Returns the
// parser's errors and the steps of every job, each with its `run` script or `uses` reference. Steps run in the
// repository root: the converted template drops `working-directory`, so our workflows do not use it.
import { convertWorkflowTemplate, isString, NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';
import { convertActionTemplate, parseAction } from '@actions/workflow-parser/actions/index';
import { MappingToken, SequenceToken, type TemplateToken } from '@actions/workflow-parser/templates/tokens/index';

export interface WorkflowStep {
  /** `job-id / step name` (or the step's position), for messages. */
  where: string;
  /** The job's id (`''` in a composite action). */
  job: string;
  line: number | undefined;
  run?: string;
  uses?: string;
}

export interface ParsedWorkflow {
  errors: string[];
  /** `name:` of the workflow or action. */
  name: string | undefined;
  steps: WorkflowStep[];
  /** Jobs without a `name:`: the checks tab would show only an id. */
  unnamedJobs: string[];
  /** Per job id: `with.fetch-depth` of its `actions/checkout` step as written (undefined: the default, one commit). */
  checkoutDepth: Map<string, string | undefined>;
}

/** The text of a scalar token; an expression token gives its source, so `${{ }}` parts stay visible. */
function textOf(token: TemplateToken | undefined): string | undefined {
  if (token === undefined) return undefined;
  if (isString(token)) return token.value;
  const source = (token as { source?: string }).source;
  return source ?? String(token);
}

interface RawStep {
  id?: string;
  name?: TemplateToken;
  run?: TemplateToken;
  uses?: TemplateToken;
}

function stepOf(prefix: string, step: RawStep, index: number, job = prefix): WorkflowStep {
  const label = textOf(step.name) ?? (step.uses ? textOf(step.uses) : `step ${index + 1}`);
  const token = step.run ?? step.uses;
  return {
    where: `${prefix} / ${label}`,
    job,
    line: token?.range?.start.line,
    run: textOf(step.run),
    uses: textOf(step.uses),
  };
}

/** `with.fetch-depth` of each job's checkout step, read from the parsed template (the converted one drops `with`). */
function checkoutDepths(workflow: TemplateToken): Map<string, string | undefined> {
  const depths = new Map<string, string | undefined>();
  const jobs = workflow instanceof MappingToken ? workflow.find('jobs') : undefined;
  if (!(jobs instanceof MappingToken)) return depths;
  for (const { key, value: job } of jobs) {
    const steps = job instanceof MappingToken ? job.find('steps') : undefined;
    if (!(steps instanceof SequenceToken)) continue;
    for (const step of steps) {
      if (!(step instanceof MappingToken) || !textOf(step.find('uses'))?.startsWith('actions/checkout@')) continue;
      const options = step.find('with');
      depths.set(textOf(key) ?? '', options instanceof MappingToken ? textOf(options.find('fetch-depth')) : undefined);
    }
  }
  return depths;
}

/** What is known of a file the parser could not read: its errors. */
const unparsed = (errors: string[]): ParsedWorkflow => ({ errors, name: undefined, steps: [], unnamedJobs: [], checkoutDepth: new Map() });

export async function parseWorkflowFile(fileName: string, content: string): Promise<ParsedWorkflow> {
  const parsed = parseWorkflow({ name: fileName, content }, new NoOperationTraceWriter());
  const errors = parsed.context.errors.getErrors().map((e) => e.message);
  if (parsed.value === undefined) return unparsed(errors);
  const template = await convertWorkflowTemplate(parsed.context, parsed.value);
  for (const e of template.errors ?? []) if (!errors.includes(e.Message)) errors.push(e.Message);
  const steps: WorkflowStep[] = [];
  const unnamedJobs: string[] = [];
  for (const job of template.jobs ?? []) {
    const id = job.id.value;
    if (!job.name || textOf(job.name) === id) unnamedJobs.push(id);
    const jobSteps = ('steps' in job ? job.steps : undefined) ?? [];
    jobSteps.forEach((step, index) => {
      steps.push(stepOf(id, step as unknown as RawStep, index));
    });
  }
  const name = parsed.value instanceof MappingToken ? textOf(parsed.value.find('name')) : undefined;
  return { errors, name, steps, unnamedJobs, checkoutDepth: checkoutDepths(parsed.value) };
}

export function parseActionFile(fileName: string, content: string): ParsedWorkflow {
  const parsed = parseAction({ name: fileName, content }, new NoOperationTraceWriter());
  const errors = parsed.context.errors.getErrors().map((e) => e.message);
  if (parsed.value === undefined) return unparsed(errors);
  const action = convertActionTemplate(parsed.context, parsed.value);
  for (const e of parsed.context.errors.getErrors()) if (!errors.includes(e.message)) errors.push(e.message);
  const steps =
    action.runs.using === 'composite' ? action.runs.steps.map((s, i) => stepOf(action.name, s as unknown as RawStep, i, '')) : [];
  return { errors, name: action.name, steps, unnamedJobs: [], checkoutDepth: new Map() };
}

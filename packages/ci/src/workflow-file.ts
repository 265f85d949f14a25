// Reads a workflow (or a composite action) with GitHub's own parser, @actions/workflow-parser, which reports what
// GitHub reports on push: YAML errors, unknown keys, wrong types, unknown `needs`, bad expressions. Returns the
// parser's errors and, from one walk over the parsed tokens, the steps of every job, each with its `run` script or
// `uses` reference, and each job's checkout depth (the converted template drops `with`, so the walk reads the
// tokens). Steps run in the repository root: the converted template drops `working-directory`, so our workflows do
// not use it.
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

/** The value under `key` of a mapping token; undefined for anything else. */
const field = (token: TemplateToken | undefined, key: string) => (token instanceof MappingToken ? token.find(key) : undefined);

/** Adds the steps of a `steps:` sequence to `into`, and the job's checkout depth when one is `actions/checkout`. */
function readSteps(into: ParsedWorkflow, steps: TemplateToken | undefined, prefix: string, job: string): void {
  if (!(steps instanceof SequenceToken)) return;
  [...steps].forEach((step, index) => {
    const [name, run, uses] = ['name', 'run', 'uses'].map((key) => field(step, key));
    const label = textOf(name) ?? textOf(uses) ?? `step ${index + 1}`;
    const line = (run ?? uses)?.range?.start.line;
    into.steps.push({ where: `${prefix} / ${label}`, job, line, run: textOf(run), uses: textOf(uses) });
    if (textOf(uses)?.startsWith('actions/checkout@')) into.checkoutDepth.set(job, textOf(field(field(step, 'with'), 'fetch-depth')));
  });
}

/** What is known of a file before its jobs are read: its errors. */
function withErrors(errors: string[], name?: string): ParsedWorkflow {
  return { errors, name, steps: [], unnamedJobs: [], checkoutDepth: new Map() };
}

export async function parseWorkflowFile(fileName: string, content: string): Promise<ParsedWorkflow> {
  const parsed = parseWorkflow({ name: fileName, content }, new NoOperationTraceWriter());
  const errors = parsed.context.errors.getErrors().map((e) => e.message);
  if (parsed.value === undefined) return withErrors(errors);
  const template = await convertWorkflowTemplate(parsed.context, parsed.value);
  for (const e of template.errors ?? []) if (!errors.includes(e.Message)) errors.push(e.Message);
  const workflow = withErrors(errors, textOf(field(parsed.value, 'name')));
  const jobs = field(parsed.value, 'jobs');
  for (const { key, value: job } of jobs instanceof MappingToken ? jobs : []) {
    const id = textOf(key) ?? '';
    const name = textOf(field(job, 'name'));
    if (!name || name === id) workflow.unnamedJobs.push(id);
    readSteps(workflow, field(job, 'steps'), id, id);
  }
  return workflow;
}

export function parseActionFile(fileName: string, content: string): ParsedWorkflow {
  const parsed = parseAction({ name: fileName, content }, new NoOperationTraceWriter());
  if (parsed.value !== undefined) convertActionTemplate(parsed.context, parsed.value);
  const errors = [...new Set(parsed.context.errors.getErrors().map((e) => e.message))];
  const action = withErrors(errors, textOf(field(parsed.value, 'name')));
  const runs = field(parsed.value, 'runs');
  if (textOf(field(runs, 'using')) === 'composite') readSteps(action, field(runs, 'steps'), action.name ?? '', '');
  return action;
}

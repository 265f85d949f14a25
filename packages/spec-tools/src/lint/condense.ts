// One YAML syntax error, reported once. Redocly reports a file that does not parse once per `$ref` that reaches it
// ("Failed to parse" at the file, "Can't resolve $ref" at every place that refers to it: 26 lines for one indentation
// mistake in a schema used 13 times). Those places are fine; the file is not. This keeps the parse error once per
// file, saying how many references wait on it, drops the references, and drops exact repeats of any problem.
import { relative } from 'node:path';

/** One lint problem at file:line:col of the split YAML, as every command prints it. */
export interface SpecProblem {
  file: string;
  line: number;
  col: number;
  rule: string;
  severity: 'error' | 'warn';
  message: string;
}

/** `file:line:col rule message`, the file and any quoted absolute path in the message relative to `cwd`. */
export function formatProblem(problem: SpecProblem, cwd: string = process.cwd()): string {
  const message = problem.message.replace(/"(\/[^"]+)"/g, (_quoted, file: string) => `"${relative(cwd, file) || file}"`);
  return `${relative(cwd, problem.file) || problem.file}:${problem.line}:${problem.col} ${problem.rule} ${message}`;
}

/** An error listing problems under `heading`, one `formatProblem` line each: a step that cannot go on without the fixes. */
export const problemsError = (heading: string, problems: SpecProblem[], cwd?: string): Error =>
  new Error(`${heading}:\n${problems.map((p) => formatProblem(p, cwd)).join('\n')}`);

const PARSE = 'Failed to parse: ';
const UNRESOLVED = "Can't resolve $ref: ";

export function condenseProblems(problems: SpecProblem[]): SpecProblem[] {
  const unparsable = new Map<string, { problem: SpecProblem; refs: number }>();
  for (const p of problems) if (p.message.startsWith(PARSE) && !unparsable.has(p.file)) unparsable.set(p.file, { problem: p, refs: 0 });
  const blocked = (p: SpecProblem) =>
    p.message.startsWith(UNRESOLVED) ? [...unparsable.keys()].find((file) => p.message.includes(`"${file}"`)) : undefined;
  const seen = new Set<string>();
  const kept: SpecProblem[] = [];
  for (const p of problems) {
    const cause = blocked(p);
    if (cause) {
      unparsable.get(cause)!.refs++;
      continue;
    }
    const key = `${p.file}:${p.line}:${p.col} ${p.rule} ${p.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(p);
  }
  return kept.map((p) => {
    const entry = p.message.startsWith(PARSE) ? unparsable.get(p.file) : undefined;
    if (!entry || entry.problem !== p || entry.refs === 0) return p;
    return { ...p, message: `${p.message}; ${entry.refs} $ref${entry.refs === 1 ? '' : 's'} to it wait on this fix` };
  });
}

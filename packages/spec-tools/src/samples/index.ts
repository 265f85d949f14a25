// Request samples in guides, checked against the bundled spec (`paydocs-spec samples <dir>`, the
// docs test suite and, without the type check, the docs build). See @paydocs/request-validator's check-sample.ts for what is
// checked and typecheck-node.ts for the Node type check, which is loaded only when asked for:
// it brings the TypeScript compiler and openapi-typescript, which the static checks never need.
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkSample, type CheckedSample, type RequestSample, type SampleProblem } from '@paydocs/request-validator';
import { collectSamples } from './collect-samples.ts';
import type { TypedBody } from './typecheck-node.ts';

export { collectSamples, samplesOfFence } from './collect-samples.ts';
export { parseCurl } from './parse-curl.ts';
export { parseNode } from './parse-node.ts';
export { parseRuby } from './parse-ruby.ts';
// What the docs app's tests take from here (they belong to @paydocs/request-validator).
export { checkSample, formatSampleProblem, UNKNOWN, type RequestSample } from '@paydocs/request-validator';

export interface SamplesReport {
  /** Requests on the API host whose operation the static checks could identify and check. */
  checked: CheckedSample[];
  /** Requests whose path is computed at run time (a shared helper): listed, not checkable. */
  dynamic: RequestSample[];
  /** Node bodies compiled against the API types. */
  typechecked: number;
  problems: SampleProblem[];
}

/** The Markdown and MDX pages under `dir`, in path order. */
export const markdownFiles = (dir: string): string[] =>
  globSync('**/*.{md,mdx}', { cwd: dir })
    .sort()
    .map((file) => path.join(dir, file));

/** The Node samples' body literals to type-check: those of checked samples whose operation the spec has. */
export function typedBodies(checked: CheckedSample[]): TypedBody[] {
  const bodies: TypedBody[] = [];
  for (const { sample, operation } of checked) {
    if (sample.language !== 'node' || !sample.bodySource || !operation) continue;
    bodies.push({
      file: sample.file,
      line: sample.bodySource.line,
      template: operation.path,
      method: operation.method,
      text: sample.bodySource.text,
      identifiers: sample.bodySource.identifiers,
    });
  }
  return bodies;
}

/** Checks every sample of `files` (names in problems are relative to `root`). */
export async function checkGuideSamples(
  files: string[],
  spec: object,
  options: { root?: string; specFile?: string; typesFile?: string; typecheck?: boolean } = {},
): Promise<SamplesReport> {
  const samples = files.flatMap((file) => collectSamples(readFileSync(file, 'utf8'), path.relative(options.root ?? process.cwd(), file)));
  const checked = samples.filter((s) => s.path !== undefined).map((s) => checkSample(s, spec as Parameters<typeof checkSample>[1]));
  const dynamic = samples.filter((s) => s.path === undefined);
  const problems = checked.flatMap((c) => c.problems);
  if (options.typecheck === false || !options.specFile) return { checked, dynamic, typechecked: 0, problems };
  const bodies = typedBodies(checked);
  const { typecheckNodeBodies } = await import('./typecheck-node.ts');
  problems.push(...(await typecheckNodeBodies(bodies, options.specFile, options.typesFile)));
  return { checked, dynamic, typechecked: bodies.length, problems };
}

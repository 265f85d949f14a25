// Checks one request sample of a guide against the bundled spec: the operation its method and path name, the call's
// rules (call-problems.ts), the site's variable names (sample-variables.ts) and the JSON body against the request
// schema (values the sample computes at run time only checked for presence).
import { matchOperation } from '@paydocs/spec-access/match';
import type { WalkedOperation } from '@paydocs/spec-access/walk';
import { childPointer, parsePointer } from '@paydocs/spec-access/pointer';
import type { JsonObject } from '@paydocs/spec-access/ref';
import { callProblems } from './call-problems.ts';
import { validateExample } from './ajv-context.ts';
import { UNKNOWN, type RequestSample, type SampleProblem, type StaticValue } from './sample-types.ts';
import { variableProblems } from './sample-variables.ts';

/** The value with each value the sample computes at run time replaced by null, its JSON Pointer added to `unknown`. */
function withoutUnknowns(value: StaticValue, unknown: string[], pointer = ''): unknown {
  if (value === UNKNOWN) {
    unknown.push(pointer);
    return null;
  }
  if (Array.isArray(value)) return value.map((v, i) => withoutUnknowns(v, unknown, childPointer(pointer, i)));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutUnknowns(v, unknown, childPointer(pointer, k))]));
}

/** An error at or below a run-time value says nothing about the sample as written. */
const coveredBy = (unknown: string[], pointer: string) => unknown.some((u) => pointer === u || pointer.startsWith(`${u}/`));

/** Stand-ins tried for a run-time value: one of them has the type its schema wants. */
const STAND_INS: unknown[] = [null, 'x', 1000, true, {}, []];

function setAt(root: unknown, pointer: string, value: unknown): unknown {
  if (pointer === '') return value;
  const keys = parsePointer(pointer);
  let node = root as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = value;
  return root;
}

/**
 * Errors of the body that do not depend on values computed at run time. An error at or below
 * such a value is dropped; above it (an `anyOf` that needs `business_id` to be a string) each
 * run-time value gets the stand-in that satisfies its schema best, chosen one value at a time.
 */
function validateWithRunTimeValues(body: StaticValue, operationId: string, spec: JsonObject): { pointer: string; message: string }[] {
  const unknown: string[] = [];
  let current = withoutUnknowns(body, unknown);
  const errorsOf = (candidate: unknown) =>
    validateExample({ operation: operationId, part: 'request' }, candidate, spec).errors.filter((e) => !coveredBy(unknown, e.pointer));
  let errors = errorsOf(current);
  for (const pointer of unknown) {
    if (errors.length === 0) break;
    for (const standIn of STAND_INS.slice(1)) {
      const candidate = setAt(structuredClone(current), pointer, structuredClone(standIn));
      const candidateErrors = errorsOf(candidate);
      if (candidateErrors.length < errors.length) {
        current = candidate;
        errors = candidateErrors;
      }
    }
  }
  return errors;
}

export interface CheckedSample {
  sample: RequestSample;
  operationId?: string;
  /** The operation the sample calls (spec-access's matcher), when its method and path name one. */
  operation?: WalkedOperation;
  problems: SampleProblem[];
}

/** The problems of one sample, its path taken as sent (with the server's base path), as code sends it. */
export function checkSample(sample: RequestSample, spec: JsonObject): CheckedSample {
  const problems: SampleProblem[] = [];
  const report = (message: string) =>
    problems.push({ file: sample.file, line: sample.line, message: `${sample.language} sample: ${message}` });
  if (sample.path === undefined) return { sample, problems };
  const matched = matchOperation(spec, sample.method, sample.path, { asSent: true });
  if ('error' in matched) {
    report(matched.error);
    return { sample, problems };
  }
  const walked = matched.operation;
  const operationId = String(walked.operationId);
  // The call's rules, shared with validateRequest; a sample's header values are not known statically.
  const headers = sample.headers && Object.fromEntries(sample.headers.map((h) => [h.toLowerCase(), undefined]));
  for (const p of callProblems(spec, walked, { ...(headers ? { headers } : {}), query: sample.query, hasBody: sample.body !== undefined }))
    report(p.message);
  // One voice: the same variable names in every sample (sample-variables.ts).
  if (sample.variables) for (const message of variableProblems(sample.variables)) report(message);
  if (sample.body && walked.operation.requestBody) {
    if ('unparsable' in sample.body) report(`${operationId}: ${sample.body.unparsable}`);
    else
      for (const error of validateWithRunTimeValues(sample.body.value, operationId, spec))
        report(`the body of ${operationId} is invalid at ${error.pointer === '' ? '(root)' : error.pointer}: ${error.message}`);
  }
  return { sample, operationId, operation: walked, problems };
}

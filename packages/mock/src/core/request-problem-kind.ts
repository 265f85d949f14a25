// Classifies one problem of the shared request validator (@paydocs/request-validator) into the kind of failure
// the error catalogue speaks about: missing token, missing header, unexpected parameter, missing or invalid field.
// The validator reports call problems as sentences (those of the samples checker), so they are matched here; the
// given/want table in request-problem-kind.test.ts fails when the validator's wording changes.
import type { RequestProblem } from './types.ts';
import { parsePointer } from '@paydocs/spec-access/pointer';

export type ProblemKind =
  | { kind: 'unknown-operation' }
  | { kind: 'body-not-json' }
  | { kind: 'body-too-large' }
  | { kind: 'missing-authorization' }
  | { kind: 'missing-header'; header: string }
  | { kind: 'missing-content-type' }
  | { kind: 'unexpected-query'; name: string }
  | { kind: 'missing-body' }
  | { kind: 'unexpected-body' }
  | { kind: 'missing-field'; field: string; pointer: string }
  | { kind: 'unexpected-field'; field: string; pointer: string }
  | { kind: 'invalid-field'; field: string; pointer: string; keyword: string }
  | { kind: 'other' };

/** The last token of a JSON pointer (`/payment/amount` -> `amount`); '' for the whole body. */
function lastToken(pointer: string): string {
  return parsePointer(pointer).pop() ?? '';
}

/** Ajv's keyword as the validator words it (`must be integer` -> type, `must be >= 51` -> minimum, ...). */
function keywordOf(message: string): string {
  if (/^must be (integer|number|string|boolean|object|array|null)\b/.test(message)) return 'type';
  if (/^must be (>=|>)/.test(message)) return 'minimum';
  if (/^must be (<=|<)/.test(message)) return 'maximum';
  if (/^must match format/.test(message)) return 'format';
  if (/^must match pattern/.test(message)) return 'pattern';
  if (/^must be equal to one of the allowed values/.test(message)) return 'enum';
  if (/^must NOT have (more|fewer) than/.test(message)) return 'length';
  return 'other';
}

export function problemKind(problem: RequestProblem): ProblemKind {
  const { code, message } = problem;
  if (code === 'unknown-operation') return { kind: 'unknown-operation' };
  if (code === 'body-not-json') return { kind: 'body-not-json' };
  if (code === 'body-too-large') return { kind: 'body-too-large' };
  if (code === 'body') {
    const pointer = problem.pointer ?? '';
    if (/^must have required property/.test(message)) return { kind: 'missing-field', field: lastToken(pointer), pointer };
    if (/^must NOT have (additional|unevaluated) properties/.test(message))
      return { kind: 'unexpected-field', field: lastToken(pointer), pointer };
    return { kind: 'invalid-field', field: lastToken(pointer), pointer, keyword: keywordOf(message) };
  }
  if (/needs the Authorization header/.test(message)) return { kind: 'missing-authorization' };
  const header = /requires the (\S+) header/.exec(message);
  if (header?.[1]) return { kind: 'missing-header', header: header[1] };
  if (/sends a JSON body without "Content-Type/.test(message)) return { kind: 'missing-content-type' };
  const query = /has no query parameter "([^"]+)"/.exec(message);
  if (query?.[1]) return { kind: 'unexpected-query', name: query[1] };
  if (/requires a request body/.test(message)) return { kind: 'missing-body' };
  if (/takes no request body/.test(message)) return { kind: 'unexpected-body' };
  return { kind: 'other' };
}

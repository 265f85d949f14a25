// Classifies one problem of the shared request validator (@paydocs/request-validator) into the kind of failure
// the error catalogue speaks about: missing token, missing header, unexpected parameter, missing or invalid field.
// Read from the validator's structured problems (location, name, pointer, keyword), never from their wording; the
// given/want table in request-problem-kind.test.ts runs the real validator.
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

/** Ajv's keyword as the catalogue's rules group them (exclusive bounds with the bounds, both lengths as one). */
const KEYWORDS: Record<string, string> = {
  exclusiveMinimum: 'minimum',
  exclusiveMaximum: 'maximum',
  minLength: 'length',
  maxLength: 'length',
};

export function problemKind(problem: RequestProblem): ProblemKind {
  const { location, keyword, name = '', pointer = '' } = problem;
  if (keyword === 'operation') return { kind: 'unknown-operation' };
  if (keyword === 'not-json') return { kind: 'body-not-json' };
  if (keyword === 'too-large') return { kind: 'body-too-large' };
  if (keyword === 'security') return { kind: 'missing-authorization' };
  if (keyword === 'content-type') return { kind: 'missing-content-type' };
  if (location === 'header' && keyword === 'required') return { kind: 'missing-header', header: name };
  if (location === 'query' && keyword === 'undeclared') return { kind: 'unexpected-query', name };
  if (location !== 'body') return { kind: 'other' };
  if (pointer === '') {
    if (keyword === 'required') return { kind: 'missing-body' };
    if (keyword === 'undeclared') return { kind: 'unexpected-body' };
  }
  const field = lastToken(pointer);
  if (keyword === 'required') return { kind: 'missing-field', field, pointer };
  if (['undeclared', 'additionalProperties', 'unevaluatedProperties'].includes(keyword))
    return { kind: 'unexpected-field', field, pointer };
  return { kind: 'invalid-field', field, pointer, keyword: KEYWORDS[keyword] ?? keyword };
}

// The error answers of the request validation (respond.ts) and the sandbox's rules, made once: the documented `Error`
// envelope for a code of the catalogue (`ErrorCode`), and a "Not documented: ..." answer.
import { MOCK_HEADER, type MockResponse, type RequestProblem, type Spec } from './types.ts';

interface Context {
  /** Every problem the validator found (the answer lists them). */
  problems?: RequestProblem[];
  /** More fields of the error body (a decline's `decline_code`). */
  extra?: Record<string, unknown>;
  /** 400 by default: the status the API documents for a bad request in general. */
  status?: number;
}

const answer = (operationId: string | undefined, problems: RequestProblem[] = []) => ({ operationId, problems });

/** An answer for a case the API documents no answer for: the sentence (and the problems, when there are any). */
export function notDocumented(
  operationId: string | undefined,
  sentence: string,
  { problems = [], status = 400 }: Context = {},
): MockResponse {
  const listed = problems.map((p) => (p.pointer ? `${p.pointer}: ${p.message}` : p.message));
  return {
    ...answer(operationId, problems),
    status,
    headers: { 'content-type': 'application/json', [MOCK_HEADER]: 'not-documented' },
    body: JSON.stringify({ not_documented: sentence, ...(listed.length ? { problems: listed } : {}) }, null, 2),
    outcome: 'not-documented',
  };
}

/** The documented error for a catalogue code, or "Not documented" when the spec's catalogue lacks the code or its message. */
export function documentedError(spec: Spec, operationId: string | undefined, code: string, context: Context = {}): MockResponse {
  const schema = spec.components?.schemas?.ErrorCode ?? {};
  const entry = schema['x-error-catalogue']?.[code];
  const message = schema['x-enum-descriptions']?.[code];
  if (!entry || typeof message !== 'string')
    return notDocumented(operationId, `Not documented: the error code ${code} in the error catalogue.`, context);
  return {
    ...answer(operationId, context.problems),
    status: Number(entry.status),
    headers: { 'content-type': 'application/json', [MOCK_HEADER]: 'documented-error' },
    body: JSON.stringify({ code, message, ...context.extra }, null, 2),
    outcome: 'documented-error',
  };
}

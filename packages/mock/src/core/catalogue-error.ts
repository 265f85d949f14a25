// The mock's JSON answers, made once (jsonAnswer): the documented `Error` envelope for a code of the catalogue
// (`ErrorCode`) and a "Not documented: ..." answer, for the request validation (respond.ts) and the sandbox's rules.
import { errorCatalogue } from '@paydocs/spec-tools/error-catalogue';
import { MOCK_HEADER, type MockOutcome, type MockResponse, type RequestProblem, type Spec } from './types.ts';

interface Context {
  /** Every problem the validator found (the answer lists them). */
  problems?: RequestProblem[];
  /** More fields of the error body (a decline's `decline_code`). */
  extra?: Record<string, unknown>;
  /** 400 by default: the status the API documents for a bad request in general. */
  status?: number;
}

/** A JSON answer of the mock, its outcome in the MOCK_HEADER. */
export const jsonAnswer = (
  outcome: MockOutcome,
  status: number,
  body: unknown,
  operationId?: string,
  problems: RequestProblem[] = [],
): MockResponse => ({
  status,
  headers: { 'content-type': 'application/json', [MOCK_HEADER]: outcome },
  body: JSON.stringify(body, null, 2),
  outcome,
  operationId,
  problems,
});

/** An answer for a case the API documents no answer for: the sentence (and the problems, when there are any). */
export function notDocumented(
  operationId: string | undefined,
  sentence: string,
  { problems = [], status = 400 }: Context = {},
): MockResponse {
  const listed = problems.map((p) => (p.pointer ? `${p.pointer}: ${p.message}` : p.message));
  const body = { not_documented: sentence, ...(listed.length ? { problems: listed } : {}) };
  return jsonAnswer('not-documented', status, body, operationId, problems);
}

/** The documented error for a catalogue code, or "Not documented" when the spec's catalogue lacks the code or its message. */
export function documentedError(spec: Spec, operationId: string | undefined, code: string, context: Context = {}): MockResponse {
  const entry = errorCatalogue(spec).find((e) => e.code === code);
  const message = entry?.description;
  if (!entry || typeof message !== 'string')
    return notDocumented(operationId, `Not documented: the error code ${code} in the error catalogue.`, context);
  return jsonAnswer('documented-error', entry.status, { code, message, ...context.extra }, operationId, context.problems);
}

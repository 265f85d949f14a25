// The sandbox's answers: a success with the operation's documented status, headers and envelope around the current
// resource (or list), the documented 404 for an id the sandbox does not hold, a "Not documented" answer for a case
// the API documents no answer for, and notes (`x-paydocs-mock-note`) where the sandbox leaves a state alone because
// the spec documents no change.
import { mediaExample, requireOperation, successResponse } from '@paydocs/spec-access/model';
import { catalogueError } from '../catalogue-error.ts';
import { MOCK_HEADER, type MockResponse, type Spec } from '../types.ts';

type Json = Record<string, unknown>;

/** The header carrying what the sandbox did not do because the spec does not document it. */
export const MOCK_NOTE_HEADER = 'x-paydocs-mock-note';

/** The `data` of an operation's documented success example (the first example), or undefined. */
export function exampleEnvelope(spec: Spec, operationId: string): Json | undefined {
  const content = successResponse(spec, requireOperation(spec, operationId).operation)?.response.content ?? {};
  const example = mediaExample(spec, content['application/json'])?.value;
  return example && typeof example === 'object' ? (example as Json) : undefined;
}

export function exampleData(spec: Spec, operationId: string): Json | undefined {
  const data = exampleEnvelope(spec, operationId)?.data;
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Json) : undefined;
}

function withNotes(headers: Record<string, string>, notes: string[]): Record<string, string> {
  return notes.length ? { ...headers, [MOCK_NOTE_HEADER]: notes.join(' ') } : headers;
}

/** The `page_info` of a list answer (PageInfo). */
export interface PageInfo {
  has_previous: boolean;
  has_next: boolean;
  start_cursor: string | null;
  end_cursor: string | null;
}

/** The stateless answer's status and headers with a new envelope around `data` (a list's with its `page_info`). */
export function stateful(base: MockResponse, data: unknown, notes: string[] = [], page?: PageInfo): MockResponse {
  const example = base.body ? (JSON.parse(base.body) as Json) : {};
  const envelope: Json = Array.isArray(data)
    ? { ...example, id: null, data, ...(page ? { page_info: page } : {}) }
    : { ...example, id: (data as Json).id ?? example.id, data };
  return { ...base, headers: withNotes(base.headers, notes), body: JSON.stringify(envelope, null, 2) };
}

/** The stateless answer with notes added. */
export function noted(base: MockResponse, notes: string[]): MockResponse {
  return { ...base, headers: withNotes(base.headers, notes) };
}

/** A documented error (catalogue code), or "Not documented" when the catalogue lacks it. */
export function documentedError(spec: Spec, operationId: string, code: string, extra?: Json): MockResponse {
  return (
    catalogueError(spec, code, { operationId, ...(extra ? { extra } : {}) }) ??
    notDocumented(operationId, `Not documented: the error code ${code} in the error catalogue.`)
  );
}

/** An answer for a case the API documents no answer for: 400 and the sentence, as for an undocumented failure. */
export function notDocumented(operationId: string, sentence: string): MockResponse {
  return {
    operationId,
    problems: [],
    status: 400,
    headers: { 'content-type': 'application/json', [MOCK_HEADER]: 'not-documented' },
    body: JSON.stringify({ not_documented: sentence }, null, 2),
    outcome: 'not-documented',
  };
}

// The sandbox's success answers (the documented status and envelope around the current resource or list), with
// notes (`x-paydocs-mock-note`) where it leaves a state alone because the spec documents no change.
import { isObject, type JsonObject as Json } from '@paydocs/spec-access/ref';
import { documentedSuccess } from '../respond.ts';
import type { MockResponse, Spec } from '../types.ts';
import { newId } from './echo.ts';

/** The header carrying what the sandbox did not do because the spec does not document it. */
export const MOCK_NOTE_HEADER = 'x-paydocs-mock-note';

/** An operation's documented success example (its envelope), or undefined. */
function exampleEnvelope(spec: Spec, operationId: string): Json | undefined {
  const example = documentedSuccess(spec, operationId).example?.value;
  return isObject(example) ? example : undefined;
}

/** The `data` object of an operation's documented success example, or undefined. */
export function exampleData(spec: Spec, operationId: string): Json | undefined {
  const data = exampleEnvelope(spec, operationId)?.data;
  return isObject(data) ? data : undefined;
}

/** The `data` of an operation's example with a new id of the envelope's prefix: a resource of that operation's own. */
export const exampleResource = (spec: Spec, operationId: string): Json => ({
  ...exampleData(spec, operationId),
  id: newId(exampleEnvelope(spec, operationId)?.id),
});

/** The `page_info` of a list answer (PageInfo). */
export interface PageInfo {
  has_previous: boolean;
  has_next: boolean;
  start_cursor: string | null;
  end_cursor: string | null;
}

/** The stateless answer with notes added. */
export function noted(base: MockResponse, notes: string[]): MockResponse {
  return notes.length ? { ...base, headers: { ...base.headers, [MOCK_NOTE_HEADER]: notes.join(' ') } } : base;
}

/** The stateless answer's status and headers with a new envelope around `data` (a list's with its `page_info`). */
export function stateful(base: MockResponse, data: unknown, notes: string[] = [], page?: PageInfo): MockResponse {
  const example = base.body ? (JSON.parse(base.body) as Json) : {};
  const envelope: Json = Array.isArray(data)
    ? { ...example, id: null, data, ...(page ? { page_info: page } : {}) }
    : { ...example, id: (data as Json).id ?? example.id, data };
  return { ...noted(base, notes), body: JSON.stringify(envelope, null, 2) };
}

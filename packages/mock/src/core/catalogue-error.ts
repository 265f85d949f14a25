// The documented error envelope for one code of the error catalogue: the `Error` body (`code`, `message` from
// `ErrorCode`'s `x-enum-descriptions`) with the status of its `x-error-catalogue` entry. Shared by the request
// validation answers (respond.ts) and the sandbox's state rules (sandbox/), so a code is turned into a response once.
import { MOCK_HEADER, type MockResponse, type RequestProblem, type Spec } from './types.ts';

/** The response for a catalogue code, or undefined when the spec's catalogue lacks the code or its message. */
export function catalogueError(
  spec: Spec,
  code: string,
  options: { operationId?: string; problems?: RequestProblem[]; extra?: Record<string, unknown> } = {},
): MockResponse | undefined {
  const schema = spec.components?.schemas?.ErrorCode ?? {};
  const entry = schema['x-error-catalogue']?.[code];
  const message = schema['x-enum-descriptions']?.[code];
  if (!entry || typeof message !== 'string') return undefined;
  return {
    operationId: options.operationId,
    problems: options.problems ?? [],
    status: Number(entry.status),
    headers: { 'content-type': 'application/json', [MOCK_HEADER]: 'documented-error' },
    body: JSON.stringify({ code, message, ...options.extra }, null, 2),
    outcome: 'documented-error',
  };
}

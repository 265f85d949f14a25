// The mock's one decision, request -> response, as a pure function over the bundled spec: the shared request
// validator checks the call; a valid call gets the first documented 2xx status with its example, an invalid one the
// documented error for its first problem (catalogue-code.ts). No msw or fetch types: the adapters bring their own.
import { parameterExample, validateRequest } from '@paydocs/request-validator';
import { mediaExample, requireOperation, successResponse } from '@paydocs/spec-access/model';
import { type JsonObject, resolve } from '@paydocs/spec-access/ref';
import { catalogueCode } from './catalogue-code.ts';
import { documentedError, jsonAnswer, notDocumented } from './catalogue-error.ts';
import { MOCK_HEADER, type MockRequest, type MockResponse, type RequestProblem, type Spec } from './types.ts';

/** Which problem answers first: the token, then the call itself, then headers and query, then the body. */
function rank(problem: RequestProblem): number {
  if (problem.keyword === 'security') return 0;
  if (['operation', 'not-json', 'too-large'].includes(problem.keyword)) return 1;
  return problem.location === 'body' ? 3 : 2;
}

function errorResponse(spec: Spec, problems: RequestProblem[], operationId: string | undefined): MockResponse {
  const first = [...problems].sort((a, b) => rank(a) - rank(b))[0]!;
  const answer = catalogueCode(first);
  if ('code' in answer) return documentedError(spec, operationId, answer.code, { problems });
  // 404 for a path that names no operation is the mock's own answer, said in the body.
  return notDocumented(operationId, answer.notDocumented, { problems, status: first.keyword === 'operation' ? 404 : 400 });
}

/** An operation's success response (spec-access's rule) and its JSON example; the sandbox builds its answers on it. */
export function documentedSuccess(spec: Spec, operationId: string) {
  const success = successResponse(spec, requireOperation(spec, operationId).operation);
  if (!success) throw new Error(`operation ${operationId} documents no 2xx response`);
  const content = success.response.content ?? {};
  return { ...success, content, example: mediaExample(spec, content['application/json']) };
}

function successFor(spec: Spec, operationId: string): MockResponse {
  const { response, content, example, ...success } = documentedSuccess(spec, operationId);
  const status = Number(success.status);
  const headers: Record<string, string> = { [MOCK_HEADER]: 'success' };
  for (const [name, header] of Object.entries((response.headers ?? {}) as JsonObject)) {
    const value = parameterExample(spec, resolve(spec, header as JsonObject));
    if (value !== undefined) headers[name.toLowerCase()] = String(value);
  }
  if (status === 204 || Object.keys(content).length === 0) return { status, headers, outcome: 'success', operationId, problems: [] };
  const body = example ? example.value : { not_documented: `Not documented: an example of the ${status} response of ${operationId}.` };
  const answer = jsonAnswer('success', status, body, operationId);
  return { ...answer, headers: { ...headers, ...answer.headers } };
}

export function respond(spec: Spec, request: MockRequest): MockResponse {
  const validation = validateRequest(spec, {
    method: request.method,
    path: request.path,
    headers: request.headers,
    ...(request.body !== undefined && request.body !== '' ? { body: request.body } : {}),
  });
  if (!validation.valid) return errorResponse(spec, validation.problems, validation.operationId);
  return successFor(spec, validation.operationId!);
}

// The mock's one decision, request -> response, as a pure function over the bundled spec: the shared request
// validator (`validateRequest` of @paydocs/request-validator, the validator of `paydocs-spec validate`, the samples
// checker and the MCP server) checks the call; a valid call gets the first documented 2xx status with its example,
// an invalid one the documented error envelope (`Error`: code and message) with the catalogue code the API documents
// for the first problem, or, where the spec documents none, a "Not documented: ..." answer.
// No msw or fetch types here: the msw handlers and the docs site's Service Worker adapt their requests to it.
import { type JsonObject, resolve } from '@paydocs/spec-access/ref';
import { validateRequest } from '@paydocs/request-validator';
import { catalogueCode } from './catalogue-code.ts';
import { catalogueError } from './catalogue-error.ts';
import { mediaExample, requireOperation, successResponse } from '@paydocs/spec-access/model';
import { problemKind } from './request-problem-kind.ts';
import { MOCK_HEADER, type MockRequest, type MockResponse, type RequestProblem, type Spec } from './types.ts';

const JSON_TYPE = { 'content-type': 'application/json' };

/** Which problem answers first: the token, then the call itself, then headers and query, then the body. */
function rank(problem: RequestProblem): number {
  if (problem.keyword === 'security') return 0;
  if (['operation', 'not-json', 'too-large'].includes(problem.keyword)) return 1;
  return problem.location === 'body' ? 3 : 2;
}

function errorResponse(spec: Spec, problems: RequestProblem[], operationId: string | undefined): MockResponse {
  const first = [...problems].sort((a, b) => rank(a) - rank(b))[0]!;
  const answer = catalogueCode(problemKind(first));
  const base = { operationId, problems } as const;
  if ('code' in answer) {
    const documented = catalogueError(spec, answer.code, { operationId, problems });
    if (documented) return documented;
  }
  const notDocumented =
    'notDocumented' in answer ? answer.notDocumented : `Not documented: the error code ${answer.code} in the error catalogue.`;
  return {
    ...base,
    // 400 is the status the API documents for a bad request in general (a missing or invalid parameter); 404 for a
    // path that names no operation is the mock's own answer, said in the body.
    status: first.keyword === 'operation' ? 404 : 400,
    headers: { ...JSON_TYPE, [MOCK_HEADER]: 'not-documented' },
    body: JSON.stringify({ not_documented: notDocumented, problems: problems.map(describeProblem) }, null, 2),
    outcome: 'not-documented',
  };
}

function describeProblem(problem: RequestProblem): string {
  return problem.pointer ? `${problem.pointer}: ${problem.message}` : problem.message;
}

function headerExample(spec: Spec, header: unknown): string | undefined {
  const h = resolve(spec as JsonObject, (header ?? {}) as JsonObject) as JsonObject;
  const schema = (h.schema ?? {}) as JsonObject;
  const value = h.example ?? schema.example ?? (Array.isArray(schema.examples) ? schema.examples[0] : undefined);
  return value === undefined ? undefined : String(value);
}

function successFor(spec: Spec, operationId: string): MockResponse {
  const success = successResponse(spec, requireOperation(spec, operationId).operation);
  if (!success) throw new Error(`operation ${operationId} documents no 2xx response`);
  const { response } = success;
  const status = Number(success.status);
  const headers: Record<string, string> = { [MOCK_HEADER]: 'success' };
  for (const [name, header] of Object.entries((response.headers ?? {}) as JsonObject)) {
    const value = headerExample(spec, header);
    if (value !== undefined) headers[name.toLowerCase()] = value;
  }
  const content = response.content ?? {};
  if (status === 204 || Object.keys(content).length === 0) return { status, headers, outcome: 'success', operationId, problems: [] };
  const example = mediaExample(spec, content['application/json']);
  const body = example ? example.value : { not_documented: `Not documented: an example of the ${status} response of ${operationId}.` };
  return {
    status,
    headers: { ...headers, ...JSON_TYPE },
    body: JSON.stringify(body, null, 2),
    outcome: 'success',
    operationId,
    problems: [],
  };
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

// `try_request`: an API call sent to the sandbox of @paydocs/mock's core, in process, so an agent can run the calls its
// code makes. One sandbox per server instance (per client session over stdio); the real API is never called.
import type { Sandbox } from '@paydocs/mock/core';
import type { RequestInput } from '@paydocs/request-validator';
import { matchOperation, operationBasePath, requestTarget, withoutOrigin } from '@paydocs/spec-access';
import type { DocsData } from './docs-data.ts';
import { ToolInputError } from './limits.ts';
import { matchedOperation } from './operation.ts';

/** The path as sent to the API: a full URL's path and query, or a path without the base path given it. */
function pathAsSent(data: DocsData, method: string, path: string): string {
  const sent = withoutOrigin(path);
  if (!('error' in matchOperation(data.spec, method, sent, { asSent: true }))) return sent;
  const match = matchedOperation(data, method, sent);
  if (Object.keys(match.params).length < match.operation.path.split('{').length - 1)
    throw new ToolInputError(
      `path: "${requestTarget(path).path}" is a template; expected the path with its values (/v1/checkouts/cho_123)`,
    );
  return `${operationBasePath(match.operation)}${sent}`;
}

export function tryRequest(data: DocsData, sandbox: Sandbox, args: RequestInput) {
  const response = sandbox.respond({
    method: args.method.toUpperCase(),
    path: pathAsSent(data, args.method, args.path),
    headers: args.headers ?? {},
    ...(args.body !== undefined ? { body: args.body } : {}),
  });
  let body: unknown = response.body;
  try {
    body = response.body === undefined ? undefined : JSON.parse(response.body);
  } catch {
    // Not JSON: the text as it came.
  }
  return { status: response.status, headers: response.headers, body };
}

export function resetSandbox(sandbox: Sandbox) {
  sandbox.reset();
  return { reset: true, note: 'The sandbox holds nothing now: every resource and used token is forgotten.' };
}

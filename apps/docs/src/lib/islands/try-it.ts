// Props of the Try it island for one operation, read from the bundled spec at build time: the request built from
// the operation's examples (@paydocs/mock's exampleRequest: path parameters, required query, headers with
// `Authorization: Bearer <token>`, body), the API server to send it to for real, a curl sample of the same request,
// and where the mock Service Worker lives. The island gets these small values, never the spec.
import { exampleRequest, TOKEN_PLACEHOLDER } from '@paydocs/mock/core';
import { walkOperations, type JsonObject } from '@paydocs/spec-access';
import { mockPaths } from '../../mock/mock-paths.ts';

export interface TryItPathParameter {
  name: string;
  example: string;
}

export interface TryItProps {
  operationId: string;
  method: string;
  /** The path template with the server's base path (`/v1/payments/{id}`). */
  template: string;
  pathParameters: TryItPathParameter[];
  /** The query string of the example request, without `?` (required parameters with their examples). */
  query: string;
  /** One `Name: value` per line. */
  headers: string;
  body?: string;
  /** The API server URL with its default host (`https://api.example.com/v1`). */
  server: string;
  /** The host part readers replace (the server variable's default), shown with its description. */
  serverHostNote: string;
  curl: string;
  tokenPlaceholder: string;
  mock: { script: string; scope: string; prefix: string; spec: string };
  /** The full-page Scalar explorer at this operation (`/api-spec/explorer#tag/checkouts/POST/checkouts`). */
  explorer: string;
}

/** Scalar's anchor of an operation: `tag/<tag slug>/<METHOD><path>`. */
export function scalarOperationAnchor(tag: string | undefined, method: string, path: string): string {
  const slug = (tag ?? 'default')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `tag/${slug}/${method.toUpperCase()}${path}`;
}

/** One shell word in single quotes (`it's` -> `'it'\''s'`). */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** A curl command for a request (the host from the server URL, `$API_HOST` left for the reader where it is a variable). */
export function curlOf(request: { method: string; path: string; headers: Record<string, string>; body?: string }, origin: string): string {
  const lines = [`curl -X ${request.method} "${origin}${request.path}"`];
  for (const [name, value] of Object.entries(request.headers)) lines.push(`  -H "${name}: ${value}"`);
  if (request.body !== undefined) lines.push(`  -d ${shellQuote(JSON.stringify(JSON.parse(request.body)))}`);
  return lines.join(' \\\n');
}

export function tryItProps(doc: JsonObject, operationId: string, base: string): TryItProps {
  const request = exampleRequest(doc, operationId, TOKEN_PLACEHOLDER);
  const walked = walkOperations(doc).find((w) => w.operationId === operationId)!;
  const [pathPart, query = ''] = request.path.split('?') as [string, string?];
  const pathParameters = walked.parameters
    .map((p) => p.node)
    .filter((p) => p.in === 'path')
    .map((p) => {
      const name = String(p.name);
      // The example value sits where the template has `{name}`.
      const at = request.template.split('/').indexOf(`{${name}}`);
      return { name, example: decodeURIComponent(pathPart.split('/')[at] ?? '') };
    });
  const server = request.server;
  // The curl sample keeps the host a variable (`https://$API_HOST`), as the guides' samples do.
  const rawServer = String((doc.servers as { url: string }[] | undefined)?.[0]?.url ?? server);
  const origin = (/^[a-z]+:\/\/[^/]*/i.exec(rawServer)?.[0] ?? '').replace(/\{([^}]+)\}/g, (_m, name: string) => `$${name.toUpperCase()}`);
  const hostVariable = (doc.servers as { variables?: Record<string, { description?: string }> }[] | undefined)?.[0]?.variables;
  const hostNote = Object.values(hostVariable ?? {})[0]?.description ?? '';
  return {
    operationId,
    method: request.method,
    template: request.template,
    pathParameters,
    query,
    headers: Object.entries(request.headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\n'),
    ...(request.body !== undefined ? { body: request.body } : {}),
    server,
    serverHostNote: hostNote,
    curl: curlOf(
      { ...request, headers: { ...request.headers, ...(request.headers.Authorization ? { Authorization: 'Bearer $ACCESS_TOKEN' } : {}) } },
      origin,
    ),
    tokenPlaceholder: TOKEN_PLACEHOLDER,
    mock: mockPaths(base),
    explorer: `${mockPaths(base).scope}/explorer#${scalarOperationAnchor((walked.operation.tags as string[] | undefined)?.[0], walked.method, walked.path)}`,
  };
}

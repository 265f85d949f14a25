// Props of the Try it island for one operation, read from the bundled spec at build time: the request built from
// the operation's examples (@paydocs/request-validator's exampleRequest: path parameters, required query, headers with
// `Authorization: Bearer <token>`, body), the API server to send it to for real, a curl sample of the same request,
// and Scalar's anchor of the operation. The island gets these small values, never the spec; what is the same for
// every operation (where the mock lives, the explorer's path: from the site's base) and the curl sample
// (src/lib/islands/curl.ts) it works out itself, so a tag page does not carry them once per operation.
import { exampleRequest, exampleRequestParts, TOKEN_PLACEHOLDER } from '@paydocs/request-validator';
import { requireOperation, type JsonObject } from '@paydocs/spec-access';
import { slugify } from '../spec/anchors.ts';

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
  /** The scheme and host of the curl sample (`https://$API_HOST`), which the island writes where no mock can run. */
  curlOrigin: string;
  /** Scalar's anchor of the operation on the full-page explorer (`tag/checkouts/POST/checkouts`). */
  explorerAnchor: string;
}

/** Scalar's anchor of an operation: `tag/<tag slug>/<METHOD><path>`. */
export function scalarOperationAnchor(tag: string | undefined, method: string, path: string): string {
  return `tag/${slugify(tag ?? 'default')}/${method.toUpperCase()}${path}`;
}

export function tryItProps(doc: JsonObject, operationId: string): TryItProps {
  const request = exampleRequest(doc, operationId, TOKEN_PLACEHOLDER);
  const walked = requireOperation(doc, operationId);
  const query = request.path.split('?')[1] ?? '';
  // A path parameter without an example keeps its template (`{id}`), as the request's path does.
  const pathParameters = exampleRequestParts(doc, operationId)
    .parameters.filter((p) => p.in === 'path')
    .map((p) => ({ name: p.name, example: String(p.example ?? `{${p.name}}`) }));
  const server = request.server;
  // The curl sample keeps the host a variable (`https://$API_HOST`), as the guides' samples do.
  // The operation's own server (walkOperations picks operation, Path Item, then root), its variables kept.
  const own = walked.servers[0] as { url?: string; variables?: Record<string, { description?: string }> } | undefined;
  const origin = (/^[a-z]+:\/\/[^/]*/i.exec(own?.url ?? server)?.[0] ?? '').replace(
    /\{([^}]+)\}/g,
    (_m, name: string) => `$${name.toUpperCase()}`,
  );
  const hostNote = Object.values(own?.variables ?? {})[0]?.description ?? '';
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
    curlOrigin: origin,
    explorerAnchor: scalarOperationAnchor((walked.operation.tags as string[] | undefined)?.[0], walked.method, walked.path),
  };
}

// Props of the Try it island for one operation, read from the bundled spec at build time: the request built from
// the operation's examples (@paydocs/request-validator's exampleRequest: path parameters, required query, headers with
// `Authorization: Bearer <token>`, body), the API server to send it to for real, a curl sample of the same request,
// and Scalar's anchor of the operation. The island gets these small values, never the spec; what is the same for
// every operation (where the mock lives, the explorer's path: from the site's base) and the curl sample
// (src/lib/islands/curl.ts) it works out itself, so a tag page does not carry them once per operation.
import { exampleRequest, exampleRequestParts, HOST_VARIABLE, TOKEN_PLACEHOLDER } from '@paydocs/request-validator';
import { requireOperation, type JsonObject } from '@paydocs/spec-access';
import { slugify } from '../spec/anchors.ts';

/** What TryIt.astro passes the island: tryItProps, the one declaration of the shape. */
export type TryItProps = ReturnType<typeof tryItProps>;

/** Scalar's anchor of an operation: `tag/<tag slug>/<METHOD><path>`. */
export function scalarOperationAnchor(tag: string | undefined, method: string, path: string): string {
  return `tag/${slugify(tag ?? 'default')}/${method.toUpperCase()}${path}`;
}

export function tryItProps(doc: JsonObject, operationId: string) {
  const request = exampleRequest(doc, operationId, TOKEN_PLACEHOLDER);
  const walked = requireOperation(doc, operationId);
  return {
    operationId,
    method: request.method,
    /** The path template with the server's base path (`/v1/payments/{id}`). */
    template: request.template,
    // A path parameter without an example keeps its template (`{id}`), as the request's path does.
    pathParameters: exampleRequestParts(doc, operationId)
      .parameters.filter((p) => p.in === 'path')
      .map((p) => ({ name: p.name, example: String(p.example ?? `{${p.name}}`) })),
    /** The query string of the example request, without `?` (required parameters with their examples). */
    query: request.path.split('?')[1] ?? '',
    /** One `Name: value` per line. */
    headers: Object.entries(request.headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\n'),
    ...(request.body !== undefined ? { body: request.body } : {}),
    /** The API server URL with its default host (`https://api.example.com/v1`). */
    server: request.server,
    /** What the host part readers replace is (the description of the operation's server variable). */
    serverHostNote: Object.values(walked.servers[0]?.variables ?? {})[0]?.description ?? '',
    /** The scheme and host of the curl sample the island writes where no mock can run: the reference samples' `https://$API_HOST`. */
    curlOrigin: `https://$${HOST_VARIABLE}`,
    /** Scalar's anchor of the operation on the full-page explorer (`tag/checkouts/POST/checkouts`). */
    explorerAnchor: scalarOperationAnchor(walked.operation.tags?.[0], walked.method, walked.path),
  };
}

// The one example-request builder: a request to an operation made of the spec's own examples. Try it prefills its
// form with it, the mock's tests send it, and the reference's samples write its parts with variables instead.
import { mediaExample, operationBasePath, requireOperation, requiresToken, serverUrl } from '@paydocs/spec-access/model';
import { resolve, type JsonObject } from '@paydocs/spec-access/ref';

/** What Try it shows in place of a real token. */
export const TOKEN_PLACEHOLDER = '<token>';

export interface ExampleRequest extends Pick<RequestParts, 'operationId' | 'method' | 'server'> {
  /** The path as called, with the base path and the query (`/v1/payments/pay_123?limit=5`). */
  path: string;
  headers: Record<string, string>;
  /** The JSON body as sent, when the operation documents a request body example. */
  body?: string;
  /** The path template with its base path (`/v1/payments/{id}`), for display. */
  template: string;
}

/** A parameter's (or header's) example: its own (mediaExample), else its schema's `example`, first `examples`, `default`. */
export function parameterExample(doc: JsonObject, p: JsonObject): unknown {
  const own = mediaExample(doc, p);
  if (own?.value !== undefined) return own.value;
  const schema = (p.schema ?? {}) as JsonObject;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples)) return schema.examples[0];
  return schema.default;
}

/** What a request to an operation is made of, read once from the spec (its parameters with their examples). */
export interface RequestParts {
  operationId: string;
  /** Upper case (`POST`). */
  method: string;
  /** The operation's server URL with variable defaults (`https://api.example.com/v1`). */
  server: string;
  /** The server's base path (`/v1`). */
  basePath: string;
  /** The path template without the base path (`/checkouts/{id}`). */
  path: string;
  /** Path, query and header parameters in spec order, each with its example (undefined when it has none). */
  parameters: { name: string; in: string; required: boolean; example: unknown }[];
  /** The operation is secured by a bearer token (its security, else the document's, is not empty). */
  auth: boolean;
  /** The request body's JSON example, when the operation documents one. */
  body?: { value: unknown };
}

/** The parts of a request to `operationId`: exampleRequest fills them with the examples, the reference with variables. */
export function exampleRequestParts(spec: JsonObject, operationId: string): RequestParts {
  const walked = requireOperation(spec, operationId);
  const parts: RequestParts = {
    operationId,
    method: walked.method.toUpperCase(),
    server: serverUrl(walked),
    basePath: operationBasePath(walked),
    path: walked.path,
    parameters: walked.parameters.map((p) => ({
      name: p.node.name,
      in: p.node.in,
      required: p.node.required === true,
      example: parameterExample(spec, p.node),
    })),
    auth: requiresToken(spec, walked.operation),
  };
  const body = walked.operation.requestBody;
  const example = body && mediaExample(spec, resolve(spec, body).content?.['application/json']);
  return example ? { ...parts, body: example } : parts;
}

export function exampleRequest(spec: JsonObject, operationId: string, token = TOKEN_PLACEHOLDER): ExampleRequest {
  const parts = exampleRequestParts(spec, operationId);
  let path = parts.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  if (parts.auth) headers.Authorization = `Bearer ${token}`;
  for (const p of parts.parameters) {
    if (p.example === undefined) continue;
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(String(p.example)));
    else if (p.in === 'query' && p.required) query.set(p.name, String(p.example));
    else if (p.in === 'header') headers[p.name] = String(p.example);
  }
  if (parts.body) headers['Content-Type'] = 'application/json';
  return {
    operationId,
    method: parts.method,
    path: `${parts.basePath}${path}${query.size ? `?${query}` : ''}`,
    template: `${parts.basePath}${parts.path}`,
    server: parts.server,
    headers,
    ...(parts.body ? { body: JSON.stringify(parts.body.value, null, 2) } : {}),
  };
}

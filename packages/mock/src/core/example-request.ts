// A request to an operation built from the spec's own examples: path parameters, required query parameters and
// every header parameter from their examples, `Authorization: Bearer <token>`, and the request body example.
// The Try it form is prefilled from it and the Node test sends it for every operation.
import { resolve, type JsonObject, type Located } from '@paydocs/spec-access/ref';
import { findOperation, mediaExample } from './operation-lookup.ts';
import { basePath, serverUrl } from './server-url.ts';
import type { MockRequest, Spec } from './types.ts';

/** What Try it shows in place of a real token. */
export const TOKEN_PLACEHOLDER = '<token>';

export interface ExampleRequest extends MockRequest {
  operationId: string;
  /** The path template with its base path (`/v1/payments/{id}`), for display. */
  template: string;
  /** The operation's server URL with variable defaults (`https://api.example.com/v1`). */
  server: string;
}

function parameterExample(p: JsonObject): unknown {
  if (p.example !== undefined) return p.example;
  const first = p.examples && typeof p.examples === 'object' ? Object.values(p.examples as JsonObject)[0] : undefined;
  if (first && typeof first === 'object' && 'value' in first) return (first as JsonObject).value;
  const schema = (p.schema ?? {}) as JsonObject;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples)) return schema.examples[0];
  return schema.default;
}

export function exampleRequest(spec: Spec, operationId: string, token = TOKEN_PLACEHOLDER): ExampleRequest {
  const walked = findOperation(spec, operationId);
  const parameters = walked.parameters.map((p: Located) => p.node);
  const server = serverUrl(walked);
  const base = basePath(server);
  let path = walked.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  const security = (walked.operation.security ?? spec.security ?? []) as JsonObject[];
  if (security.length > 0 && !security.some((r) => Object.keys(r).length === 0)) headers.Authorization = `Bearer ${token}`;
  for (const p of parameters) {
    const value = parameterExample(p);
    if (value === undefined) continue;
    if (p.in === 'path') path = path.replace(`{${String(p.name)}}`, encodeURIComponent(String(value)));
    else if (p.in === 'query' && p.required) query.set(String(p.name), String(value));
    else if (p.in === 'header') headers[String(p.name)] = String(value);
  }
  const request: ExampleRequest = {
    operationId,
    method: walked.method.toUpperCase(),
    path: `${base}${path}${query.size ? `?${query}` : ''}`,
    template: `${base}${walked.path}`,
    server,
    headers,
  };
  const body = walked.operation.requestBody as JsonObject | undefined;
  if (body) {
    const content = (resolve(spec, body).content ?? {}) as JsonObject;
    const example = mediaExample(spec, content['application/json']);
    if (example.found) {
      headers['Content-Type'] = 'application/json';
      request.body = JSON.stringify(example.value, null, 2);
    }
  }
  return request;
}

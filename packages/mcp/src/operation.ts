// `get_operation`: what the operation's reference page says, sized for an agent (the README's tool table): compact by
// default (schemas resolved without their examples, errors once by status with the catalogue's codes), one response
// in full, or every schema whole.
import { derefDeep, isObject, type JsonObject, matchOperation, operationById, serverUrl, type WalkedOperation } from '@paydocs/spec-access';
import { mediaExample, requiresToken, securityRequirements } from '@paydocs/spec-access/model';
import { exampleRequest } from '@paydocs/request-validator';
import type { DocsData } from './docs-data.ts';
import { codesWithStatus } from './error-catalogue.ts';
import { known, own, shown, ToolInputError } from './limits.ts';

export interface OperationArgs {
  operationId?: string;
  method?: string;
  path?: string;
  response?: string;
  schema?: 'compact' | 'full';
}

/**
 * `node` with every `$ref` resolved (derefDeep), none left: where a recursive schema (JsonValue holds JsonValues)
 * refers to itself again, a `$comment` names the schema instead, so the answer is finite and self-contained.
 */
export function resolved(data: DocsData, node: unknown): unknown {
  return derefDeep(data.spec, node, (ref) => ({ $comment: `recursive: the same schema as the enclosing ${ref}` }));
}

// Schema keys a compact answer leaves out: examples (the body's example is given once beside its schema) and the
// error catalogue's tables (get_error answers a code).
const LEFT_OUT = new Set(['example', 'examples', 'x-enum-descriptions', 'x-error-catalogue']);

function compact(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(compact);
  if (!isObject(node)) return node;
  return Object.fromEntries(Object.entries(node).flatMap(([k, v]) => (LEFT_OUT.has(k) ? [] : [[k, compact(v)]])));
}

/** Each error status's description and codes; in full, the error body's schema once beside them. */
function errors(data: DocsData, responses: JsonObject, full: boolean) {
  const statuses = Object.keys(responses).filter(isError);
  const list = statuses.map((status) => {
    const { codes, inferred } = codesWithStatus(data.spec, Number(status));
    return {
      status,
      description: (responses[status] as JsonObject).description,
      codes,
      ...(inferred.length ? { statusInferredFor: inferred } : {}),
    };
  });
  const first = responses[statuses[0] ?? ''] as JsonObject | undefined;
  // The catalogue's tables (x-error-catalogue) are get_error's answer, not repeated here.
  return full && first ? { errors: list, errorBody: body(data.spec, first.content) } : { errors: list };
}

const isError = (status: string) => /^[45]/.test(status) || status === 'default';

/**
 * The operation `METHOD path` calls, the path in any form an agent writes: the template (`/payments/{id}`), as sent
 * (with the server's base path, ids, a query string) or a full URL; spec-access's matcher reads the base path from
 * the spec's servers. None is a ToolInputError naming why.
 */
export function matchedOperation(data: DocsData, method: string, path: string) {
  const match = matchOperation(data.spec, method, path);
  if ('error' in match)
    throw new ToolInputError(
      // The matcher's message names the path: cut, so a long path is not echoed back.
      `method/path: ${match.error.replace(path, shown(path))}; expected a path as in list_operations (e.g. /payments/{id}), as sent, or a full URL`,
    );
  return match;
}

/** The operation an operationId (or a webhook's event name: spec-access's operationById) or a method and path names. */
function findOperation(data: DocsData, args: OperationArgs): { op: WalkedOperation; pathParameters?: Record<string, string> } {
  if (args.method && args.path && !args.operationId) {
    const { operation, params } = matchedOperation(data, args.method, args.path);
    return { op: operation, pathParameters: params };
  }
  if (!args.operationId) throw new ToolInputError('expected operationId, or method and path (e.g. method "POST", path "/payments")');
  const op = operationById(data.spec, args.operationId);
  if (op) return { op };
  const ids = data.operations.flatMap((o) => o.operationId ?? []);
  throw new ToolInputError(
    `operationId: no operation "${shown(args.operationId)}"; list_operations names them all (e.g. ${known(ids, 6)})`,
  );
}

/** A media type's schema and example, compact unless `full`. */
function body(spec: JsonObject, content: unknown, full = false) {
  const json = own(content as JsonObject, 'application/json') as JsonObject | undefined;
  const [type, media] = json ? ['application/json', json] : (Object.entries((content ?? {}) as JsonObject)[0] ?? []);
  if (!isObject(media)) return {};
  const example = mediaExample(spec, media);
  return { contentType: type, schema: full ? media.schema : compact(media.schema), ...(example ? { example: example.value } : {}) };
}

/** The security requirements with their schemes (`Authorization: Bearer <access_token>`), or none. */
function auth(data: DocsData, operation: JsonObject) {
  if (!requiresToken(data.spec, operation)) return 'none: send no Authorization header';
  const requirements = securityRequirements(data.spec, operation);
  const schemes = data.spec.components?.securitySchemes ?? {};
  return requirements.flatMap((r) => Object.keys(r).map((name) => ({ name, ...own(schemes, name) })));
}

export function getOperation(data: DocsData, args: OperationArgs) {
  const { op, pathParameters } = findOperation(data, args);
  const operation = resolved(data, op.operation) as JsonObject;
  const responses = (operation.responses ?? {}) as JsonObject;
  const head = {
    kind: op.kind,
    method: op.method.toUpperCase(),
    path: op.path,
    operationId: op.operationId,
    // The values the path named (`/payments/pay_1` -> `{ "id": "pay_1" }`), when it was given as sent.
    ...(pathParameters && Object.keys(pathParameters).length ? { pathParameters } : {}),
  };
  if (args.response !== undefined) {
    const response = own(responses, args.response);
    if (!response)
      throw new ToolInputError(
        `response: ${op.operationId} has no response "${shown(args.response)}"; expected one of ${Object.keys(responses).join(', ')}`,
      );
    return { ...head, status: args.response, response };
  }
  const server = op.servers[0];
  const full = args.schema === 'full';
  const shape = (node: unknown) => (full ? node : compact(node));
  return {
    ...head,
    summary: operation.summary,
    description: operation.description,
    // The operation's own server (the token call's has no base path): the template, and the URL with its defaults.
    ...(server ? { server: server.url, serverVariables: server.variables, url: `${serverUrl(op)}${op.path}` } : {}),
    auth: auth(data, operation),
    parameters: op.parameters.map((p) => shape(resolved(data, p.node))),
    ...(isObject(operation.requestBody)
      ? { requestBody: { required: operation.requestBody.required === true, ...body(data.spec, operation.requestBody.content, full) } }
      : {}),
    responses: Object.fromEntries(
      Object.keys(responses)
        .filter((s) => !isError(s))
        .map((s) => [
          s,
          { description: (responses[s] as JsonObject).description, ...body(data.spec, (responses[s] as JsonObject).content, full) },
        ]),
    ),
    ...errors(data, responses, full),
    ...(op.kind === 'operation' && op.operationId ? { sample: exampleRequest(data.spec, op.operationId) } : {}),
    rules: operation['x-rules'],
    notDocumented: operation['x-not-shown'],
    more: 'Error bodies follow the Error schema (get_schema "Error"); get_error "<code>" explains a code. For one response in full (schema with its examples) pass response: "<status>"; for the whole operation resolved, schema: "full".',
  };
}

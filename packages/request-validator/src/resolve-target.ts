// Turns a docs-facing target ({schema} or {operation, part, status}) into the schema fragment
// and direction to validate against. Used by validateExample for MDX code fences and <SpecExample>.
import { parsePointer, toRef } from '@paydocs/spec-access/pointer';
import { resolveLocated } from '@paydocs/spec-access/ref';
import { requireOperation, successStatus } from '@paydocs/spec-access/model';
import { isObject, type Direction, type JsonObject } from './types.ts';

export interface ExampleTarget {
  /** A name in components.schemas, e.g. `CheckoutCreateInput`. */
  schema?: string;
  /** An operationId of a path or webhook operation, e.g. `createCheckout`. */
  operation?: string;
  /** Request body or response body; defaults to `request` when the operation has a body and no status is given. */
  part?: 'request' | 'response';
  /** Response status (`201`, `2XX`, `default`); defaults to the first 2xx response. */
  status?: string;
}

export interface ResolvedTarget {
  direction: Direction;
  schema: string;
}

/** `node` (at `tokens`) with its `$ref` followed by spec-access's rule, and the tokens of where it really lives. */
function follow(doc: JsonObject, node: unknown, tokens: (string | number)[]): { node: unknown; tokens: (string | number)[] } {
  if (!isObject(node)) return { node, tokens };
  try {
    const found = resolveLocated(doc, { node, pointer: toRef(tokens) });
    return { node: found.node, tokens: parsePointer(found.pointer) };
  } catch {
    return { node: undefined, tokens }; // a $ref that leads nowhere: the caller names the part that cannot be resolved
  }
}

/** The JSON media type if there is one, else the first media type with a schema. */
function bodySchema(content: unknown, tokens: (string | number)[], what: string): (string | number)[] {
  if (!isObject(content)) throw new Error(`${what} has no body (no content)`);
  const types = Object.keys(content).filter((t) => isObject(content[t]) && (content[t] as JsonObject).schema !== undefined);
  const chosen = types.find((t) => t === 'application/json') ?? types.find((t) => /[/+]json\b/.test(t)) ?? types[0];
  if (!chosen) throw new Error(`${what} has no media type with a schema`);
  return [...tokens, 'content', chosen, 'schema'];
}

export function resolveTarget(doc: JsonObject, target: ExampleTarget): ResolvedTarget {
  if (target.schema !== undefined && target.operation !== undefined) {
    throw new Error('Give either `schema` or `operation`, not both');
  }
  if (target.schema !== undefined) {
    const schemas = isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {};
    if (!(target.schema in schemas)) {
      throw new Error(`Unknown schema "${target.schema}": it is not in components.schemas of the bundled spec`);
    }
    return { direction: 'neutral', schema: toRef(['components', 'schemas', target.schema]) };
  }
  if (target.operation === undefined) throw new Error('The target needs `schema` or `operation`');

  const found = requireOperation(doc, target.operation);
  const { operation } = found;
  const tokens = parsePointer(found.pointer);
  const part = target.part ?? (target.status === undefined && operation.requestBody !== undefined ? 'request' : 'response');
  // Webhook requests are sent by the API, so they read like responses (see Direction).
  const webhook = found.kind === 'webhook';

  if (part === 'request') {
    if (target.status !== undefined) throw new Error(`\`status\` only applies to part "response" (operation ${target.operation})`);
    const body = follow(doc, operation.requestBody, [...tokens, 'requestBody']);
    if (!isObject(body.node)) throw new Error(`Operation ${target.operation} has no request body`);
    const schema = bodySchema(body.node.content, body.tokens, `The request body of ${target.operation}`);
    return { direction: webhook ? 'response' : 'request', schema: toRef(schema) };
  }

  const responses = isObject(operation.responses) ? operation.responses : {};
  const codes = Object.keys(responses);
  const status = target.status ?? successStatus(operation);
  if (status === undefined || !(status in responses)) {
    throw new Error(
      `Operation ${target.operation} has no ${status === undefined ? '2xx' : `"${status}"`} response (it has: ${codes.join(', ') || 'none'})`,
    );
  }
  const res = follow(doc, responses[status], [...tokens, 'responses', status]);
  if (!isObject(res.node)) throw new Error(`The ${status} response of ${target.operation} cannot be resolved`);
  const schema = bodySchema(res.node.content, res.tokens, `The ${status} response of ${target.operation}`);
  return { direction: webhook ? 'request' : 'response', schema: toRef(schema) };
}

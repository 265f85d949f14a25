// Reads what the bundled spec documents about each operation and webhook (parameters and whether
// they are required, the request body, the success response's resource), so the contract checks
// are derived from the spec rather than listed by hand. A shape it does not know fails with the
// JSON pointer of the part it could not read.
// The walk (path-level parameters merged, the operation's winning) and pointers come from @paydocs/spec-access.
import { type HttpMethod, type SpecDocument, childPointer, successStatus, walkOperations } from '@paydocs/spec-access';

export interface ParamFacts {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
}

export type SuccessFacts =
  | { status: string; kind: 'none' }
  | { status: string; kind: 'resource' | 'list'; schema: string; enveloped: boolean };

export interface OperationFacts {
  path: string;
  method: HttpMethod;
  operationId: string;
  params: ParamFacts[];
  /** `schema`: the component name when the body is a single `$ref`. */
  body?: { required: boolean; schema?: string };
  success: SuccessFacts;
}

// The parts of the bundled document this module reads, each optional: what is missing is reported, not assumed.
interface Ref {
  $ref?: string;
}
interface SchemaNode extends Ref {
  type?: string;
  items?: SchemaNode;
  allOf?: SchemaNode[];
  properties?: Record<string, SchemaNode>;
}
/** A request body or a response: both carry `content`, and may be a `$ref` to a component. */
interface BodyNode extends Ref {
  required?: boolean;
  content?: Record<string, { schema?: SchemaNode }>;
}
interface ParameterNode extends Ref {
  name: string;
  in: ParamFacts['in'];
  required?: boolean;
}
interface OperationNode {
  operationId?: string;
  parameters?: ParameterNode[];
  requestBody?: BodyNode;
  responses?: Record<string, BodyNode>;
}
type PathItemNode = { parameters?: ParameterNode[] } & { [M in HttpMethod]?: OperationNode };
interface SpecNode {
  paths?: Record<string, PathItemNode>;
  webhooks?: Record<string, PathItemNode>;
  components?: Record<string, Record<string, unknown>>;
}

export interface WebhookFacts {
  name: string;
  /** The component that `data` is, when the payload narrows the Event envelope to one. */
  data?: string;
}

function componentName(ref: unknown, kind: string, at: string): string {
  const prefix = `#/components/${kind}/`;
  if (typeof ref !== 'string' || !ref.startsWith(prefix))
    throw new Error(`${at}: expected a $ref to ${prefix}..., got ${JSON.stringify(ref)}`);
  return ref.slice(prefix.length);
}

/** The component a `$ref` names (read as the same kind of object as the ref stands for), or the node itself. */
function deref<T extends Ref>(spec: SpecNode, node: T, kind: string, at: string): T {
  if (!node?.$ref) return node;
  const name = componentName(node.$ref, kind, at);
  const target = spec.components?.[kind]?.[name];
  if (!target) throw new Error(`${at}: ${node.$ref} does not exist`);
  return target as T;
}

/** The resource of a success body: an envelope overlay's `data`, or the schema itself. */
export function successOf(spec: SpecNode, responses: Record<string, BodyNode>, at: string): SuccessFacts {
  const status = successStatus({ responses });
  if (!status) throw new Error(`${at}/responses: no 2xx response`);
  const response = deref(spec, responses[status]!, 'responses', `${at}/responses/${status}`);
  const schema = response.content?.['application/json']?.schema;
  const where = `${at}/responses/${status}/content/application~1json/schema`;
  if (!schema) return { status, kind: 'none' };
  if (schema.$ref) return { status, kind: 'resource', schema: componentName(schema.$ref, 'schemas', where), enveloped: false };
  const overlay = (schema.allOf ?? []).find((m) => m.properties?.data);
  const data = overlay?.properties?.data;
  if (!data) throw new Error(`${where}: expected allOf [envelope, {properties: {data}}] or a $ref`);
  if (data.$ref) return { status, kind: 'resource', schema: componentName(data.$ref, 'schemas', `${where}/data`), enveloped: true };
  if (data.type === 'array' && data.items?.$ref) {
    return { status, kind: 'list', schema: componentName(data.items.$ref, 'schemas', `${where}/data/items`), enveloped: true };
  }
  throw new Error(`${where}/data: expected a $ref or an array of $ref`);
}

export function collectOperations(document: SpecDocument): OperationFacts[] {
  const spec = document as SpecNode;
  const out: OperationFacts[] = [];
  for (const walked of walkOperations(document)) {
    if (walked.kind !== 'operation') continue;
    const { path: p, method } = walked;
    const op = walked.operation as OperationNode;
    const at = walked.pointer;
    const params = walked.parameters.map(({ node }) => {
      const param = node as unknown as ParameterNode;
      return { name: param.name, in: param.in, required: param.required === true };
    });
    const body = op.requestBody ? deref(spec, op.requestBody, 'requestBodies', `${at}/requestBody`) : undefined;
    const bodySchema = body?.content?.['application/json']?.schema;
    out.push({
      path: p,
      method,
      operationId: op.operationId ?? `${method}_${p}`,
      params,
      ...(body
        ? {
            body: {
              required: body.required === true,
              ...(bodySchema?.$ref ? { schema: componentName(bodySchema.$ref, 'schemas', `${at}/requestBody`) } : {}),
            },
          }
        : {}),
      success: successOf(spec, op.responses ?? {}, at),
    });
  }
  return out;
}

export function collectWebhooks(document: SpecDocument): WebhookFacts[] {
  const spec = document as SpecNode;
  return Object.entries(spec.webhooks ?? {}).map(([name, item]) => {
    const schema = item.post?.requestBody?.content?.['application/json']?.schema;
    if (!schema) throw new Error(`${childPointer('#/webhooks', name, 'post', 'requestBody')}: no application/json schema`);
    const data = (schema.allOf ?? []).find((m) => m.properties?.data)?.properties?.data;
    return { name, ...(data?.$ref ? { data: componentName(data.$ref, 'schemas', childPointer('#/webhooks', name)) } : {}) };
  });
}

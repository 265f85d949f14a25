// Finds every example in a bundled document and the schema it must satisfy:
// media-type `example`/`examples` of request bodies and responses (paths, webhooks, components),
// parameter and header examples, schema-level `examples` (and the deprecated `example`) at any
// depth, and components/examples where a media type, parameter or header references them.
// Components are checked once where they are defined, not again at every use.
// @see https://spec.openapis.org/oas/v3.1.0#media-type-object
import { parsePointer, readPointer, toRef, walkOperations } from '@paydocs/spec-access';
import { isObject, type Direction, type ExampleCase, type JsonObject } from '@paydocs/request-validator';

type Tokens = (string | number)[];

// Keywords whose value is a subschema, a list of subschemas, or a map of subschemas.
const SUBSCHEMA = [
  'items',
  'not',
  'if',
  'then',
  'else',
  'additionalProperties',
  'contains',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contentSchema',
];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];

export function collectExamples(doc: JsonObject): ExampleCase[] {
  const cases: ExampleCase[] = [];
  const seenSchemas = new Set<unknown>();

  /** Follows a local ref; `component` is true when it lands in components (checked there). */
  const deref = (node: unknown): { node: unknown; component: boolean; ref?: string } => {
    if (isObject(node) && typeof node.$ref === 'string') {
      return { node: readPointer(doc, node.$ref), component: node.$ref.startsWith('#/components/'), ref: node.$ref };
    }
    return { node, component: false };
  };

  const schemaExamples = (schema: unknown, tokens: Tokens, label: string) => {
    if (!isObject(schema) || seenSchemas.has(schema)) return;
    seenSchemas.add(schema);
    const at = toRef(tokens);
    if (Array.isArray(schema.examples)) {
      for (const [i, value] of schema.examples.entries()) {
        cases.push({ where: `${label} examples[${i}]`, direction: 'neutral', schema: at, value, at: toRef([...tokens, 'examples', i]) });
      }
    }
    if (schema.example !== undefined) {
      cases.push({ where: `${label} example`, direction: 'neutral', schema: at, value: schema.example, at: toRef([...tokens, 'example']) });
    }
    for (const key of SUBSCHEMA) {
      if (key in schema) schemaExamples(schema[key], [...tokens, key], `${label}.${key}`);
    }
    for (const key of SUBSCHEMA_LISTS) {
      const list = schema[key];
      if (Array.isArray(list)) {
        for (const [i, sub] of list.entries()) schemaExamples(sub, [...tokens, key, i], `${label}.${key}[${i}]`);
      }
    }
    for (const key of SUBSCHEMA_MAPS) {
      const map = schema[key];
      if (isObject(map)) {
        for (const [name, sub] of Object.entries(map)) schemaExamples(sub, [...tokens, key, name], `${label}.${key}.${name}`);
      }
    }
  };

  /** `example` / `examples` of a Media Type, Parameter or Header object against `schemaTokens`. */
  const ownExamples = (holder: JsonObject, holderTokens: Tokens, schemaTokens: Tokens | undefined, label: string, direction: Direction) => {
    const schema = schemaTokens && toRef(schemaTokens);
    if (holder.example !== undefined) {
      cases.push({ where: `${label} example`, direction, schema, value: holder.example, at: toRef([...holderTokens, 'example']) });
    }
    if (!isObject(holder.examples)) return;
    for (const [name, entry] of Object.entries(holder.examples)) {
      const { node, ref } = deref(entry);
      const where = `${label} examples.${name}${ref ? ` (${ref})` : ''}`;
      const at = ref ? `${ref}/value` : toRef([...holderTokens, 'examples', name, 'value']);
      if (!isObject(node)) {
        cases.push({ where, direction, schema, value: undefined, unresolved: ref ?? 'not an Example Object' });
      } else if ('value' in node) {
        cases.push({ where, direction, schema, value: node.value, at });
      }
      // externalValue examples live outside the document; there is nothing here to check.
    }
  };

  const content = (map: unknown, tokens: Tokens, label: string, direction: Direction) => {
    if (!isObject(map)) return;
    for (const [mediaType, media] of Object.entries(map)) {
      if (!isObject(media)) continue;
      const mediaTokens = [...tokens, mediaType];
      const mediaLabel = `${label} ${mediaType}`;
      ownExamples(media, mediaTokens, media.schema === undefined ? undefined : [...mediaTokens, 'schema'], mediaLabel, direction);
      schemaExamples(media.schema, [...mediaTokens, 'schema'], `${mediaLabel} schema`);
    }
  };

  /** Parameter or Header object: examples against its `schema`, or through its `content`. */
  const parameterLike = (raw: unknown, tokens: Tokens, label: string, direction: Direction) => {
    const { node, component } = deref(raw);
    if (component || !isObject(node)) return;
    ownExamples(node, tokens, node.schema === undefined ? undefined : [...tokens, 'schema'], label, direction);
    schemaExamples(node.schema, [...tokens, 'schema'], `${label} schema`);
    content(node.content, [...tokens, 'content'], label, direction);
  };

  const headers = (map: unknown, tokens: Tokens, label: string) => {
    if (!isObject(map)) return;
    for (const [name, header] of Object.entries(map)) {
      parameterLike(header, [...tokens, name], `${label}.headers.${name}`, 'response');
    }
  };

  const parameters = (list: unknown, tokens: Tokens, label: string) => {
    if (!Array.isArray(list)) return;
    list.forEach((param, i) => {
      const { node } = deref(param);
      const name = isObject(node) && typeof node.name === 'string' ? node.name : String(i);
      parameterLike(param, [...tokens, i], `${label}.parameters.${name}`, 'request');
    });
  };

  const response = (raw: unknown, tokens: Tokens, label: string, direction: Direction) => {
    const { node, component } = deref(raw);
    if (component || !isObject(node)) return;
    content(node.content, [...tokens, 'content'], label, direction);
    headers(node.headers, [...tokens, 'headers'], label);
  };

  const requestBody = (raw: unknown, tokens: Tokens, label: string, direction: Direction) => {
    const { node, component } = deref(raw);
    if (component || !isObject(node)) return;
    content(node.content, [...tokens, 'content'], label, direction);
  };

  // Paths: the API receives requests and sends responses. Webhooks: the API sends the request
  // (the event) and receives the platform's reply.
  const itemsSeen = new Set<string>();
  for (const walked of walkOperations(doc)) {
    const section = walked.kind === 'webhook' ? 'webhooks' : 'paths';
    const [inbound, outbound] = section === 'paths' ? (['request', 'response'] as const) : (['response', 'request'] as const);
    const itemLabel = `${section}.${walked.path}`;
    // Path-level parameters are defined once per Path Item: checked there, not again per operation.
    if (!itemsSeen.has(walked.pathItem.pointer)) {
      itemsSeen.add(walked.pathItem.pointer);
      parameters(walked.pathItem.node.parameters, [...parsePointer(walked.pathItem.pointer), 'parameters'], itemLabel);
    }
    const { operation, method } = walked;
    const opTokens = parsePointer(walked.pointer);
    const opLabel = `${itemLabel}.${method}`;
    parameters(operation.parameters, [...opTokens, 'parameters'], opLabel);
    requestBody(operation.requestBody, [...opTokens, 'requestBody'], `${opLabel}.requestBody`, inbound);
    if (isObject(operation.responses)) {
      for (const [status, res] of Object.entries(operation.responses)) {
        response(res, [...opTokens, 'responses', status], `${opLabel}.responses.${status}`, outbound);
      }
    }
  }

  const components = isObject(doc.components) ? doc.components : {};
  const each = (kind: string, visit: (node: unknown, tokens: Tokens, label: string) => void) => {
    const map = components[kind];
    if (isObject(map))
      for (const [name, node] of Object.entries(map)) visit(node, ['components', kind, name], `components.${kind}.${name}`);
  };
  each('schemas', (node, tokens, label) => schemaExamples(node, tokens, label));
  each('parameters', (node, tokens, label) => parameterLike(node, tokens, label, 'request'));
  each('headers', (node, tokens, label) => parameterLike(node, tokens, label, 'response'));
  each('responses', (node, tokens, label) => response(node, tokens, label, 'response'));
  each('requestBodies', (node, tokens, label) => requestBody(node, tokens, label, 'request'));
  return cases;
}

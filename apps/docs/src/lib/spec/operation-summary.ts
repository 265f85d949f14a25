// What a reader needs to know about one operation or webhook at a glance: the data behind the
// <Operation> card, <OperationList>, the static summary on /api-spec and the Markdown versions.
import { apiSpecHref } from './anchors.ts';
import { typeLabel, type TypeLabel } from './describe-schema.ts';
import { mergeObject } from './schema-rows.ts';
import type { OperationEntry, SpecModel } from './spec-model.ts';
import type { HttpMethod, MediaTypeObject, RuleEntry, SchemaObject } from './types.ts';

export interface ParameterSummary {
  /** components/parameters name when the parameter is shared (e.g. `Limit`). */
  component: string | undefined;
  name: string;
  in: string;
  required: boolean;
  deprecated: boolean;
  type: TypeLabel;
  description: string | undefined;
}

export interface BodySummary {
  contentType: string;
  /** e.g. `Payment`, or `Payment in the response envelope`. */
  label: string;
  /** Named schemas mentioned in the label, for links. */
  refs: string[];
}

export interface ResponseSummary {
  /** components/responses name when the response is shared (e.g. `BadRequest`). */
  component: string | undefined;
  status: string;
  description: string | undefined;
  body: BodySummary | undefined;
}

export interface OperationSummary {
  id: string;
  kind: OperationEntry['kind'];
  method: HttpMethod;
  path: string;
  tag: string | undefined;
  summary: string | undefined;
  description: string | undefined;
  deprecated: boolean;
  anchor: string;
  href: string;
  /** Header parameters such as Idempotency-Key and Sub-Account. */
  headers: ParameterSummary[];
  /** Every parameter that is not a header (path, query, cookie). */
  parameters: ParameterSummary[];
  /**
   * What the operation card lists, in order: headers, then query parameters (each list's filters and
   * pagination). The HTML card and its Markdown version both render exactly this list, once.
   */
  cardParameters: ParameterSummary[];
  requestBody: (BodySummary & { required: boolean }) | undefined;
  responses: ResponseSummary[];
  rules: RuleEntry[];
  notShown: string | undefined;
}

const ENVELOPES = new Set(['Envelope', 'ListEnvelope']);

/** Names the schema of a body; an envelope narrowed with allOf reads as its `data` schema. */
export function bodyLabel(model: SpecModel, schema: SchemaObject | undefined): { label: string; refs: string[] } {
  if (!schema) return { label: 'no schema', refs: [] };
  const s = model.resolve(schema);
  const envelope = (s.allOf ?? []).map((m) => model.schemaRefName(m)).find((n) => n && ENVELOPES.has(n));
  if (!model.schemaRefName(schema) && envelope) {
    const data = mergeObject(model, s).properties.find(([name]) => name === 'data')?.[1];
    const inner = typeLabel(model, data);
    return {
      label: `${inner.text} in the ${envelope === 'ListEnvelope' ? 'list ' : ''}response envelope`,
      refs: [...inner.refs, envelope],
    };
  }
  const t = typeLabel(model, schema);
  return { label: t.text, refs: t.refs };
}

function body(model: SpecModel, content: Record<string, MediaTypeObject> | undefined): BodySummary | undefined {
  const [contentType, media] = Object.entries(content ?? {})[0] ?? [];
  if (!contentType || !media) return undefined;
  return { contentType, ...bodyLabel(model, media.schema) };
}

export function summarizeOperation(model: SpecModel, entry: OperationEntry): OperationSummary {
  const op = entry.operation;
  const params: ParameterSummary[] = (op.parameters ?? []).map((p) => ({
    component: p.component,
    name: p.name,
    in: p.in,
    required: Boolean(p.required),
    deprecated: Boolean(p.deprecated),
    type: typeLabel(model, p.schema),
    description: p.description,
  }));
  const requestBody = op.requestBody ? model.resolve(op.requestBody) : undefined;
  const request = requestBody ? body(model, requestBody.content) : undefined;
  return {
    id: entry.id,
    kind: entry.kind,
    method: entry.method,
    path: entry.path,
    tag: entry.tag,
    summary: op.summary,
    description: op.description,
    deprecated: Boolean(op.deprecated),
    anchor: entry.anchor,
    href: apiSpecHref(entry.anchor),
    headers: params.filter((p) => p.in === 'header'),
    parameters: params.filter((p) => p.in !== 'header'),
    cardParameters: [...params.filter((p) => p.in === 'header'), ...params.filter((p) => p.in === 'query')],
    requestBody: request ? { ...request, required: Boolean(requestBody?.required) } : undefined,
    responses: Object.entries(op.responses ?? {}).map(([status, raw]) => {
      const response = model.resolve(raw);
      const prefix = '#/components/responses/';
      const component = raw.$ref?.startsWith(prefix) ? decodeURIComponent(raw.$ref.slice(prefix.length)) : undefined;
      return { component, status, description: response.description, body: body(model, response.content) };
    }),
    rules: op['x-rules'] ?? [],
    notShown: op['x-not-shown'],
  };
}

export function getOperationSummary(model: SpecModel, id: string): OperationSummary {
  return summarizeOperation(model, model.getOperation(id));
}

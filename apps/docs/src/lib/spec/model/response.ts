// View models of an OpenAPI Response and of a request or response body: status, description and
// the body's schema named for readers (`Payment in the response envelope`). The operation card,
// the /api-spec entries, the shared-response list and the Markdown versions all read these.
import {
  componentName,
  flattenAllOf,
  type ContentObject,
  type ReferenceObject,
  type ResponseObject,
  type SchemaOrRef,
} from '@paydocs/spec-access';
import { responseAnchor } from '../anchors.ts';
import { typeLabel } from '../describe-schema.ts';
import type { SpecModel } from '../spec-model.ts';

export interface BodyView {
  contentType: string;
  /** e.g. `Payment`, or `Payment in the response envelope`. */
  label: string;
  /** Named schemas mentioned in the label, for links. */
  refs: string[];
}

export interface ResponseView {
  /** components/responses name when the response is shared (e.g. `BadRequest`). */
  component: string | undefined;
  status: string;
  description: string | undefined;
  body: BodyView | undefined;
  /** The `x-conventions` id it follows. */
  convention: string | undefined;
}

/** A shared response (components/responses), described once on /api-spec under its anchor. */
export type SharedResponseView = Omit<ResponseView, 'status'> & { component: string; anchor: string };

const ENVELOPES = new Set(['Envelope', 'ListEnvelope']);

/** Names the schema of a body; an envelope narrowed with allOf reads as its `data` schema. */
export function bodyLabel(model: SpecModel, schema: SchemaOrRef | undefined): { label: string; refs: string[] } {
  if (!schema) return { label: 'no schema', refs: [] };
  const s = model.resolve(schema);
  const envelope = (s.allOf ?? []).map((m) => model.schemaRefName(m)).find((n) => n && ENVELOPES.has(n));
  if (!model.schemaRefName(schema) && envelope) {
    const data = flattenAllOf(model.doc, s).properties.get('data');
    const inner = typeLabel(model, data);
    return {
      label: `${inner.text} in the ${envelope === 'ListEnvelope' ? 'list ' : ''}response envelope`,
      refs: [...inner.refs, envelope],
    };
  }
  const t = typeLabel(model, schema);
  return { label: t.text, refs: t.refs };
}

/** The first media type of a `content` map (the spec lists one per body). */
export function bodyView(model: SpecModel, content: ContentObject | undefined): BodyView | undefined {
  const [contentType, media] = Object.entries(content ?? {})[0] ?? [];
  if (!contentType || !media) return undefined;
  return { contentType, ...bodyLabel(model, media.schema) };
}

export function responseView(model: SpecModel, status: string, raw: ResponseObject | ReferenceObject): ResponseView {
  const response = model.resolve(raw);
  return {
    component: componentName('$ref' in raw ? raw.$ref : undefined, 'responses'),
    status,
    description: response.description,
    body: bodyView(model, response.content),
    convention: response['x-convention'],
  };
}

/** Shared responses (components/responses), described once. */
export function sharedResponses(model: SpecModel): SharedResponseView[] {
  return Object.entries(model.doc.components?.responses ?? {}).map(([component, raw]) => {
    const { status: _, ...view } = responseView(model, '', raw);
    return { ...view, component, anchor: responseAnchor(component) };
  });
}

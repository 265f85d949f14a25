// View model of an OpenAPI Operation (or webhook): what a reader needs to know about it, built
// once. The <Operation> card, <OperationList>, the /api-spec entries and the Markdown versions
// render this and nothing else, so they cannot list different parameters or responses.
import { isSuccessStatus } from '@paydocs/spec-access';
import type { RuleEntry } from '@paydocs/spec-tools/extensions';
import { tagAnchor } from '../anchors.ts';
import type { OperationEntry, SpecModel } from '../spec-model.ts';
import { parameterView, type ParameterView } from './parameter.ts';
import { bodyLabel, responseView, type BodyView, type ResponseView } from './response.ts';

export interface OperationView extends Pick<OperationEntry, 'id' | 'kind' | 'method' | 'path' | 'tag' | 'anchor'> {
  summary: string | undefined;
  description: string | undefined;
  deprecated: boolean;
  href: string;
  /** Header parameters such as Idempotency-Key and Sub-Account. */
  headers: ParameterView[];
  /** Every parameter that is not a header (path, query, cookie). */
  parameters: ParameterView[];
  requestBody: (BodyView & { required: boolean }) | undefined;
  responses: ResponseView[];
  /** The 2xx responses: what the card says a call returns. */
  success: ResponseView[];
  rules: RuleEntry[];
  notShown: string | undefined;
  /** The `x-conventions` id it follows (a create call's status, webhook delivery). */
  convention: string | undefined;
  /** Releases of the API description that changed it (directly or through a schema it uses), newest first. */
  changedIn: string[];
}

/** One tag of the reference: its operations in spec order. */
export interface TagGroupView {
  name: string;
  description: string | undefined;
  anchor: string;
  operations: OperationView[];
}

export function operationView(model: SpecModel, entry: OperationEntry): OperationView {
  const op = entry.operation;
  const params = entry.parameters.map((p) => parameterView(model, p));
  const request = model.requestBody(entry);
  const responses = Object.entries(op.responses ?? {}).map(([status, raw]) => responseView(model, status, raw));
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
    href: model.href(entry.anchor),
    headers: params.filter((p) => p.in === 'header'),
    parameters: params.filter((p) => p.in !== 'header'),
    requestBody: request && { contentType: request.contentType, required: request.required, ...bodyLabel(model, request.media.schema) },
    responses,
    success: responses.filter((r) => isSuccessStatus(r.status)),
    rules: op['x-rules'] ?? [],
    notShown: op['x-not-shown'],
    convention: op['x-convention'],
    changedIn: model.changedIn(entry.changeKey),
  };
}

/** The view of an operation (or webhook) by operationId or event name; an unknown id throws. */
export function operationViewById(model: SpecModel, id: string): OperationView {
  return operationView(model, model.getOperation(id));
}

/** Every operation entry grouped by its first tag, in the order of the root `tags`; untagged ones last; no views. */
export function tagEntryGroups(model: SpecModel): (Omit<TagGroupView, 'operations'> & { entries: OperationEntry[] })[] {
  const tags = model.doc.tags ?? [];
  const groups = tags.map((t) => ({
    name: t.name,
    description: t.description,
    anchor: tagAnchor(t.name),
    entries: model.operations().filter((o) => o.tag === t.name),
  }));
  const untagged = model.operations().filter((o) => !o.tag || !tags.some((t) => t.name === o.tag));
  if (untagged.length) groups.push({ name: 'Other', description: undefined, anchor: tagAnchor('other'), entries: untagged });
  return groups.filter((g) => g.entries.length > 0);
}

/** Every operation grouped by its first tag (tagEntryGroups), as views. */
export function tagGroups(model: SpecModel): TagGroupView[] {
  return tagEntryGroups(model).map(({ entries, ...group }) => ({ ...group, operations: entries.map((o) => operationView(model, o)) }));
}

// The static, crawlable summary of the whole spec on /api-spec: every operation grouped by tag,
// every webhook, every schema in brief. Anchors come from anchors.ts (see there for the scheme).
import { parameterAnchor, responseAnchor, schemaAnchor, tagAnchor } from './anchors.ts';
import { enumValues, typeLabel } from './describe-schema.ts';
import { bodyLabel, summarizeOperation, type OperationSummary } from './operation-summary.ts';
import { isObjectSchema, mergeObject } from './schema-rows.ts';
import type { SpecModel } from './spec-model.ts';

export interface TagGroup {
  name: string;
  description: string | undefined;
  anchor: string;
  operations: OperationSummary[];
}

export interface SchemaBrief {
  name: string;
  anchor: string;
  description: string | undefined;
  kind: 'object' | 'enum' | 'other';
  /** Object fields as `name (type, required)`, or enum values. */
  items: { name: string; detail: string; refs: string[] }[];
  typeText: string;
}

export function tagGroups(model: SpecModel): TagGroup[] {
  const groups = model.tags().map((t) => ({
    name: t.name,
    description: t.description,
    anchor: tagAnchor(t.name),
    operations: model
      .operations()
      .filter((o) => o.tag === t.name)
      .map((o) => summarizeOperation(model, o)),
  }));
  const untagged = model.operations().filter((o) => !o.tag || !model.tags().some((t) => t.name === o.tag));
  if (untagged.length) {
    groups.push({
      name: 'Other',
      description: undefined,
      anchor: tagAnchor('other'),
      operations: untagged.map((o) => summarizeOperation(model, o)),
    });
  }
  return groups.filter((g) => g.operations.length > 0);
}

export function webhookSummaries(model: SpecModel): OperationSummary[] {
  return model.webhooks().map((w) => summarizeOperation(model, w));
}

export function schemaBriefs(model: SpecModel): SchemaBrief[] {
  return Object.keys(model.doc.components?.schemas ?? {})
    .sort((a, b) => a.localeCompare(b))
    .map((name) => {
      const schema = model.getSchema(name);
      const base = { name, anchor: schemaAnchor(name), description: schema.description, typeText: typeLabel(model, schema).text };
      const values = schema.enum ? enumValues(model, schema) : [];
      if (values.length) return { ...base, kind: 'enum' as const, items: values.map((v) => ({ name: v.value, detail: '', refs: [] })) };
      if (isObjectSchema(model, schema)) {
        const merged = mergeObject(model, schema);
        return {
          ...base,
          kind: 'object' as const,
          items: merged.properties.map(([prop, s]) => {
            const t = typeLabel(model, s);
            return { name: prop, detail: `${t.text}${merged.required.has(prop) ? ', required' : ''}`, refs: t.refs };
          }),
        };
      }
      return { ...base, kind: 'other' as const, items: [] };
    });
}

export interface SharedParameter {
  component: string;
  anchor: string;
  name: string;
  in: string;
  required: boolean;
  type: { text: string; refs: string[] };
  description: string | undefined;
}

export interface SharedResponse {
  component: string;
  anchor: string;
  description: string | undefined;
  body: { label: string; refs: string[] } | undefined;
}

/** Shared parameters the operations or webhooks use, described once instead of per operation. */
export function sharedParameters(model: SpecModel): SharedParameter[] {
  const used = new Set([...model.operations(), ...model.webhooks()].flatMap((e) => (e.operation.parameters ?? []).map((p) => p.component)));
  return Object.entries(model.doc.components?.parameters ?? {})
    .filter(([name]) => used.has(name))
    .map(([component, raw]) => {
      const p = model.resolve(raw);
      return {
        component,
        anchor: parameterAnchor(component),
        name: p.name,
        in: p.in,
        required: Boolean(p.required),
        type: typeLabel(model, p.schema),
        description: p.description,
      };
    });
}

/** Shared responses (components/responses), described once. */
export function sharedResponses(model: SpecModel): SharedResponse[] {
  return Object.entries(model.doc.components?.responses ?? {}).map(([component, raw]) => {
    const r = model.resolve(raw);
    const media = Object.values(r.content ?? {})[0];
    return {
      component,
      anchor: responseAnchor(component),
      description: r.description,
      body: media ? bodyLabel(model, media.schema) : undefined,
    };
  });
}

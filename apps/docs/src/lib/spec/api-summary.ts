// The static, crawlable summary of the whole spec on /api-spec: every operation grouped by tag,
// every webhook, every schema in brief. Anchors come from anchors.ts (see there for the scheme).
import { schemaAnchor, tagAnchor } from './anchors.ts';
import { enumValues, typeLabel } from './describe-schema.ts';
import { summarizeOperation, type OperationSummary } from './operation-summary.ts';
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
    operations: model.operations().filter((o) => o.tag === t.name).map((o) => summarizeOperation(model, o)),
  }));
  const untagged = model.operations().filter((o) => !o.tag || !model.tags().some((t) => t.name === o.tag));
  if (untagged.length) {
    groups.push({ name: 'Other', description: undefined, anchor: tagAnchor('other'), operations: untagged.map((o) => summarizeOperation(model, o)) });
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

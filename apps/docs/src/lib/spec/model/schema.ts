// View models of an OpenAPI Schema: its field table (<SchemaTable> and its Markdown version) and
// its brief (the Schemas section of /api-spec). Fields come from schema-rows.ts (allOf merged,
// inline objects as dotted paths); an enum schema's view is in enum.ts.
import { flattenAllOf } from '@paydocs/spec-access';
import { schemaAnchor } from '../anchors.ts';
import { enumValues, typeLabel } from '../describe-schema.ts';
import { isObjectSchema, schemaRows, type SchemaRow } from '../schema-rows.ts';
import type { SpecModel } from '../spec-model.ts';

export interface SchemaFieldsView {
  name: string;
  rows: SchemaRow[];
  notShown: string | undefined;
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

/** Whether a named schema renders as a field table (else as an enum's values). */
export function hasFields(model: SpecModel, name: string): boolean {
  return isObjectSchema(model, model.getSchema(name));
}

/** The field table of an object schema; one with nothing to show fails naming its pointer. */
export function schemaFieldsView(model: SpecModel, name: string): SchemaFieldsView {
  const schema = model.getSchema(name);
  const rows = schemaRows(model, schema);
  if (rows.length === 0 && !schema.additionalProperties) {
    throw new Error(`<SchemaTable name="${name}">: #/components/schemas/${name} has no properties to show.`);
  }
  return { name, rows, notShown: schema['x-not-shown'] };
}

/** The component schema names in the order the reference lists them. */
export const schemaNames = (model: SpecModel): string[] =>
  Object.keys(model.doc.components?.schemas ?? {}).sort((a, b) => a.localeCompare(b));

export function schemaBriefs(model: SpecModel): SchemaBrief[] {
  return schemaNames(model).map((name) => {
    const schema = model.getSchema(name);
    const base = { name, anchor: schemaAnchor(name), description: schema.description, typeText: typeLabel(model, schema).text };
    const values = schema.enum ? enumValues(model, schema) : [];
    if (values.length) return { ...base, kind: 'enum' as const, items: values.map((v) => ({ name: v.value, detail: '', refs: [] })) };
    if (isObjectSchema(model, schema)) {
      const merged = flattenAllOf(model.doc, schema);
      return {
        ...base,
        kind: 'object' as const,
        items: [...merged.properties].map(([prop, s]) => {
          const t = typeLabel(model, s);
          return { name: prop, detail: `${t.text}${merged.required.has(prop) ? ', required' : ''}`, refs: t.refs };
        }),
      };
    }
    return { ...base, kind: 'other' as const, items: [] };
  });
}

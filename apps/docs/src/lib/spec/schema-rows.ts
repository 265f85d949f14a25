// Flattens an object schema into table rows. `allOf` members are merged into one object; inline
// nested objects become dotted paths (`payment.expedited`) and inline array items `[]` paths
// (`order_items[].quantity`). A property that references another named schema is not expanded:
// its row names the schema, which has its own table, so recursive models cannot loop.
import { flattenAllOf, type SchemaObject, type SchemaOrRef } from '@paydocs/spec-access';
import { constraints, enumValues, typeLabel, type Constraint, type EnumValue, type TypeLabel } from './describe-schema.ts';
import type { SpecModel } from './spec-model.ts';

/** What every view of an object's field says about it: a row of a field table and a field of a body tree alike. */
export interface FieldFacts {
  required: boolean;
  deprecated: boolean;
  type: TypeLabel;
  /** The field's own description, else its schema's. */
  description: string | undefined;
  constraints: Constraint[];
  enumValues: EnumValue[];
  /** Its `x-not-shown`; a named schema's own stays on that schema's entry. */
  notShown: string | undefined;
  /** The `x-conventions` id it follows, shown as a link to the convention. */
  convention: string | undefined;
}

export interface SchemaRow extends FieldFacts {
  /** Dotted path from the table's root object, e.g. `payment.expedited`. */
  path: string;
  depth: number;
}

export function fieldFacts(model: SpecModel, prop: SchemaOrRef, required: boolean): FieldFacts {
  // Its own keywords beside a `$ref` (3.1 allows them) come first, then the schema it names.
  const own = prop as SchemaObject;
  const resolved = model.resolve(prop);
  return {
    required,
    deprecated: Boolean(resolved.deprecated),
    type: typeLabel(model, prop),
    description: own.description ?? resolved.description,
    constraints: constraints(model, prop),
    enumValues: enumValues(model, prop),
    notShown: own['x-not-shown'] ?? (model.schemaRefName(prop) ? undefined : resolved['x-not-shown']),
    convention: own['x-convention'] ?? resolved['x-convention'],
  };
}

export function isObjectSchema(model: SpecModel, schema: SchemaOrRef): boolean {
  const s = model.resolve(schema);
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  return types.includes('object') || Boolean(s.properties) || Boolean(s.allOf?.some((m) => isObjectSchema(model, m)));
}

export function schemaRows(model: SpecModel, schema: SchemaOrRef, prefix = '', depth = 0): SchemaRow[] {
  const merged = flattenAllOf(model.doc, schema);
  const rows: SchemaRow[] = [];
  for (const [name, prop] of merged.properties) {
    const path = `${prefix}${name}`;
    rows.push({ path, depth, ...fieldFacts(model, prop, merged.required.has(name)) });
    rows.push(...nestedRows(model, prop as SchemaObject, path, depth + 1));
  }
  return rows;
}

function nestedRows(model: SpecModel, prop: SchemaObject, path: string, depth: number): SchemaRow[] {
  if (model.schemaRefName(prop)) return [];
  if (prop.items && !model.schemaRefName(prop.items) && isObjectSchema(model, prop.items)) {
    return schemaRows(model, prop.items, `${path}[].`, depth);
  }
  if (prop.properties || prop.allOf) return schemaRows(model, prop, `${path}.`, depth);
  const variants = prop.oneOf ?? prop.anyOf;
  if (variants) {
    return variants
      .filter((v) => !model.schemaRefName(v) && isObjectSchema(model, v))
      .flatMap((v) => schemaRows(model, v, `${path}.`, depth));
  }
  return [];
}

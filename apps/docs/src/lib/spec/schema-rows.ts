// Flattens an object schema into table rows. `allOf` members are merged into one object; inline
// nested objects become dotted paths (`payment.expedited`) and inline array items `[]` paths
// (`order_items[].quantity`). A property that references another named schema is not expanded:
// its row names the schema, which has its own table, so recursive models cannot loop.
import { flattenAllOf, type JsonObject } from '@paydocs/spec-access';
import { constraints, enumValues, typeLabel, type Constraint, type EnumValue, type TypeLabel } from './describe-schema.ts';
import type { SpecModel } from './spec-model.ts';
import type { SchemaObject } from './types.ts';

export interface SchemaRow {
  /** Dotted path from the table's root object, e.g. `payment.expedited`. */
  path: string;
  depth: number;
  required: boolean;
  type: TypeLabel;
  constraints: Constraint[];
  description: string | undefined;
  enumValues: EnumValue[];
  deprecated: boolean;
  notShown: string | undefined;
  /** The `x-conventions` id it follows, shown as a link to the convention. */
  convention: string | undefined;
}

export interface MergedObject {
  properties: [string, SchemaObject][];
  required: Set<string>;
  description: string | undefined;
  notShown: string | undefined;
}

/** `allOf` members (and their refs) merged into one property list: spec-access's flattenAllOf. */
export function mergeObject(model: SpecModel, schema: SchemaObject): MergedObject {
  const flat = flattenAllOf(model.doc as unknown as JsonObject, schema);
  const own = flat.schema as SchemaObject;
  return {
    properties: [...flat.properties] as [string, SchemaObject][],
    required: flat.required,
    description: own.description,
    notShown: own['x-not-shown'],
  };
}

export function isObjectSchema(model: SpecModel, schema: SchemaObject): boolean {
  const s = model.resolve(schema);
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  return types.includes('object') || Boolean(s.properties) || Boolean(s.allOf?.some((m) => isObjectSchema(model, m)));
}

export function schemaRows(model: SpecModel, schema: SchemaObject, prefix = '', depth = 0): SchemaRow[] {
  const merged = mergeObject(model, schema);
  const rows: SchemaRow[] = [];
  for (const [name, prop] of merged.properties) {
    const path = `${prefix}${name}`;
    const resolved = model.resolve(prop);
    rows.push({
      path,
      depth,
      required: merged.required.has(name),
      type: typeLabel(model, prop),
      constraints: constraints(model, prop),
      description: prop.description ?? resolved.description,
      enumValues: enumValues(model, prop),
      deprecated: Boolean(resolved.deprecated),
      notShown: prop['x-not-shown'] ?? (model.schemaRefName(prop) ? undefined : resolved['x-not-shown']),
      convention: prop['x-convention'] ?? resolved['x-convention'],
    });
    rows.push(...nestedRows(model, prop, path, depth + 1));
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

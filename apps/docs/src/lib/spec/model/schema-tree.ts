// View model of a body schema as a nested tree, for the reference's request and response bodies:
// each field with its type, required flag, constraints, enum values and description, and its own
// fields or alternatives below it. The HTML (<SchemaTree>) nests them in <details>, so the whole
// tree opens without JavaScript. `allOf` members are merged (spec-access's flattenAllOf);
// `oneOf`/`anyOf` become alternatives, each its own branch. A named schema opens in place up to
// MAX_DEPTH and never inside itself (recursive models); past that, its entry links to schema/<Name>.
import { typeLabel, type TypeLabel } from '../describe-schema.ts';
import { fieldFacts, isObjectSchema, type FieldFacts } from '../schema-rows.ts';
import { flattenAllOf, type SchemaOrRef } from '@paydocs/spec-access';
import type { SpecModel } from '../spec-model.ts';

/** Levels of nested fields shown in place; deeper named schemas link to their own entry. */
export const MAX_DEPTH = 2;

export interface SchemaTreeField extends FieldFacts {
  name: string;
  /** What sits below: its fields, or its alternatives (oneOf/anyOf). */
  children: SchemaTreeNode | undefined;
}

export interface SchemaTreeNode {
  fields: SchemaTreeField[];
  /** `oneOf`/`anyOf` alternatives, each a label (`Card`, `option 2`) and its own tree. */
  alternatives: { label: string; type: TypeLabel; node: SchemaTreeNode | undefined }[];
  /** A named schema cut off at the depth limit or by recursion: its type links to its entry. */
  truncated: boolean;
}

const empty = (node: SchemaTreeNode) => node.fields.length === 0 && node.alternatives.length === 0;

/** The tree below one schema; undefined when it has nothing to open (a string, an enum). */
export function schemaTree(
  model: SpecModel,
  schema: SchemaOrRef | undefined,
  depth = 0,
  seen: ReadonlySet<string> = new Set(),
): SchemaTreeNode | undefined {
  if (!schema) return undefined;
  const name = model.schemaRefName(schema);
  if (name && (seen.has(name) || depth >= MAX_DEPTH)) return { fields: [], alternatives: [], truncated: true };
  const inside = name ? new Set([...seen, name]) : seen;
  const s = model.resolve(schema);
  if (s.type === 'array' || (!s.type && s.items)) return s.items ? schemaTree(model, s.items, depth, inside) : undefined;
  const variants = s.oneOf ?? s.anyOf;
  const node: SchemaTreeNode = { fields: [], alternatives: [], truncated: false };
  if (variants) {
    node.alternatives = variants.map((v, i) => {
      const type = typeLabel(model, v);
      const label = model.schemaRefName(v) ?? model.resolve(v).title ?? `option ${i + 1}`;
      const tree = schemaTree(model, v, depth + 1, inside);
      return { label, type, node: tree && !empty(tree) ? tree : undefined };
    });
  }
  if (isObjectSchema(model, s)) {
    const merged = flattenAllOf(model.doc, s);
    node.fields = [...merged.properties].map(([name, prop]) => {
      const children = schemaTree(model, prop, depth + 1, inside);
      return { name, ...fieldFacts(model, prop, merged.required.has(name)), children: children && !empty(children) ? children : undefined };
    });
  }
  return empty(node) ? undefined : node;
}

// Turns JSON Schema keywords into short reader-facing text: a type label and a list of
// constraints. Both the HTML tables and the Markdown versions of pages use these, so a
// constraint reads the same everywhere.
// @see https://json-schema.org/draft/2020-12/json-schema-validation
import type { SchemaObject, SchemaOrRef } from '@paydocs/spec-access';
import type { EnumDescriptions } from '@paydocs/spec-tools/extensions';
import type { SpecModel } from './spec-model.ts';

export interface TypeLabel {
  /** Plain text, e.g. `string or null`, `array of Payment`, `PaymentStatus`. */
  text: string;
  /** Named schemas mentioned in the label, in order, so renderers can link them. */
  refs: string[];
}

/** A constraint: `label` is prose; `code`, when set, is shown as code after the label. */
export interface Constraint {
  label: string;
  code?: string;
}

export interface EnumValue {
  value: string;
  description: string | undefined;
}

export function typeLabel(model: SpecModel, schema: SchemaOrRef | undefined): TypeLabel {
  if (!schema) return { text: 'any', refs: [] };
  const refName = model.schemaRefName(schema);
  if (refName) {
    const type = (schema as SchemaObject).type;
    const nullable = Array.isArray(type) && type.includes('null');
    return { text: nullable ? `${refName} or null` : refName, refs: [refName] };
  }
  // Not a named schema: its own keywords are the label (a `$ref` beside them is one `allOf` member's job).
  const s = schema as SchemaObject;
  if (s.allOf && s.allOf.length === 1 && !s.properties) return typeLabel(model, s.allOf[0]);
  const variants = s.oneOf ?? s.anyOf;
  if (variants) {
    const parts = variants.map((v) => typeLabel(model, v));
    return { text: `one of: ${parts.map((p) => p.text).join(', ')}`, refs: parts.flatMap((p) => p.refs) };
  }
  if (s.const !== undefined) return { text: `constant ${typeof s.const === 'string' ? s.const : JSON.stringify(s.const)}`, refs: [] };
  const types = s.type === undefined ? inferTypes(s) : Array.isArray(s.type) ? s.type : [s.type];
  const refs: string[] = [];
  const words = types.map((t) => {
    if (t === 'array') {
      const inner = typeLabel(model, s.items);
      refs.push(...inner.refs);
      return s.items ? `array of ${inner.text}` : 'array';
    }
    if (t === 'object' && s.additionalProperties && typeof s.additionalProperties === 'object' && !s.properties) {
      const inner = typeLabel(model, s.additionalProperties);
      refs.push(...inner.refs);
      return `object (map of ${inner.text})`;
    }
    return t;
  });
  return { text: words.length ? words.join(' or ') : 'any', refs };
}

function inferTypes(s: SchemaObject): string[] {
  if (s.properties || s.allOf) return ['object'];
  if (s.items) return ['array'];
  if (s.enum?.length) return [...new Set(s.enum.map((v) => (v === null ? 'null' : typeof v)))];
  return [];
}

function range(min: number | undefined, max: number | undefined, unit: string): string | undefined {
  const plural = (n: number) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (min !== undefined && max !== undefined) return min === max ? `exactly ${plural(min)}` : `${min} to ${plural(max)}`;
  if (min !== undefined) return `at least ${plural(min)}`;
  if (max !== undefined) return `at most ${plural(max)}`;
  return undefined;
}

/** Constraints of one schema, own keywords first; a `$ref` target contributes its keywords too. */
export function constraints(model: SpecModel, schema: SchemaOrRef | undefined): Constraint[] {
  if (!schema) return [];
  const s = model.resolve(schema);
  const out: Constraint[] = [];
  if (s.minimum !== undefined) out.push({ label: `minimum ${s.minimum}` });
  if (s.exclusiveMinimum !== undefined) out.push({ label: `greater than ${s.exclusiveMinimum}` });
  if (s.maximum !== undefined) out.push({ label: `maximum ${s.maximum}` });
  if (s.exclusiveMaximum !== undefined) out.push({ label: `less than ${s.exclusiveMaximum}` });
  if (s.multipleOf !== undefined) out.push({ label: `multiple of ${s.multipleOf}` });
  const length = range(s.minLength, s.maxLength, 'character');
  if (length) out.push({ label: length });
  if (s.pattern !== undefined) out.push({ label: 'pattern', code: s.pattern });
  if (s.format !== undefined) out.push({ label: 'format', code: s.format });
  const items = range(s.minItems, s.maxItems, 'item');
  if (items) out.push({ label: items });
  if (s.uniqueItems) out.push({ label: 'unique items' });
  const props = range(s.minProperties, s.maxProperties, 'key');
  if (props) out.push({ label: props });
  if (s.default !== undefined) out.push({ label: 'default', code: JSON.stringify(s.default) });
  if (s.readOnly) out.push({ label: 'read-only (returned, never sent)' });
  if (s.writeOnly) out.push({ label: 'write-only (sent, never returned)' });
  if (s.deprecated) out.push({ label: 'deprecated' });
  if (s.items && !model.schemaRefName(s.items)) {
    for (const c of constraints(model, s.items)) out.push({ ...c, label: `each item: ${c.label}` });
  }
  return out;
}

/** Enum values with their `x-enum-descriptions`, following `$ref`s and array items. */
export function enumValues(model: SpecModel, schema: SchemaOrRef | undefined): EnumValue[] {
  if (!schema) return [];
  const s = model.resolve(schema);
  if (s.enum) {
    const descriptions: EnumDescriptions = s['x-enum-descriptions'] ?? {};
    return s.enum.filter((v) => v !== null).map((v) => ({ value: String(v), description: descriptions[String(v)] }));
  }
  if (s.items) return enumValues(model, s.items);
  if (s.allOf?.length === 1) return enumValues(model, s.allOf[0]);
  return [];
}

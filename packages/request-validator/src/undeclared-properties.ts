// Examples may carry only properties their schema declares, even where the schema leaves others open (Redocly's
// `allowAdditionalProperties: false`). The value is walked beside its schema: `$ref`s followed, composition members
// pooled, array items; an object is checked where some schema lists `properties` and none opens it; a schema-valued
// `additionalProperties` (a map such as `metadata`) is followed.
// @see https://redocly.com/docs/cli/rules/oas/no-invalid-media-type-examples
import { childPointer, readPointer } from '@paydocs/spec-access/pointer';
import { type ExampleError, isObject, type JsonObject } from './types.ts';

const MEMBERS = ['allOf', 'anyOf', 'oneOf'];

/** `schema` with its `$ref` followed and its composition members, flattened (each object schema once). */
function flatten(doc: JsonObject, schema: unknown, out: JsonObject[] = [], seen = new Set<unknown>()): JsonObject[] {
  if (!isObject(schema) || seen.has(schema)) return out;
  seen.add(schema);
  out.push(schema);
  if (typeof schema.$ref === 'string' && schema.$ref.startsWith('#')) flatten(doc, readPointer(doc, schema.$ref), out, seen);
  for (const key of MEMBERS) {
    const list = schema[key];
    if (Array.isArray(list)) for (const member of list) flatten(doc, member, out, seen);
  }
  return out;
}

const opens = (s: JsonObject) =>
  (s.additionalProperties !== undefined && s.additionalProperties !== false) ||
  (s.unevaluatedProperties !== undefined && s.unevaluatedProperties !== false) ||
  s.patternProperties !== undefined;

function visit(doc: JsonObject, schemas: unknown[], value: unknown, pointer: string, out: ExampleError[]): void {
  const flat = schemas.flatMap((s) => flatten(doc, s));
  if (flat.length === 0) return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      const itemSchemas = flat.flatMap((s) => {
        const prefix = Array.isArray(s.prefixItems) ? s.prefixItems : [];
        return i < prefix.length ? [prefix[i]] : s.items !== undefined ? [s.items] : [];
      });
      visit(doc, itemSchemas, item, childPointer(pointer, i), out);
    });
    return;
  }
  if (!isObject(value)) return;
  const declaring = flat.filter((s) => isObject(s.properties));
  const open = flat.some(opens);
  for (const [key, child] of Object.entries(value)) {
    const at = childPointer(pointer, key);
    const subs = declaring.flatMap((s) => {
      const sub = (s.properties as JsonObject)[key];
      return sub === undefined ? [] : [sub];
    });
    if (subs.length > 0) {
      visit(doc, subs, child, at, out);
      continue;
    }
    const maps = flat.map((s) => s.additionalProperties).filter(isObject);
    if (maps.length > 0) visit(doc, maps, child, at, out);
    else if (declaring.length > 0 && !open) {
      out.push({
        pointer: at,
        keyword: 'undeclared',
        message: `has property \`${key}\`, which the schema does not declare`,
        property: key,
      });
    }
  }
}

/** The properties of `value` that the schema at `schemaPointer` (a bundle pointer) does not declare, deepest first found. */
export function undeclaredProperties(doc: JsonObject, schemaPointer: string, value: unknown): ExampleError[] {
  const out: ExampleError[] = [];
  visit(doc, [readPointer(doc, schemaPointer)], value, '', out);
  return out;
}

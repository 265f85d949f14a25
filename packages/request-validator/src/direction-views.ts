// readOnly / writeOnly by direction: a readOnly property "SHOULD NOT be sent as part of the request", a writeOnly one
// "as part of the response", and a `required` one is required only in the other direction. Each direction gets its
// own copy of the document with those properties out of `required` and FORBIDDEN, so an example carrying one fails.
// @see https://spec.openapis.org/oas/v3.1.0#fixed-fields-19 (readOnly / writeOnly)
import { resolve } from '@paydocs/spec-access/ref';
import { isObject, type Direction, type JsonObject } from './types.ts';

export const FORBIDDEN = 'x-paydocs-forbidden';

const FLAG: Record<Exclude<Direction, 'neutral'>, 'readOnly' | 'writeOnly'> = { request: 'readOnly', response: 'writeOnly' };

// Keywords (and components.schemas) whose value maps names chosen by the spec's authors to schemas.
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas', 'schemas']);

const REASON = {
  readOnly: 'is readOnly: the API sets it, so it appears in responses only',
  writeOnly: 'is writeOnly: it is sent in requests and never returned',
};

/** The flag on the property, or on what its `$ref` names (spec-access's rule: a sibling beside the `$ref` wins). */
function isFlagged(doc: JsonObject, property: unknown, flag: 'readOnly' | 'writeOnly'): boolean {
  try {
    return isObject(property) && resolve<JsonObject>(doc, property)[flag] === true;
  } catch {
    return false; // a `$ref` that leads nowhere: Ajv names it where a schema that uses it is compiled
  }
}

function transform(node: unknown, doc: JsonObject, flag: 'readOnly' | 'writeOnly'): void {
  if (Array.isArray(node)) {
    for (const item of node) transform(item, doc, flag);
    return;
  }
  if (!isObject(node)) return;
  if (isObject(node.properties)) {
    for (const [name, property] of Object.entries(node.properties)) {
      if (!isFlagged(doc, property, flag)) continue;
      node.properties[name] = { [FORBIDDEN]: `\`${name}\` ${REASON[flag]}` };
      if (Array.isArray(node.required)) node.required = node.required.filter((r) => r !== name);
    }
  }
  for (const [key, value] of Object.entries(node)) {
    // Example data and extensions are left alone: only schemas are rewritten.
    if (key === 'example' || key === 'examples' || key.startsWith('x-')) continue;
    // The names of a map of schemas are the authors' (a property may be called `example`): each schema is rewritten.
    if (SCHEMA_MAPS.has(key) && isObject(value)) for (const schema of Object.values(value)) transform(schema, doc, flag);
    else transform(value, doc, flag);
  }
}

/** A copy of the bundled document as seen in one direction. */
export function directionView(doc: JsonObject, direction: Direction): JsonObject {
  if (direction === 'neutral') return doc;
  const copy = structuredClone(doc);
  // Flags are read from the original so a rewritten property cannot hide another one's flag.
  const flag = FLAG[direction];
  transform(copy, doc, flag);
  return copy;
}

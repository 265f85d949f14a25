// Small helpers shared by the project rules.
// Redocly 2 exports these types from the package root; its `exports` map closes the lib/ paths.
import { isObject, type JsonObject } from '@paydocs/spec-access';
import type { Oas3Rule, Oas3Visitor, UserContext } from '@redocly/openapi-core';

export { isObject, type JsonObject, type Oas3Rule, type Oas3Visitor, type UserContext };

export function isSentence(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

/** Enum values as the map keys that describe them (`x-enum-descriptions`, `x-error-catalogue`). */
export function enumKeys(values: unknown[]): string[] {
  return values.filter((v) => v !== null).map((v) => String(v));
}

export function quoteList(values: readonly string[]): string {
  return values.map((v) => `"${v}"`).join(', ');
}

/**
 * A map keyed by enum values (`x-enum-descriptions`, `x-error-catalogue`) must have an entry for every value and no other
 * key: `missing` words the values without one (reported at the map's key), `extra` a key that is no value (at that key).
 */
export function checkEnumKeyedMap(
  values: string[],
  map: JsonObject,
  at: UserContext['location'],
  report: UserContext['report'],
  say: { missing: (list: string) => string; extra: (key: string) => string },
): void {
  const missing = values.filter((v) => !(v in map));
  if (missing.length > 0) report({ message: say.missing(quoteList(missing)), location: at.key() });
  for (const key of Object.keys(map)) if (!values.includes(key)) report({ message: say.extra(key), location: at.child([key]).key() });
}

/** A node's own examples as `[path under the node, value]`: `example` and each item of `examples`. */
export function ownExamples(node: JsonObject): [string[], unknown][] {
  const samples: [string[], unknown][] = [];
  if (node.example !== undefined) samples.push([['example'], node.example]);
  if (Array.isArray(node.examples)) for (const [i, ex] of node.examples.entries()) samples.push([['examples', String(i)], ex]);
  return samples;
}

/** A media type's examples as `[path, value]`: `example` and each Example Object's `value` (refs resolved). */
export function mediaExamples(media: JsonObject, resolve: UserContext['resolve']): [string[], unknown][] {
  const samples: [string[], unknown][] = [];
  if (media.example !== undefined) samples.push([['example'], media.example]);
  if (isObject(media.examples))
    for (const [name, ex] of Object.entries(media.examples)) {
      const node = resolve(ex as JsonObject).node as unknown;
      if (isObject(node) && 'value' in node) samples.push([['examples', name, 'value'], node.value]);
    }
  return samples;
}

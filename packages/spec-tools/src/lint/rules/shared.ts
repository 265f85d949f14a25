// Small helpers shared by the project rules.
// Redocly 2 exports these types from the package root; its `exports` map closes the lib/ paths.
import type { Oas3Rule, Oas3Visitor, UserContext } from '@redocly/openapi-core';

export type { Oas3Rule, Oas3Visitor, UserContext };

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

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

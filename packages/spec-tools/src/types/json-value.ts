// The `JsonValue` component (any JSON value, for values whose type the API does not document) is
// recursive: an array of JSON values is a JSON value. openapi-typescript renders every component
// as a property of `interface components`, and TypeScript cannot resolve a property whose type
// holds an array of an indexed access to itself (`X: string | components["schemas"]["X"][]`:
// TS2502). A top-level type alias is resolved lazily, so the component is rendered as a
// reference to the alias below, which is appended to the generated file.
import { stringToAST, type OpenAPITSOptions } from 'openapi-typescript';

export const JSON_VALUE_POINTER = '#/components/schemas/JsonValue';

export const JSON_VALUE_ALIAS = `
/** Any JSON value: the type of \`components["schemas"]["JsonValue"]\`. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
`;

type TypeNode = ReturnType<NonNullable<OpenAPITSOptions['postTransform']>>;

/** The type node `JsonValue`, parsed rather than built, so no direct TypeScript dependency is needed. */
function jsonValueReference(): TypeNode {
  const [statement] = stringToAST('type T = JsonValue;') as { type: TypeNode }[];
  if (!statement) throw new Error('openapi-typescript stringToAST returned no statement for the JsonValue alias');
  return statement.type;
}

/** openapi-typescript `transform`: the JsonValue component becomes a reference to the alias. */
export const transformJsonValue: NonNullable<OpenAPITSOptions['transform']> = (_schema, options) =>
  options.path === JSON_VALUE_POINTER ? jsonValueReference() : undefined;

/** Whether the spec defines the component (only then is the alias appended). */
export function hasJsonValue(spec: { components?: { schemas?: Record<string, unknown> } }): boolean {
  return Boolean(spec.components?.schemas?.JsonValue);
}

// The OpenAPI 3.1 document types of the workspace: openapi3-ts's (`openapi3-ts/oas31`), types only, so no code of
// that package reaches a bundle. Chosen over `openapi-types` because its Schema Object is one interface (not a union
// of array and non-array schemas that every `items` read would have to narrow) and every object carries the `x-`
// extension keys; the `x-` values' own shapes are @paydocs/spec-tools' extension contracts, which lint enforces.
// @see https://spec.openapis.org/oas/v3.1.0
import type { InfoObject as Oas31Info, OpenAPIObject as Oas31Document, ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';
import type { JsonObject } from './ref.ts';

// Every Object type of 3.1 (`OperationObject`, `SchemaObject`, ...); InfoObject and OpenAPIObject below replace theirs.
export type * from 'openapi3-ts/oas31';

/** The Info Object with 3.1's `summary`, which openapi3-ts 4.6.2 leaves out. */
export interface InfoObject extends Oas31Info {
  summary?: string;
}

export interface OpenAPIObject extends Oas31Document {
  info: InfoObject;
}

/**
 * What the model's functions read: any part of a document (a test's fragment, a package's `JsonObject`, a whole
 * bundle), each field typed as OpenAPI 3.1 types it.
 */
export type SpecDocument = Partial<OpenAPIObject>;

/**
 * Where a schema stands (a property, `items`, an `allOf` member, a media type's `schema`). In 3.1 `$ref` is a JSON
 * Schema keyword, so a SchemaObject may carry one with siblings; openapi3-ts adds the Reference Object form.
 */
export type SchemaOrRef = SchemaObject | ReferenceObject;

/** An object as the bundle holds it: its OpenAPI fields typed, and, being JSON, any other key readable (as `unknown`). */
export type Bundled<T> = T & JsonObject;

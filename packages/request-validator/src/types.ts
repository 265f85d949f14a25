// Shared shapes of the example validator (the JSON object of the spec model is spec-access's).
export { isObject, type JsonObject } from '@paydocs/spec-access/ref';

// biome-ignore lint/suspicious/noExplicitAny: the bundled spec is untyped JSON, walked by key.
export type UntypedJson = Record<string, any>;

/**
 * Which way the data travels. `request`: the API receives it (readOnly properties must not be
 * sent); `response`: the API sends it, including webhook payloads (writeOnly properties are
 * never returned); `neutral`: a schema on its own, no direction.
 */
export type Direction = 'neutral' | 'request' | 'response';

export interface ExampleError {
  /** JSON Pointer inside the example value ('' is the whole value). */
  pointer: string;
  /** What was expected: Ajv's message and its parameters. */
  message: string;
  /** The rule broken: Ajv's keyword (`type`, `required`, `pattern`, ...) or `undeclared`. */
  keyword?: string;
  /** For a missing (`required`, `dependentRequired`) or unexpected (`additionalProperties`) property: its name. */
  property?: string;
}

export interface ValidationResult {
  valid: boolean;
  errors: ExampleError[];
}

/** One example of the spec, and the schema it must satisfy. */
export interface ExampleCase {
  /** Where the example is, e.g. `paths./checkouts.post.requestBody application/json example`. */
  where: string;
  direction: Direction;
  /** Fragment of the schema in the bundled document; undefined when there is none to check against. */
  schema: string | undefined;
  value: unknown;
  /** JSON pointer of the example value in the bundled document (e.g. `#/paths/~1checkouts/post/.../example`). */
  at?: string;
  /** Set when the example itself could not be found (a `$ref` that leads nowhere). */
  unresolved?: string;
}

export interface ExampleProblem extends ExampleError {
  where: string;
  /** The example value's pointer in the bundle (with `pointer` appended: where the problem is). */
  at?: string;
  /** The value found at `pointer`, when there is one. */
  got?: unknown;
  /** Where in the YAML source the problem is, when the split files were given. */
  source?: { file: string; line: number; col: number };
}

/**
 * What is wrong with a request, structured (the README's "Request validation"): consumers decide by `location` and
 * `keyword`, never by the wording of `message` (the mock turns them into the catalogue's error codes). `keyword` is a
 * JSON Schema keyword of the parameter's or body's schema (`pattern`, `maximum`, `required`, `type`, ...) or one of
 * the call's own rules: `operation` (no operation has this method and path), `security`, `undeclared` (a query
 * parameter or body property the spec does not declare; at the body's root, a body sent to a call that takes none),
 * `content-type`, `not-json` and `too-large` (nothing else is checked then).
 */
export interface RequestProblem {
  location: 'request' | 'path' | 'query' | 'header' | 'body';
  /** The parameter or header name (`path`, `query`, `header` problems). */
  name?: string;
  /** JSON pointer in the body ('' the whole body); a missing or unexpected property at the property itself (`/amount`). */
  pointer?: string;
  keyword: string;
  message: string;
}

// What is wrong with a request, structured: where (the call, a path, query or header parameter, the body), the
// parameter's name or the body's JSON pointer, the rule broken and a sentence. Consumers decide by `location` and
// `keyword`, never by the wording of `message` (the mock turns them into the catalogue's error codes).

export type ProblemLocation = 'request' | 'path' | 'query' | 'header' | 'body';

/**
 * The rule a problem breaks: a JSON Schema keyword of the parameter's or the body's schema (`pattern`, `maximum`,
 * `required`, `type`, ...) or one of the call's own rules.
 */
export type ProblemKeyword =
  | string
  /** No operation has this method and path. */
  | 'operation'
  /** The security scheme's header is missing or of another scheme (`Basic` where `Bearer` is required). */
  | 'security'
  /** A query parameter or body property the spec does not declare; at the body's root: a body sent to a call that takes none. */
  | 'undeclared'
  /** A JSON body sent without `Content-Type: application/json`. */
  | 'content-type'
  /** The body is not JSON text, or over MAX_BODY_BYTES: nothing else is checked. */
  | 'not-json'
  | 'too-large';

export interface RequestProblem {
  location: ProblemLocation;
  /** The parameter or header name (`path`, `query`, `header` problems). */
  name?: string;
  /**
   * JSON pointer in the body ('' is the whole body) for `body` problems. A missing required property or an unexpected
   * one is reported at the property itself (`/amount`), not at the object holding it, as Ajv would.
   */
  pointer?: string;
  keyword: ProblemKeyword;
  message: string;
}

// One API call checked against the bundled spec: the method and path name an operation, the headers include what it
// requires, the query names are its parameters, and the JSON body text satisfies its request schema. The MCP server's
// `validate_request` tool calls this, so the tool, the samples checker and `paydocs-spec validate` share one
// validator (the samples checker for the call, the Ajv context of `validateExample` for the body).
// Never throws on bad input: malformed JSON, an oversize body or an unknown path is a problem with its own `code`.
import { requestTarget, type MatchOptions } from '@paydocs/spec-access/match';
import { childPointer } from '@paydocs/spec-access/pointer';
import { isObject } from '@paydocs/spec-access/ref';
import { checkSample } from './check-sample.ts';
import { validateExample } from './example.ts';

/** A request body over this size is refused before parsing (the API's own limit is not documented; this bounds the validator). */
export const MAX_BODY_BYTES = 1_000_000;

export type RequestProblemCode =
  /** The body is larger than MAX_BODY_BYTES; nothing else is checked. */
  | 'body-too-large'
  /** The body is not JSON text; nothing else is checked. */
  | 'body-not-json'
  /** No operation of the spec has this method and path. */
  | 'unknown-operation'
  /** A header, query parameter or body presence problem of the call. */
  | 'request'
  /** The body breaks the request schema at `pointer`. */
  | 'body';

export interface RequestProblem {
  code: RequestProblemCode;
  /**
   * JSON pointer in the body ('' is the whole body) for `body` problems. A missing required property or an unexpected
   * one is reported at the property itself (`/amount`), not at the object holding it, as Ajv would.
   */
  pointer?: string;
  message: string;
}

export interface RequestInput {
  method: string;
  /**
   * The path as called, with the server's base path and a query string, or a full URL; with `{ asSent: false }` also
   * as the spec writes it (`/payments/{id}`). spec-access's matcher reads it.
   */
  path: string;
  headers?: Record<string, string>;
  /** The body as sent: JSON text. */
  body?: string;
}

export interface RequestValidation {
  operationId?: string;
  valid: boolean;
  problems: RequestProblem[];
}

const refused = (code: RequestProblemCode, message: string): RequestValidation => ({
  valid: false,
  problems: [{ code, pointer: '', message }],
});

// biome-ignore lint/suspicious/noExplicitAny: the bundled spec is untyped JSON, walked by key.
export function validateRequest(spec: Record<string, any>, input: RequestInput, match: MatchOptions = { asSent: true }): RequestValidation {
  let body: unknown;
  if (input.body !== undefined) {
    // UTF-8 bytes, as sent; TextEncoder rather than Buffer so the same code runs in the docs' Service Worker.
    const bytes = new TextEncoder().encode(input.body).length;
    if (bytes > MAX_BODY_BYTES) return refused('body-too-large', `body: ${bytes} bytes; expected at most ${MAX_BODY_BYTES} bytes of JSON`);
    try {
      body = JSON.parse(input.body);
    } catch (error) {
      return refused('body-not-json', `body: not valid JSON (${(error as Error).message}); expected the request body as JSON text`);
    }
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(input.path) && !URL.canParse(input.path))
    return refused('unknown-operation', `path: "${input.path}" is not a URL; expected a path (/payments/pay_123) or a full URL`);
  const target = requestTarget(input.path);
  const checked = checkSample(
    {
      language: 'curl',
      file: 'request',
      line: 1,
      method: input.method.toUpperCase(),
      path: target.path,
      query: target.query,
      headers: Object.keys(input.headers ?? {}),
      ...(body !== undefined ? { body: { value: body as never } } : {}),
    },
    spec,
    match,
  );
  const problems: RequestProblem[] = checked.problems
    .map((p) => p.message.replace(/^curl sample: /, ''))
    // The body errors of the samples checker are reported below, with their pointers.
    .filter((m) => !m.startsWith('the body of '))
    .map((message) => ({ code: checked.operationId ? 'request' : 'unknown-operation', message }));
  if (checked.operationId && body !== undefined && isObject(checked.operation?.operation.requestBody)) {
    for (const e of validateExample({ operation: checked.operationId, part: 'request' }, body, spec).errors) {
      const pointer = e.property === undefined ? e.pointer : childPointer(e.pointer, e.property);
      problems.push({ code: 'body', pointer, message: e.message });
    }
  }
  return { ...(checked.operationId ? { operationId: checked.operationId } : {}), valid: problems.length === 0, problems };
}

// One API call checked once against everything the bundled spec declares about the request (the README's "Request
// validation"), each problem structured (types.ts). Never throws on bad input.
import { matchOperation, type MatchOptions, requestTarget } from '@paydocs/spec-access/match';
import { childPointer, parsePointer, toRef } from '@paydocs/spec-access/pointer';
import { isObject, resolve } from '@paydocs/spec-access/ref';
import type { WalkedOperation } from '@paydocs/spec-access/walk';
import { callProblems } from './call-problems.ts';
import { contextFor } from './ajv-context.ts';
import type { RequestProblem, UntypedJson as Json } from './types.ts';
import { resolveTarget } from './resolve-target.ts';
import { undeclaredProperties } from './undeclared-properties.ts';

/** A request body over this size is refused before parsing (the API's own limit is not documented; this bounds the validator). */
export const MAX_BODY_BYTES = 1_000_000;

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

const refused = (problem: RequestProblem): RequestValidation => ({ valid: false, problems: [problem] });

/** The schema id of a parameter's schema for the Ajv context (also compiled into the standalone validators). */
export const parameterSchemaRef = (pointer: string) => toRef([...parsePointer(pointer), 'schema']);

/** A parameter's text as its schema's type reads it (`500` -> 500 for an integer, `true` -> true for a boolean). */
function typed(schema: Json, text: string): unknown {
  const types = [schema.type].flat();
  if (types.some((t) => t === 'integer' || t === 'number') && text.trim() !== '' && !Number.isNaN(Number(text))) return Number(text);
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/** Each path, query and header parameter's value against its schema; a missing required query parameter. */
function parameterProblems(
  spec: Json,
  walked: WalkedOperation,
  values: { path: Record<string, string>; query: [string, string][]; headers: Record<string, string> },
): RequestProblem[] {
  const problems: RequestProblem[] = [];
  for (const { node: p, pointer } of walked.parameters) {
    const name = String(p.name);
    const given = (
      p.in === 'query'
        ? values.query.filter(([n]) => n === name).map(([, v]) => v)
        : [p.in === 'path' ? values.path[name] : p.in === 'header' ? values.headers[name.toLowerCase()] : undefined]
    ).filter((t): t is string => t !== undefined);
    if (p.in === 'query' && p.required && given.length === 0)
      problems.push({
        location: 'query',
        name,
        keyword: 'required',
        message: `${walked.operationId} requires the query parameter "${name}"`,
      });
    if (given.length === 0 || !isObject(p.schema)) continue;
    const schema = resolve(spec, p.schema) as Json;
    const value =
      schema.type === 'array' ? given.map((t) => typed(resolve(spec, schema.items ?? {}) as Json, t)) : typed(schema, given[0]!);
    for (const e of contextFor(spec).validate('request', parameterSchemaRef(pointer), value)) {
      const location = p.in as 'path' | 'query' | 'header';
      problems.push({ location, name, keyword: e.keyword ?? 'schema', message: `${p.in} parameter ${name}: ${e.message}` });
    }
  }
  return problems;
}

/** The body against the request schema (Ajv), and the properties the schema does not declare. */
function bodyProblems(spec: Json, operationId: string, body: unknown): RequestProblem[] {
  const { direction, schema } = resolveTarget(spec, { operation: operationId, part: 'request' });
  const errors = contextFor(spec).validate(direction, schema, body);
  const at = (e: { pointer: string; property?: string }) => (e.property === undefined ? e.pointer : childPointer(e.pointer, e.property));
  const problems: RequestProblem[] = errors.map((e) => ({
    location: 'body',
    pointer: at(e),
    keyword: e.keyword ?? 'schema',
    message: e.message,
  }));
  const reported = new Set(problems.map((p) => p.pointer));
  for (const e of undeclaredProperties(spec, schema, body))
    if (!reported.has(e.pointer)) problems.push({ location: 'body', pointer: e.pointer, keyword: 'undeclared', message: e.message });
  return problems;
}

export function validateRequest(spec: Json, input: RequestInput, match: MatchOptions = { asSent: true }): RequestValidation {
  let body: unknown;
  if (input.body !== undefined) {
    // UTF-8 bytes, as sent; TextEncoder rather than Buffer so the same code runs in the docs' Service Worker.
    const bytes = new TextEncoder().encode(input.body).length;
    const message = `body: ${bytes} bytes; expected at most ${MAX_BODY_BYTES} bytes of JSON`;
    if (bytes > MAX_BODY_BYTES) return refused({ location: 'body', pointer: '', keyword: 'too-large', message });
    try {
      body = JSON.parse(input.body);
    } catch (error) {
      const message = `body: not valid JSON (${(error as Error).message}); expected the request body as JSON text`;
      return refused({ location: 'body', pointer: '', keyword: 'not-json', message });
    }
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(input.path) && !URL.canParse(input.path))
    return refused({
      location: 'request',
      keyword: 'operation',
      message: `path: "${input.path.slice(0, 200)}" is not a URL; expected a path (/payments/py_123) or a full URL`,
    });
  const matched = matchOperation(spec, input.method, input.path, match);
  if ('error' in matched) return refused({ location: 'request', keyword: 'operation', message: matched.error });
  const walked = matched.operation;
  const operationId = String(walked.operationId);
  const headers = Object.fromEntries(Object.entries(input.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  const { query } = requestTarget(input.path);
  const problems = [
    ...callProblems(spec, walked, { headers, query: query.map(([name]) => name), hasBody: body !== undefined }),
    ...parameterProblems(spec, walked, { path: matched.params, query, headers }),
    ...(body !== undefined && isObject(walked.operation.requestBody) ? bodyProblems(spec, operationId, body) : []),
  ];
  return { operationId, valid: problems.length === 0, problems };
}

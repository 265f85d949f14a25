// `get_error`: the error catalogue as the spec gives it (`ErrorCode`'s enum, descriptions, `x-error-catalogue`,
// `x-rules`), and how a code arrives as the spec's error examples show it: as `code`, or as another field of an error
// body (`insufficient_funds` is a `decline_code` under `code: card_declined`).
import { errorCatalogue } from '@paydocs/spec-tools/error-catalogue';
import { isObject, type JsonObject, operationsOf } from '@paydocs/spec-access';
import type { DocsData } from './docs-data.ts';
import { known, own, shown, ToolInputError } from './limits.ts';

function errorCodeSchema(spec: DocsData['spec']): JsonObject {
  const schema = own(spec.components?.schemas, 'ErrorCode');
  if (!isObject(schema)) throw new Error('#/components/schemas/ErrorCode: missing; expected the error catalogue');
  return schema;
}

/** The codes of the catalogue with this status. */
export function codesWithStatus(spec: JsonObject, status: number): { codes: string[]; inferred: string[] } {
  const found = errorCatalogue(spec).filter((e) => e.status === status);
  return { codes: found.map((e) => e.code), inferred: found.filter((e) => e.inferred).map((e) => e.code) };
}

/** Every error body example of the spec's responses (objects with a string `code`), with where it is. */
function errorExamples(spec: JsonObject): { body: JsonObject; at: string }[] {
  const found: { body: JsonObject; at: string }[] = [];
  const visit = (node: unknown, at: string) => {
    if (Array.isArray(node)) {
      for (const n of node) visit(n, at);
    } else if (isObject(node)) {
      if (typeof node.code === 'string') found.push({ body: node, at });
      for (const value of Object.values(node)) visit(value, at);
    }
  };
  for (const op of operationsOf(spec)) visit(op.operation.responses, `${op.method.toUpperCase()} ${op.path}`);
  return found;
}

/** How `code` arrives in an error body, as the spec's examples show it: the field and the `code` it comes under. */
function arrivals(spec: JsonObject, code: string): { field: string; underCode?: string; example: string }[] {
  const seen = new Map<string, { field: string; underCode?: string; example: string }>();
  for (const { body, at } of errorExamples(spec)) {
    for (const [field, value] of Object.entries(body)) {
      if (value !== code) continue;
      const underCode = field === 'code' ? undefined : (body.code as string);
      const key = `${field} ${underCode ?? ''}`;
      if (!seen.has(key)) seen.set(key, { field, ...(underCode ? { underCode } : {}), example: `the error example of ${at}` });
    }
  }
  return [...seen.values()];
}

/** Everything the catalogue says about one code. */
export function getError(data: DocsData, args: { code: string }) {
  const schema = errorCodeSchema(data.spec);
  const all = errorCatalogue(data.spec);
  const entry = all.find((e) => e.code === args.code);
  const codes = all.map((e) => e.code);
  if (!entry) throw new ToolInputError(`code: no error code "${shown(args.code)}"; expected one of ${known(codes, 10)}`);
  const errorBody = own(data.spec.components?.schemas, 'Error') as JsonObject | undefined;
  const fields = (errorBody?.properties ?? {}) as Record<string, JsonObject>;
  const arrives = arrivals(data.spec, args.code).map((a) => ({ ...a, fieldDescription: fields[a.field]?.description }));
  const row = data.siteIndex.api.find((e) => e.kind === 'error' && e.key === args.code);
  return {
    code: args.code,
    description: entry.description,
    status: entry.status,
    ...(entry.inferred ? { statusInferred: true } : {}),
    retry: entry.retry,
    group: entry.group,
    arrives: arrives.length ? arrives : [{ field: 'code', fieldDescription: fields.code?.description }],
    catalogueRules: schema['x-rules'],
    notDocumented: schema['x-not-shown'],
    ...(row ? { url: row.url } : {}),
  };
}

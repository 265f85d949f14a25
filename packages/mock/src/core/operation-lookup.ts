// Finds an operation of the bundled spec by operationId (spec-access's matcher, the one lookup of operations)
// and resolves the response objects it documents.
import { operationById } from '@paydocs/spec-access/match';
import { resolve, type JsonObject } from '@paydocs/spec-access/ref';
import type { WalkedOperation } from '@paydocs/spec-access/walk';
import type { Spec } from './types.ts';

export function findOperation(spec: Spec, operationId: string): WalkedOperation {
  const found = operationById(spec as JsonObject, operationId);
  if (found?.kind !== 'operation')
    throw new Error(`Unknown operation "${operationId}": no operation of the bundled spec has this operationId`);
  return found;
}

/** The first documented 2xx status of an operation and its response object, `$ref` followed. */
export function successResponse(spec: Spec, operation: JsonObject): { status: number; response: JsonObject } {
  const responses = (operation.responses ?? {}) as JsonObject;
  const code = Object.keys(responses)
    .filter((c) => /^2\d\d$/.test(c))
    .sort()[0];
  if (!code) throw new Error(`operation ${String(operation.operationId)} documents no 2xx response`);
  return { status: Number(code), response: resolve(spec as JsonObject, responses[code] as JsonObject) };
}

/** The example of a media type object: `example`, else the first of `examples` (its `value`, `$ref` followed). */
export function mediaExample(spec: Spec, media: unknown): { found: boolean; value?: unknown } {
  if (!media || typeof media !== 'object') return { found: false };
  const m = media as JsonObject;
  if (m.example !== undefined) return { found: true, value: m.example };
  const first = m.examples && typeof m.examples === 'object' ? Object.values(m.examples as JsonObject)[0] : undefined;
  if (first === undefined) return { found: false };
  if (!first || typeof first !== 'object') return { found: false };
  const example = resolve(spec as JsonObject, first as JsonObject);
  return { found: true, value: example.value };
}

/** Whether an operation needs a bearer token: its `security`, else the document's, is set and not `[]` or `[{}]`. */
export function requiresToken(spec: Spec, operation: JsonObject): boolean {
  const security = (operation.security ?? spec.security ?? []) as JsonObject[];
  return security.length > 0 && !security.some((r) => Object.keys(r).length === 0);
}

// The API's rule for `Idempotency-Key` (IdempotencyKeyRequired, IdempotencyKeyOptional; the README's state table):
// the first answer under a key of a call (method and path) is replayed for the same query, body and sub account.
import { requireOperation } from '@paydocs/spec-access/model';
import { isObject } from '@paydocs/spec-access/ref';
import type { MockRequest, MockResponse, Spec } from '../types.ts';
import { documentedError } from '../catalogue-error.ts';
import { noted } from './answer.ts';
import type { SandboxState } from './state.ts';

const REPLAY_NOTE =
  'Not documented: what the API answers to a repeated request with the same Idempotency-Key, and how long it keeps a key; the sandbox replays the first answer and keeps keys until it is reset.';

/** JSON with its object keys sorted, so the same body sent with another key order or spacing is the same. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    isObject(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );

export interface IdempotentCall {
  /** Where the first answer is kept: method, path and key. */
  slot: string;
  /** What must be identical for a replay: query, body and sub account. */
  fingerprint: string;
}

/**
 * The key's slot and the request's fingerprint (`body`: the JSON body as parsed, the request being valid), when the
 * operation takes the header and the request sends it.
 */
export function idempotentCall(spec: Spec, operationId: string, request: MockRequest, headers: Record<string, string>, body: unknown) {
  const key = headers['idempotency-key'];
  const takesKey = requireOperation(spec, operationId).parameters.some(
    (p) => p.node.in === 'header' && String(p.node.name).toLowerCase() === 'idempotency-key',
  );
  if (!key || !takesKey) return undefined;
  const [path, query = ''] = request.path.split('?') as [string, string?];
  const fingerprint = canonical({ query, body, subAccount: headers['sub-account'] ?? null });
  return { slot: `${request.method.toUpperCase()} ${path} ${key}`, fingerprint } satisfies IdempotentCall;
}

/** The replay or the mismatch error for a key already used, or undefined for a new key. */
export function repeated(spec: Spec, state: SandboxState, operationId: string, call: IdempotentCall): MockResponse | undefined {
  const kept = state.idempotency?.[call.slot];
  if (!kept) return undefined;
  if (kept.fingerprint !== call.fingerprint) return documentedError(spec, operationId, 'idempotency_params_mismatch');
  return noted(kept.response, [REPLAY_NOTE]);
}

export function keep(state: SandboxState, call: IdempotentCall, response: MockResponse): void {
  state.idempotency ??= {};
  state.idempotency[call.slot] = { fingerprint: call.fingerprint, response };
}

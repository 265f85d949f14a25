// What a sandbox holds: the resources created through it, by kind (the collection's path template, `/checkouts`)
// and id, in creation order; the payment tokens already used; the access tokens it issued; and the first answer
// to each idempotency key. Plain JSON, so the docs site's Service Worker can keep a copy across its restarts and a
// reset is a new empty state.
import type { MockResponse } from '../types.ts';

export type Resource = Record<string, unknown> & { id: string };

/** An access token from `POST /oauth/token`: the client id it was issued to and when. */
export interface IssuedToken {
  client_id: string;
  issued_at: string;
}

/** The first answer to a request under an idempotency key, and what that request was. */
export interface KeptAnswer {
  fingerprint: string;
  response: MockResponse;
}

export interface SandboxState {
  resources: Record<string, Record<string, Resource>>;
  usedTokens: string[];
  /** Optional so a state saved before tokens and keys were kept still loads. */
  accessTokens?: Record<string, IssuedToken>;
  idempotency?: Record<string, KeptAnswer>;
}

export function emptyState(): SandboxState {
  return { resources: {}, usedTokens: [], accessTokens: {}, idempotency: {} };
}

export function getResource(state: SandboxState, kind: string, id: string | undefined): Resource | undefined {
  return id === undefined ? undefined : state.resources[kind]?.[id];
}

export function putResource(state: SandboxState, kind: string, resource: Resource): Resource {
  state.resources[kind] ??= {};
  state.resources[kind][resource.id] = resource;
  return resource;
}

export function listResources(state: SandboxState, kind: string): Resource[] {
  return Object.values(state.resources[kind] ?? {});
}

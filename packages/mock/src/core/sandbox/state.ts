// What a sandbox holds (created resources by kind and id, used payment tokens, issued access tokens, kept answers
// by idempotency key), as plain JSON so the docs site's Service Worker can keep a copy; and what a rule works with.
import type { MockResponse, Spec } from '../types.ts';
import type { Route } from './route.ts';

/** One event in the `Event` envelope (events.ts raises them). */
export type SandboxEvent = Record<string, unknown> & { id: string; event_name: string; data: Record<string, unknown> };

export type Resource = Record<string, unknown> & { id: string };

export interface SandboxState {
  resources: Record<string, Record<string, Resource>>;
  usedTokens: string[];
  /** Access tokens from `POST /oauth/token`: the client id each was issued to and when. Optional so a state saved before tokens and keys were kept still loads. */
  accessTokens?: Record<string, { client_id: string; issued_at: string }>;
  /** The first answer to a request under each idempotency key, and what that request was. */
  idempotency?: Record<string, { fingerprint: string; response: MockResponse }>;
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

/** What a state rule works with: where the request landed, what it sent, the stateless answer and the clock. */
export interface RuleContext {
  spec: Spec;
  state: SandboxState;
  route: Route;
  /** The JSON body sent (an empty object when none was). */
  sent: Record<string, unknown>;
  /** Request headers, names lower-cased. */
  headers: Record<string, string>;
  /** The stateless answer: documented success status, headers and example. */
  base: MockResponse;
  now: Date;
  /** The request's id, shared by the events it raises. */
  requestId: string;
  /** Webhook events the request raised (events.ts), delivered by the local server. */
  events: SandboxEvent[];
}

/** A rule for one operation on an item the sandbox holds (`item`: the checkout, the payment). */
export type ItemRule = (ctx: RuleContext, item: Resource) => MockResponse;

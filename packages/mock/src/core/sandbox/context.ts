// What a state rule of the sandbox works with: the spec, the state, where the request landed, what it sent, the
// stateless answer (validated, documented status and example) and the clock.
import type { MockResponse, Spec } from '../types.ts';
import type { SandboxEvent } from './events.ts';
import type { Route } from './route.ts';
import type { Resource, SandboxState } from './state.ts';

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

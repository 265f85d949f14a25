// A sandbox: the mock core (validation, documented errors and examples) with state, by the rules of the README's
// state table. The local server, the msw handlers, the docs site's Service Worker and the MCP server each keep one.
import { isObject } from '@paydocs/spec-access/ref';
import { documentedError } from '../catalogue-error.ts';
import { respond } from '../respond.ts';
import type { MockRequest, MockResponse, Spec } from '../types.ts';
import { issueAccessToken, refuseBearer } from './access-tokens.ts';
import { exampleData, noted, stateful } from './answer.ts';
import { checkoutRules } from './checkout-rules.ts';
import { created, newId, overlay, RESPONSE_NAMES } from './echo.ts';
import { emit, emitCreated, kindEvent } from './events.ts';
import { idempotentCall, keep, repeated } from './idempotency.ts';
import { listAnswer } from './list.ts';
import { createPayment, paymentRules } from './payment-rules.ts';
import { routeOf } from './route.ts';
import { emptyState, getResource, type ItemRule, putResource, type RuleContext, type SandboxEvent, type SandboxState } from './state.ts';

export { MOCK_NOTE_HEADER } from './answer.ts';
export type { SandboxEvent, SandboxState } from './state.ts';

export interface SandboxOptions {
  /** A state to start from (the Service Worker's saved copy); default empty. */
  state?: SandboxState;
  /** The clock (tests move it past the void window). */
  now?: () => Date;
  /** Called with each webhook event a request raises, after the request is answered (the server delivers them). */
  onEvent?: (event: SandboxEvent) => void;
}

export interface Sandbox {
  respond(request: MockRequest): MockResponse;
  /** Forgets every resource, used payment token, issued access token and idempotency key. */
  reset(): void;
  /** The current state, as JSON-safe data. */
  state(): SandboxState;
}

/** Rules for operations on one item the sandbox holds, by operationId. */
const ITEM_RULES: Record<string, ItemRule> = { ...checkoutRules, ...paymentRules };
/** Rules for creations that do more than echo, by operationId. */
const CREATE_RULES: Record<string, (ctx: RuleContext) => MockResponse> = { createPayment, createAccessToken: issueAccessToken };

const NO_STATE = 'This call does not change the sandbox: the answer is the documented example.';
const NOTHING_CREATED = 'Nothing of this kind was created in the sandbox yet: the answer is the documented example.';

function parseBody(body: string | undefined): Record<string, unknown> {
  const value: unknown = body ? JSON.parse(body) : {};
  return isObject(value) ? value : {};
}

function answer(ctx: RuleContext, request: MockRequest): MockResponse {
  const { spec, state, route, base, now } = ctx;

  if (route.shape === 'create') {
    const rule = CREATE_RULES[route.operationId];
    if (rule) return rule(ctx);
    const example = exampleData(spec, route.operationId);
    if (typeof example?.id !== 'string') return noted(base, [NO_STATE]);
    const resource = created(ctx, route.operationId, route.kind, example, ctx.sent);
    emitCreated(ctx, route.kind, putResource(state, route.kind, resource));
    return stateful(base, resource);
  }
  if (route.shape === 'list') {
    const items = Object.values(state.resources[route.kind] ?? {});
    if (items.length === 0) return noted(base, [NOTHING_CREATED]);
    return listAnswer(ctx, items, new URLSearchParams(request.path.split('?')[1] ?? ''));
  }
  const item = getResource(state, route.kind, route.id);
  if (!item) {
    // An id the sandbox does not hold: the documented example answers for the example's own id (Try it's prefilled
    // request), any other id is not found.
    const last = Object.keys(route.params).at(-1);
    if (last && route.id !== undefined && route.params[last] !== route.exampleParams[last])
      return documentedError(spec, route.operationId, 'resource_not_found');
    return route.shape === 'read' ? base : noted(base, [NO_STATE]);
  }
  if (route.shape === 'read') return stateful(base, item);
  if (route.shape === 'update') {
    const updated = overlay(item, ctx.sent, RESPONSE_NAMES[route.kind]) as typeof item;
    if ('updated_at' in updated) updated.updated_at = now.toISOString();
    emit(ctx, kindEvent(route.kind, 'updated'), putResource(state, route.kind, updated));
    return stateful(base, updated);
  }
  const rule = ITEM_RULES[route.operationId];
  return rule ? rule(ctx, item) : noted(base, [NO_STATE]);
}

export function createSandbox(spec: Spec, options: SandboxOptions = {}): Sandbox {
  let state: SandboxState = options.state ? structuredClone(options.state) : emptyState();
  const now = options.now ?? (() => new Date());
  return {
    respond(request) {
      const base = respond(spec, request);
      if (!base.operationId) return base;
      const at = now();
      const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v]));
      // The token answers first, as it does for a request without one (respond.ts).
      const refused = refuseBearer(spec, state, base.operationId, headers, at);
      if (refused || base.outcome !== 'success') return refused ?? base;
      const sent = parseBody(request.body);
      const call = idempotentCall(spec, base.operationId, request, headers, request.body ? sent : null);
      const again = call && repeated(spec, state, base.operationId, call);
      if (again) return again;
      const route = routeOf(spec, base.operationId, request.path);
      const ctx: RuleContext = { spec, state, route, sent, headers, base, now: at, requestId: newId('req_'), events: [] };
      const answered = answer(ctx, request);
      if (call) keep(state, call, answered);
      for (const event of ctx.events) options.onEvent?.(event);
      return answered;
    },
    reset() {
      state = emptyState();
    },
    state: () => state,
  };
}

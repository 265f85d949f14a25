// The webhook events a sandbox raises for its state changes, in the documented `Event` envelope. Only names the spec
// lists under `webhooks` are raised. The core only collects them (browser-safe); the local server delivers them.
import { accountTypeOf } from './access-tokens.ts';
import { newId } from './echo.ts';
import type { RuleContext } from './state.ts';

/** One event in the `Event` envelope. */
export type SandboxEvent = Record<string, unknown> & { id: string; event_name: string; data: Record<string, unknown> };

/** The event name for a resource kind (`/checkouts` -> `checkout`), and what happened to it (`created`). */
export function kindEvent(kind: string, what: string): string {
  return `${(kind.split('/').at(-1) ?? '').replace(/s$/, '')}.${what}`;
}

/** Raises `name` about `data` when the spec documents that webhook; a copy, so later changes do not alter it. */
export function emit(ctx: RuleContext, name: string, data: Record<string, unknown>): void {
  if (!ctx.spec.webhooks?.[name]) return;
  const key = ctx.headers['idempotency-key'];
  ctx.events.push({
    id: newId('evt_'),
    ...(key ? { idempotency_key: key } : {}),
    request_id: ctx.requestId,
    account_id: String(data.account_id ?? ctx.headers['sub-account'] ?? ''),
    account_type: accountTypeOf(ctx.state, ctx.headers),
    data: structuredClone(data),
    version: String(ctx.spec.components?.schemas?.Event?.properties?.version?.const ?? 'v1'),
    event_name: name,
  });
}

/** A resource was created: `<kind>.created`, then `<kind>.<status>` where that is an event too (payment.succeeded). */
export function emitCreated(ctx: RuleContext, kind: string, resource: Record<string, unknown>): void {
  emit(ctx, kindEvent(kind, 'created'), resource);
  if (typeof resource.status === 'string' && resource.status !== 'created') emit(ctx, kindEvent(kind, resource.status), resource);
}

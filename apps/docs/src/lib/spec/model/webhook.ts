// View models of the spec's webhooks: each event (the `webhooks` entry, one POST per event, joined
// with the WebhookEventName enum) for <WebhookEvents> and its Markdown version, and each webhook as
// an operation view for the /api-spec entries. The enum and `webhooks` list the same names and every
// `x-webhook-family` is a declared family: `pnpm spec lint` (`paydocs/webhook-events`) guarantees
// it, so they are joined here without checks.
import { flattenAllOf } from '@paydocs/spec-access';
import { webhookAnchor } from '../anchors.ts';
import { typeLabel } from '../describe-schema.ts';
import { SpecLookupError, type SpecModel } from '../spec-model.ts';
import { operationView, type OperationView } from './operation.ts';

export interface WebhookEventEntry {
  name: string;
  /** The endpoint family: the operation's `x-webhook-family`, else the event name's first segment. */
  family: string;
  summary: string | undefined;
  description: string | undefined;
  /** Schema of the event's `data`, e.g. `Payment`. */
  payload: { label: string; refs: string[] };
  anchor: string;
  href: string;
}

/** Name-based fallback when a webhook has no `x-webhook-family`: `payment` has `payment.dispute.created`. */
export function inFamily(name: string, family: string): boolean {
  return name === family || name.startsWith(`${family}.`);
}

export function webhookEvents(model: SpecModel, family?: string): WebhookEventEntry[] {
  const enumSchema = model.getSchema('WebhookEventName');
  const names = (enumSchema.enum ?? []).map(String);
  const descriptions = enumSchema['x-enum-descriptions'] ?? {};
  const hooks = new Map(model.webhooks().map((w) => [w.path, w]));
  const familyOf = (name: string) => hooks.get(name)!.operation['x-webhook-family'] ?? name.split('.')[0]!;
  const selected = family === undefined ? names : names.filter((n) => familyOf(n) === family || inFamily(n, family));
  if (family !== undefined && selected.length === 0) {
    throw new SpecLookupError(
      `No webhook event belongs to the family "${family}". Families: ${[...new Set(names.map(familyOf))].join(', ')}.`,
    );
  }
  return selected.map((name) => {
    const hook = hooks.get(name)!;
    const op = hook.operation;
    const schema = model.requestBody(hook)?.media.schema;
    let payload = { label: 'Event', refs: ['Event'] };
    if (schema) {
      const data = flattenAllOf(model.doc, schema).properties.get('data');
      const t = data ? typeLabel(model, data) : typeLabel(model, schema);
      payload = { label: t.text, refs: t.refs };
    }
    return {
      name,
      family: familyOf(name),
      summary: op.summary,
      description: descriptions[name] ?? op.description,
      payload,
      anchor: webhookAnchor(name),
      href: model.href(webhookAnchor(name)),
    };
  });
}

/** Every webhook as an operation view, in spec order: the Webhooks section of /api-spec. */
export function webhookViews(model: SpecModel): OperationView[] {
  return model.webhooks().map((w) => operationView(model, w));
}

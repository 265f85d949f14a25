// The Markdown rendering of the webhook event views (lib/spec/model/webhook.ts): what
// <WebhookEvents> shows, one row per event linked to its /api-spec entry.
import type { WebhookEventEntry } from '../model/webhook.ts';
import { mdCode, mdTable } from './md-table.ts';

export function webhookEventsMarkdown(events: WebhookEventEntry[]): string {
  return mdTable(
    ['Event', 'Family', '`data` schema', 'When it is sent'],
    events.map((e) => [`[${mdCode(e.name)}](${e.href})`, e.family, mdCode(e.payload.label), e.description ?? e.summary]),
  );
}

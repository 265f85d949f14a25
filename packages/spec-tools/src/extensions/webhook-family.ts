// `x-webhook-family` on a webhook's operation: the endpoint family the event is delivered to, for
// <WebhookEvents family="...">. `paydocs/webhook-events` checks it is one of Event's listed families.
import { defineExtension } from './contract.ts';

export type WebhookFamily = string;

export const webhookFamily = defineExtension<WebhookFamily>({
  key: 'x-webhook-family',
  on: ['Operation'],
  summary: 'the endpoint family a webhook event is delivered to, for <WebhookEvents family>',
  rules: ['paydocs/webhook-events'],
  schema: { type: 'string', pattern: '^[a-z][a-z0-9_]*$' },
});

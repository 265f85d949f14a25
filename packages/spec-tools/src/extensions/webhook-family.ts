// `x-webhook-family` on a webhook's operation: the endpoint family the event is delivered to, for
// <WebhookEvents family="...">. `paydocs/webhook-events` checks it is one of Event's listed families.
import { z } from 'zod';
import { defineExtension } from './contract.ts';

export type WebhookFamily = string;

export const webhookFamily = defineExtension({
  key: 'x-webhook-family',
  on: ['Operation'],
  summary: 'the endpoint family a webhook event is delivered to, for <WebhookEvents family>',
  rules: ['paydocs/webhook-events'],
  shape: z.string().regex(/^[a-z][a-z0-9_]*$/),
});

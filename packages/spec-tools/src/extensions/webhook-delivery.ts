// `x-webhook-delivery` on Event: how the API delivers webhooks (reply deadline, signature, retries,
// endpoint families). Guides state these facts; `x-webhook-family` values must be listed families.
import { z } from 'zod';
import { defineExtension, SENTENCE } from './contract.ts';

const notShown = SENTENCE.optional();
const window = z.strictObject({
  attempts: z.int().min(1),
  /** The period the attempts are spread over, e.g. `24 hours`. */
  over: z.string().min(1),
});
const shape = z.strictObject({
  /** Seconds the endpoint has to reply 2xx before the delivery counts as failed. */
  deadline_seconds: z.int().min(1),
  signature: z.strictObject({
    algorithm: z.string(),
    encoding: z.string(),
    /** What is signed, with `{timestamp}` and `{body}` placeholders. */
    signed_payload: z.string(),
    timestamp_header: z.string(),
    signature_header: z.string(),
    'x-not-shown': notShown,
  }),
  retries: z.strictObject({ live: window, test: window, 'x-not-shown': notShown }),
  endpoints: z.strictObject({
    per: z.string(),
    description: SENTENCE,
    families: z.array(z.string()).min(1).meta({ uniqueItems: true }),
    'x-not-shown': notShown,
  }),
});
export type RetryWindow = z.infer<typeof window>;
export type WebhookDelivery = z.infer<typeof shape>;

export const webhookDelivery = defineExtension({
  key: 'x-webhook-delivery',
  on: ['Schema'],
  summary: 'how webhooks are delivered: reply deadline, signature, retries and endpoint families',
  rules: ['paydocs/webhook-events'],
  shape,
});

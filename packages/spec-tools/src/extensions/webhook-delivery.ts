// `x-webhook-delivery` on Event: how the API delivers webhooks (reply deadline, signature, retries,
// endpoint families). Guides state these facts; `x-webhook-family` values must be listed families.
import { defineExtension, SENTENCE } from './contract.ts';

export interface RetryWindow {
  attempts: number;
  /** The period the attempts are spread over, e.g. `24 hours`. */
  over: string;
}

export interface WebhookDelivery {
  /** Seconds the endpoint has to reply 2xx before the delivery counts as failed. */
  deadline_seconds: number;
  signature: {
    algorithm: string;
    encoding: string;
    /** What is signed, with `{timestamp}` and `{body}` placeholders. */
    signed_payload: string;
    timestamp_header: string;
    signature_header: string;
    'x-not-shown'?: string;
  };
  retries: { live: RetryWindow; test: RetryWindow; 'x-not-shown'?: string };
  endpoints: { per: string; description: string; families: string[]; 'x-not-shown'?: string };
}

const notShown = { ...SENTENCE, nullable: true } as const;
const window = {
  type: 'object',
  required: ['attempts', 'over'],
  additionalProperties: false,
  properties: { attempts: { type: 'integer', minimum: 1 }, over: { type: 'string', minLength: 1 } },
} as const;

export const webhookDelivery = defineExtension<WebhookDelivery>({
  key: 'x-webhook-delivery',
  on: ['Schema'],
  summary: 'how webhooks are delivered: reply deadline, signature, retries and endpoint families',
  rules: ['paydocs/webhook-events'],
  schema: {
    type: 'object',
    required: ['deadline_seconds', 'signature', 'retries', 'endpoints'],
    additionalProperties: false,
    properties: {
      deadline_seconds: { type: 'integer', minimum: 1 },
      signature: {
        type: 'object',
        required: ['algorithm', 'encoding', 'signed_payload', 'timestamp_header', 'signature_header'],
        additionalProperties: false,
        properties: {
          algorithm: { type: 'string' },
          encoding: { type: 'string' },
          signed_payload: { type: 'string' },
          timestamp_header: { type: 'string' },
          signature_header: { type: 'string' },
          'x-not-shown': notShown,
        },
      },
      retries: {
        type: 'object',
        required: ['live', 'test'],
        additionalProperties: false,
        properties: { live: window, test: window, 'x-not-shown': notShown },
      },
      endpoints: {
        type: 'object',
        required: ['per', 'description', 'families'],
        additionalProperties: false,
        properties: {
          per: { type: 'string' },
          description: SENTENCE,
          families: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string' } },
          'x-not-shown': notShown,
        },
      },
    },
  },
});

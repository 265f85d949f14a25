// `x-component-events` on Event: browser-side events of the embedded onboarding iframe and of the
// web components. They are not webhooks (they never reach a server) and are kept beside Event so
// every event the product emits is described in one place.
import { defineExtension, SENTENCE } from './contract.ts';

export interface ComponentEventChannel {
  /** How the events reach the page, e.g. `window.postMessage from ...`. */
  mechanism: string;
  /** The message field that names the event, when there is one. */
  field?: string;
  /** Event name to meaning (a channel lists `values` or `events`). */
  values?: Record<string, string>;
  events?: Record<string, string>;
  'x-not-shown'?: string;
}

export interface ComponentEvents {
  description: string;
  iframe_onboarding: ComponentEventChannel;
  web_components: ComponentEventChannel;
}

const names = { type: 'object', required: [], additionalProperties: SENTENCE, minProperties: 1, nullable: true } as const;
const channel = {
  type: 'object',
  required: ['mechanism'],
  minProperties: 2,
  additionalProperties: false,
  properties: {
    mechanism: SENTENCE,
    field: { type: 'string', nullable: true },
    values: names,
    events: names,
    'x-not-shown': { ...SENTENCE, nullable: true },
  },
} as const;

export const componentEvents = defineExtension<ComponentEvents>({
  key: 'x-component-events',
  on: ['Schema'],
  summary: 'browser-side events of the onboarding iframe and the web components (not webhooks)',
  schema: {
    type: 'object',
    required: ['description', 'iframe_onboarding', 'web_components'],
    additionalProperties: false,
    properties: { description: SENTENCE, iframe_onboarding: channel, web_components: channel },
  },
});

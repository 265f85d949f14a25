// `x-component-events` on Event: browser-side events of the embedded onboarding iframe and of the
// web components. They are not webhooks (they never reach a server) and are kept beside Event so
// every event the product emits is described in one place.
import { z } from 'zod';
import { defineExtension, SENTENCE } from './contract.ts';

/** Event name to meaning (a channel lists `values` or `events`). */
const names = z.record(z.string(), SENTENCE).meta({ minProperties: 1 }).optional();
const channel = z
  .strictObject({
    /** How the events reach the page, e.g. `window.postMessage from ...`. */
    mechanism: SENTENCE,
    /** The message field that names the event, when there is one. */
    field: z.string().optional(),
    values: names,
    events: names,
    'x-not-shown': SENTENCE.optional(),
  })
  .meta({ minProperties: 2 });
const shape = z.strictObject({ description: SENTENCE, iframe_onboarding: channel, web_components: channel });
export type ComponentEventChannel = z.infer<typeof channel>;
export type ComponentEvents = z.infer<typeof shape>;

export const componentEvents = defineExtension({
  key: 'x-component-events',
  on: ['Schema'],
  summary: 'browser-side events of the onboarding iframe and the web components (not webhooks)',
  shape,
});

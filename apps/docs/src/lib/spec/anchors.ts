// Anchor ids of the static summary on /api-spec. Components link to `/api-spec#<anchor>`, so these
// ids are a public contract: change them only together with every link. The prefixes avoid the ones
// Scalar uses for its own hash routing (`tag/`, `model/`, `webhook/`, `description/`), so the
// static summary and the interactive reference never produce duplicate ids on one page.

export const API_SPEC_PATH = '/api-spec';

/** The generated page of what the API does not document yet (lib/spec/not-documented.ts). */
export const NOT_DOCUMENTED_PATH = `${API_SPEC_PATH}/not-documented`;

/** `operation/createCheckout` */
export const operationAnchor = (operationId: string): string => `operation/${operationId}`;

/** `event/payment.created` */
export const webhookAnchor = (eventName: string): string => `event/${eventName}`;

/** `section/payment-intents` for the tag "Payment intents"; `section/webhooks` for the webhooks. */
export const tagAnchor = (tag: string): string => `section/${slugify(tag)}`;

/** `parameter/Limit`: a shared parameter (components/parameters), described once on /api-spec. */
export const parameterAnchor = (component: string): string => `parameter/${component}`;

/** `response/BadRequest`: a shared response (components/responses), described once on /api-spec. */
export const responseAnchor = (component: string): string => `response/${component}`;

/** `schema/Payment` */
export const schemaAnchor = (name: string): string => `schema/${name}`;

// Which page holds an anchor, and its URL under the site's base, is the spec model's `href`
// (spec-model.ts): a large spec's reference is split into pages (reference-pages.ts).

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

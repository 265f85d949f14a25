// Every `x-` extension the spec may use, declared once: its TypeScript type (imported by the site),
// its JSON Schema (enforced by `paydocs/extension-contracts`) and where it may sit. A key that is not
// listed here fails lint; `spec/README.md` documents each one (a test checks both). One table, so a
// contract reads beside the others and the shared pieces (SENTENCE, the name patterns) are imported once.
import { z } from 'zod';
import { defineExtension, type ExtensionContract, KEBAB_CASE, SENTENCE, SNAKE_CASE } from './contract.ts';

export type { ExtensionContract, NodeKind } from './contract.ts';

// `x-business-constants` on `info`: named figures of the API (time windows, limits) with their unit,
// for the <Constants> table and inline <Constant name>.
const businessConstant = z.strictObject({
  /** A number, a word or a list of words; never null. */
  value: z.xor([z.number(), z.string(), z.array(z.string())]),
  /** The unit the value is counted in (`hours`, `cents`), or the kind of a text value. */
  unit: z.string(),
  description: SENTENCE,
});
/** snake_case name to constant. */
const businessConstantsShape = z.record(z.string().regex(SNAKE_CASE), businessConstant);
export type BusinessConstant = z.infer<typeof businessConstant>;
export type BusinessConstants = z.infer<typeof businessConstantsShape>;

const businessConstants = defineExtension({
  key: 'x-business-constants',
  on: ['Info'],
  summary: 'named figures of the API with value, unit and meaning, for <Constants> and <Constant>',
  shape: businessConstantsShape,
});

// `x-classification-mapping` on BusinessClassification: which classification a business type and
// structure pair yields, for the <ClassificationMapper> tool and its table. `paydocs/classification-mapping`
// checks every value against the BusinessType, BusinessStructure and BusinessClassification enums.
const classificationRow = z.strictObject({
  business_type: z.string(),
  /** A BusinessStructure value, or `*` for any structure of that type. */
  business_structure: z.string(),
  classification: z.string(),
});
export type ClassificationMappingRow = z.infer<typeof classificationRow>;

const classificationMapping = defineExtension({
  key: 'x-classification-mapping',
  on: ['Schema'],
  summary: 'the classification each business type and structure pair yields, for <ClassificationMapper>',
  requiredOn: { schema: 'BusinessClassification', reader: '<ClassificationMapper>' },
  rules: ['paydocs/classification-mapping'],
  shape: z.array(classificationRow).min(1),
});

// `x-component-events` on Event: browser-side events of the embedded onboarding iframe and of the
// web components. They are not webhooks (they never reach a server) and are kept beside Event so
// every event the product emits is described in one place.
/** Event name to meaning (a channel lists `values` or `events`). */
const eventNames = z.record(z.string(), SENTENCE).meta({ minProperties: 1 }).optional();
const eventChannel = z
  .strictObject({
    /** How the events reach the page, e.g. `window.postMessage from ...`. */
    mechanism: SENTENCE,
    /** The message field that names the event, when there is one. */
    field: z.string().optional(),
    values: eventNames,
    events: eventNames,
    'x-not-shown': SENTENCE.optional(),
  })
  .meta({ minProperties: 2 });
const componentEventsShape = z.strictObject({ description: SENTENCE, iframe_onboarding: eventChannel, web_components: eventChannel });

const componentEvents = defineExtension({
  key: 'x-component-events',
  on: ['Schema'],
  summary: 'browser-side events of the onboarding iframe and the web components (not webhooks)',
  shape: componentEventsShape,
});

// `x-component-scopes` on WebComponentScope: the token scopes each embeddable web component needs,
// for the <WebComponentScopes> table.
const componentScope = z.strictObject({
  /** The component's short name (`tokenize`, `checkout`). */
  component: z.string().min(1),
  /** How the docs name it. */
  label: SENTENCE,
  description: SENTENCE,
  /** Every scope the component's token needs, in `<access>:<kind>:{id}` form. */
  scopes: z.array(z.string().min(1)).min(1),
});
export type ComponentScopeEntry = z.infer<typeof componentScope>;

const componentScopes = defineExtension({
  key: 'x-component-scopes',
  on: ['Schema'],
  summary: 'the token scopes each web component needs, for <WebComponentScopes>',
  requiredOn: { schema: 'WebComponentScope', reader: '<WebComponentScopes>' },
  shape: z.array(componentScope).min(1),
});

// `x-convention` on a schema, parameter, operation or response: the id of the `info.x-conventions`
// entry it follows, shown as a link to that statement instead of the sentence itself. An id that
// names no convention fails `paydocs-spec gaps` (and so the site build) at its file and pointer.

const convention = defineExtension({
  key: 'x-convention',
  on: ['Schema', 'Parameter', 'Operation', 'Response'],
  summary: 'the id of the info.x-conventions entry this object follows, shown as a link to it',
  shape: z.string().regex(KEBAB_CASE),
});

// `x-conventions` on `info`: the rules that hold across the API (timestamp formats, amounts never
// negative, the status of create calls...), each stated once with its open question and assumption.
// A field, parameter, operation or response that follows one carries `x-convention: <id>` instead of
// repeating the sentence; the site links that marker to the one statement (<Conventions>).
const conventionEntry = z.strictObject({
  /** A short name, the marker's link text: `Timestamps`. */
  title: SENTENCE,
  /** The convention as a reader needs it, with its "Not documented: ... Assumed: ..." sentences. */
  description: SENTENCE,
});
/** kebab-case id to convention. */
const conventionsShape = z.record(z.string().regex(KEBAB_CASE), conventionEntry);
export type Convention = z.infer<typeof conventionEntry>;
export type Conventions = z.infer<typeof conventionsShape>;

const conventions = defineExtension({
  key: 'x-conventions',
  on: ['Info'],
  summary: 'API-wide conventions stated once, which x-convention markers link to (<Conventions>)',
  shape: conventionsShape,
});

// `x-enum-descriptions` on an enum schema: one sentence per value, shown by <EnumTable> and every
// table that lists the enum. `paydocs/enum-descriptions` checks it covers exactly the enum's values.
/** Enum value (as a string) to one sentence. */
export type EnumDescriptions = Record<string, string>;

const enumDescriptions = defineExtension({
  key: 'x-enum-descriptions',
  on: ['Schema'],
  summary: 'one sentence per enum value, shown wherever the enum is listed',
  rules: ['paydocs/enum-descriptions'],
  shape: z.record(z.string(), SENTENCE),
});

// `x-error-catalogue` on ErrorCode: HTTP status, retry advice and group of every code, for the
// error catalogue table and <ErrorStatus>. `paydocs/error-catalogue` checks it covers every code.
export const ERROR_GROUPS = [
  'required',
  'format',
  'card',
  'gateway',
  'idempotency',
  'refunds',
  'resources',
  'tokens',
  'auth',
  'other',
] as const;
const retryAdvice = z.enum(['no', 'yes', 'after-24-hours']);
const errorCatalogueEntry = z.strictObject({
  /** HTTP status the code comes with (400-599). */
  status: z.int().min(400).max(599),
  retry: retryAdvice,
  group: z.enum(ERROR_GROUPS),
  /** True when only the class of the status is documented for this code, not the status itself. */
  inferred: z.boolean().optional(),
});
const errorCatalogueShape = z.record(z.string(), errorCatalogueEntry);
export type RetryAdvice = z.infer<typeof retryAdvice>;
export type ErrorCatalogueEntry = z.infer<typeof errorCatalogueEntry>;
export type ErrorCatalogue = z.infer<typeof errorCatalogueShape>;

const errorCatalogue = defineExtension({
  key: 'x-error-catalogue',
  on: ['Schema'],
  summary: 'status, retry advice and group of every ErrorCode value, for the error catalogue',
  requiredOn: { schema: 'ErrorCode', reader: '<ErrorCatalogue> and <ErrorStatus>' },
  rules: ['paydocs/error-catalogue'],
  shape: errorCatalogueShape,
});

// `x-networks` on NetworkErrorCategory: which card network sends which category, so
// <NetworkErrorCategories> can group the values. `paydocs/networks` checks the values are the enum's.
/** Network name (`VISA`) to the enum values it uses. */
export type Networks = Record<string, string[]>;

const networks = defineExtension({
  key: 'x-networks',
  on: ['Schema'],
  summary: 'which card network uses which value of the enum, for <NetworkErrorCategories>',
  rules: ['paydocs/networks'],
  shape: z.record(z.string(), z.array(z.string()).min(1).meta({ uniqueItems: true })),
});

// `x-not-shown`: what the API documentation does not show about the object it sits on. The site
// prints it as a "Not documented: ..." note and `paydocs-spec gaps` lists it as an open question.
/** A sentence (or the end of one: the site prefixes "Not documented:"). */
export type NotShown = string;

const notShown = defineExtension({
  key: 'x-not-shown',
  on: ['Schema', 'Operation', 'Parameter', 'Response', 'Header', 'MediaType'],
  summary: 'what the API documentation does not show about this object, printed as "Not documented: ..."',
  shape: SENTENCE,
});

// `x-rules` on an operation or a schema: rules JSON Schema cannot express, shown by <Rules> and on
// the operation cards. `paydocs/x-rules` checks the ids are unique in the list.
const ruleEntry = z.strictObject({
  /** kebab-case, unique in its list. */
  id: z.string().regex(KEBAB_CASE),
  description: SENTENCE,
});
export type RuleEntry = z.infer<typeof ruleEntry>;

const rules = defineExtension({
  key: 'x-rules',
  on: ['Schema', 'Operation'],
  summary: 'rules JSON Schema cannot express, as {id, description}, listed on the page',
  rules: ['paydocs/x-rules'],
  shape: z.array(ruleEntry),
});

// `x-state-transitions` on a status enum: how much of the state machine is documented and the
// transitions that are. `paydocs/state-transitions` checks that every state named is an enum value.
const transition = z.strictObject({
  from: z.string(),
  to: z.string(),
  /** What moves the object from `from` to `to`, in one sentence. */
  trigger: SENTENCE,
});
const stateTransitionsShape = z.strictObject({
  /** full: every transition is listed; partial: only some; none: none are documented. */
  known: z.enum(['full', 'partial', 'none']),
  /** What is and is not documented about the transitions. */
  note: SENTENCE,
  initial: z.array(z.string()).optional(),
  terminal: z.array(z.string()).optional(),
  /** Only transitions the API documents; empty when none are. */
  transitions: z.array(transition),
});
export type StateTransitions = z.infer<typeof stateTransitionsShape>;

const stateTransitions = defineExtension({
  key: 'x-state-transitions',
  on: ['Schema'],
  summary: 'the documented states and transitions of a status enum, drawn by <StateMachine>',
  rules: ['paydocs/state-transitions'],
  shape: stateTransitionsShape,
});

// `x-tagGroups` on the root: Redocly's and Scalar's grouping of tags in the reference navigation.
// Scalar hides a tag that no group names, so `paydocs/tag-groups` checks every tag is in one group.
// @see https://redocly.com/docs-legacy/api-reference-docs/specification-extensions/x-tag-groups
const tagGroup = z.strictObject({
  name: z.string().min(1),
  /** Names of root `tags`. */
  tags: z.array(z.string()).min(1),
});

const tagGroups = defineExtension({
  key: 'x-tagGroups',
  on: ['Root'],
  summary: 'groups of tags in the API reference navigation',
  rules: ['paydocs/tag-groups'],
  shape: z.array(tagGroup),
});

// `x-webhook-delivery` on Event: how the API delivers webhooks (reply deadline, signature, retries,
// endpoint families). Guides state these facts; `x-webhook-family` values must be listed families.
const sectionNotShown = SENTENCE.optional();
const retryWindow = z.strictObject({
  attempts: z.int().min(1),
  /** The period the attempts are spread over, e.g. `24 hours`. */
  over: z.string().min(1),
});
const webhookDeliveryShape = z.strictObject({
  /** Seconds the endpoint has to reply 2xx before the delivery counts as failed. */
  deadline_seconds: z.int().min(1),
  signature: z.strictObject({
    algorithm: z.string(),
    encoding: z.string(),
    /** What is signed, with `{timestamp}` and `{body}` placeholders. */
    signed_payload: z.string(),
    timestamp_header: z.string(),
    signature_header: z.string(),
    'x-not-shown': sectionNotShown,
  }),
  retries: z.strictObject({ live: retryWindow, test: retryWindow, 'x-not-shown': sectionNotShown }),
  endpoints: z.strictObject({
    per: z.string(),
    description: SENTENCE,
    families: z.array(z.string()).min(1).meta({ uniqueItems: true }),
    'x-not-shown': sectionNotShown,
  }),
});

const webhookDelivery = defineExtension({
  key: 'x-webhook-delivery',
  on: ['Schema'],
  summary: 'how webhooks are delivered: reply deadline, signature, retries and endpoint families',
  rules: ['paydocs/webhook-events'],
  shape: webhookDeliveryShape,
});

// `x-webhook-family` on a webhook's operation: the endpoint family the event is delivered to, for
// <WebhookEvents family="...">. `paydocs/webhook-events` checks it is one of Event's listed families.

const webhookFamily = defineExtension({
  key: 'x-webhook-family',
  on: ['Operation'],
  summary: 'the endpoint family a webhook event is delivered to, for <WebhookEvents family>',
  rules: ['paydocs/webhook-events'],
  shape: z.string().regex(/^[a-z][a-z0-9_]*$/),
});

export const EXTENSIONS: readonly ExtensionContract[] = [
  businessConstants,
  classificationMapping,
  componentEvents,
  componentScopes,
  convention,
  conventions,
  enumDescriptions,
  errorCatalogue,
  networks,
  notShown,
  rules,
  stateTransitions,
  tagGroups,
  webhookDelivery,
  webhookFamily,
];

export const EXTENSIONS_BY_KEY: ReadonlyMap<string, ExtensionContract> = new Map(EXTENSIONS.map((c) => [c.key, c]));

// The catalogue of checks the gate runs: every finding's id comes from here, with its level.
// Modelled on oasdiff's checker catalogue (ids in its spirit: `api-removed`, `request-parameter-became-required`,
// `response-body-enum-value-added`), so a reviewer who knows oasdiff reads ours without a glossary.
// Schema checks are written once and prefixed by where the schema is (a request parameter, a request body, a response
// body, a response header, a webhook payload), because the same edit breaks a client on one side and not the other.

export type Level = 'breaking' | 'warning' | 'info';

/** Which way data flows through a schema: sent by the client (request) or received by it (response). */
export type Direction = 'request' | 'response';

/** Where a compared schema sits (the prefix of a schema check's id), and which way data flows through it there. */
export const SUBJECT_DIRECTION = {
  'request-parameter': 'request',
  'request-body': 'request',
  'response-header': 'response',
  'response-body': 'response',
  // A webhook payload is sent by the API and received by the client: it breaks like a response.
  'webhook-payload': 'response',
  // The headers of a webhook call (e.g. its signature) are sent by the API, read by the receiver: a response side.
  'webhook-parameter': 'response',
  // What the receiver answers a webhook call with is written by the client and read by the API: a request side.
  'webhook-response': 'request',
} as const satisfies Record<string, Direction>;

export type Subject = keyof typeof SUBJECT_DIRECTION;

export interface OperationCheck {
  level: Level;
  /** What the check catches, one sentence for the README table. */
  about: string;
}

const breaking = (about: string): OperationCheck => ({ level: 'breaking', about });
const warning = (about: string): OperationCheck => ({ level: 'warning', about });
const info = (about: string): OperationCheck => ({ level: 'info', about });

/** Checks on operations, parameters, bodies, responses, security and components. */
export const OPERATION_CHECKS = {
  'api-removed': breaking('An operation was removed.'),
  'api-added': info('An operation was added.'),
  'webhook-removed': breaking('A webhook event is no longer sent.'),
  'webhook-added': info('A webhook event was added.'),
  'api-operation-id-changed': warning('An operationId changed (generated clients rename the method).'),
  'api-deprecated': warning('An operation became deprecated: clients should move off it before it is removed.'),
  'api-undeprecated': info('An operation is no longer deprecated.'),
  'request-path-parameter-renamed': warning(
    'A path parameter was renamed (`/refunds/{id}` to `/refunds/{refund_id}`): the URL is unchanged, but typed clients that name path parameters (openapi-fetch `params.path.id`) stop compiling.',
  ),
  'request-parameter-deprecated': warning('A parameter became deprecated: clients should stop sending it.'),
  'request-parameter-removed': warning('A parameter was removed; clients still sending it may be rejected.'),
  'new-required-request-parameter': breaking('A required parameter was added.'),
  'new-optional-request-parameter': info('An optional parameter was added.'),
  'request-parameter-became-required': breaking('An optional parameter became required (also through a swapped `$ref`).'),
  'request-parameter-became-optional': info('A required parameter became optional.'),
  'request-body-added-required': breaking('A required request body was added.'),
  'request-body-added-optional': info('An optional request body was added.'),
  'request-body-removed': warning('The request body was removed; clients still sending one may be rejected.'),
  'request-body-became-required': breaking('The request body became required.'),
  'request-body-became-optional': info('The request body became optional.'),
  'request-body-media-type-removed': breaking('A request media type is no longer accepted.'),
  'request-body-media-type-added': info('A request media type was added.'),
  'response-success-status-removed': breaking('A success status code is no longer returned (e.g. `201` became `200`).'),
  'response-success-status-added': info('A success status code was added.'),
  'response-non-success-status-removed': warning('An error status code is no longer documented.'),
  'response-non-success-status-added': info('An error status code was added.'),
  'response-media-type-removed': breaking('A response media type is no longer returned.'),
  'response-media-type-added': info('A response media type was added.'),
  'webhook-media-type-removed': breaking('A webhook payload media type is no longer sent.'),
  'webhook-payload-removed': breaking('A webhook call no longer carries a payload (its request body): receivers that read one get none.'),
  'webhook-payload-added': info('A webhook call now carries a payload (its request body).'),
  'webhook-parameter-removed': breaking('A header of the webhook call (e.g. its signature) is no longer sent.'),
  'webhook-parameter-added': info('A header of the webhook call was added.'),
  'webhook-parameter-became-optional': breaking('A header of the webhook call is no longer always sent.'),
  'webhook-parameter-became-required': info('A header of the webhook call is now always sent.'),
  'webhook-response-status-removed': breaking('A status a webhook receiver may answer with is no longer documented as accepted.'),
  'webhook-response-status-added': info('A status a webhook receiver may answer with was added.'),
  'webhook-response-media-type-removed': breaking('A media type a webhook receiver may answer with is no longer accepted.'),
  'required-response-header-removed': breaking('A required response header was removed.'),
  'optional-response-header-removed': warning('An optional response header was removed.'),
  'response-header-added': info('A response header was added.'),
  'response-header-became-optional': breaking('A required response header became optional.'),
  'response-header-became-required': info('An optional response header became required.'),
  'api-security-added': breaking('An operation that needed no authentication now needs it.'),
  'api-security-removed': info('An operation no longer needs authentication.'),
  'api-security-alternative-removed': breaking('A way to authenticate (a security requirement) is no longer accepted.'),
  'api-security-alternative-added': info('A new way to authenticate is accepted.'),
  'api-security-scope-added': breaking('A security requirement needs a new scope.'),
  'api-security-scope-removed': info('A security requirement needs fewer scopes.'),
  'api-schema-removed': breaking('A component schema was removed (its generated type disappears).'),
  'api-schema-added': info('A component schema was added.'),
} satisfies Record<string, OperationCheck>;

export type OperationCheckId = keyof typeof OPERATION_CHECKS;

export interface SchemaCheck {
  /** Level when the schema is sent by the client (parameters, request bodies). */
  request: Level | null;
  /** Level when the schema is received by the client (response bodies, headers, webhook payloads). */
  response: Level | null;
  about: string;
}

const bySide = (request: Level | null, response: Level | null, about: string): SchemaCheck => ({ request, response, about });
// Narrowing what a client may send breaks it; widening what it may receive (or dropping a guarantee) breaks it.
const narrowing = (about: string) => bySide('breaking', 'info', about);
const widening = (about: string) => bySide('info', 'breaking', about);
// More values a client may receive: harmless to send, breaks clients that match every value they read.
const growing = (about: string) => bySide('info', 'warning', about);
// The same level whichever side of the wire the schema is on.
const eitherSide = (level: Level, about: string) => bySide(level, level, about);

/** Checks on a schema; the id of a finding is `<subject>-<check>`, e.g. `request-body-max-length-decreased`. */
export const SCHEMA_CHECKS = {
  'type-changed': eitherSide('breaking', 'The type changed incompatibly.'),
  'type-compatible': eitherSide('info', 'The type changed compatibly (widened on a request, narrowed on a response).'),
  'format-changed': eitherSide('breaking', 'The format changed (e.g. `date` to `date-time`).'),
  'format-added': narrowing('A format was added.'),
  'format-removed': widening('A format was removed.'),
  'became-nullable': widening('The value may now be null.'),
  'became-not-nullable': narrowing('The value may no longer be null.'),
  'enum-value-removed': narrowing('An enum value was removed.'),
  'enum-value-added': growing('An enum value was added: clients with exhaustive matching break on a response.'),
  'became-enum': narrowing('A free value became an enum.'),
  'enum-removed': growing('An enum became a free value.'),
  'property-removed': bySide(
    'warning',
    'breaking',
    'A property was removed (or renamed): clients reading it break; clients sending it may be rejected.',
  ),
  'property-added': eitherSide('info', 'An optional request property, or any response property, was added.'),
  'new-required-property': bySide('breaking', null, 'A required property was added to what clients send.'),
  'became-required': narrowing('A property became required.'),
  'became-optional': widening('A property became optional: clients relying on it being present break.'),
  'became-read-only': bySide('breaking', null, 'A property became readOnly: clients can no longer send it.'),
  'became-write-only': bySide(null, 'breaking', 'A property became writeOnly: it is no longer returned.'),
  'pattern-added': narrowing('A pattern was added.'),
  'pattern-removed': widening('A pattern was removed.'),
  'pattern-changed': bySide('breaking', 'warning', 'The pattern changed.'),
  'max-length-decreased': narrowing('maxLength was lowered or set.'),
  'max-length-increased': widening('maxLength was raised or removed.'),
  'min-length-increased': narrowing('minLength was raised or set.'),
  'min-length-decreased': widening('minLength was lowered or removed.'),
  'max-items-decreased': narrowing('maxItems was lowered or set.'),
  'max-items-increased': widening('maxItems was raised or removed.'),
  'min-items-increased': narrowing('minItems was raised or set.'),
  'min-items-decreased': widening('minItems was lowered or removed.'),
  'max-decreased': narrowing('maximum was lowered or set.'),
  'max-increased': widening('maximum was raised or removed.'),
  'min-increased': narrowing('minimum was raised or set.'),
  'min-decreased': widening('minimum was lowered or removed.'),
  'exclusive-max-decreased': narrowing('exclusiveMaximum was lowered or set.'),
  'exclusive-max-increased': widening('exclusiveMaximum was raised or removed.'),
  'exclusive-min-increased': narrowing('exclusiveMinimum was raised or set.'),
  'exclusive-min-decreased': widening('exclusiveMinimum was lowered or removed.'),
  'variant-added': growing('A oneOf/anyOf variant was added.'),
  'variant-removed': narrowing('A oneOf/anyOf variant was removed.'),
  'additional-properties-disallowed': narrowing('`additionalProperties: false` was set: properties not listed are rejected.'),
  'additional-properties-allowed': growing(
    '`additionalProperties: false` was lifted: unlisted properties may now appear (strict decoders break).',
  ),
  'multiple-of-narrowed': narrowing('`multipleOf` was set, or changed to a multiple of the old value.'),
  'multiple-of-widened': growing('`multipleOf` was removed, or changed to a divisor of the old value.'),
  'multiple-of-changed': bySide(
    'breaking',
    'warning',
    '`multipleOf` changed to a value that neither divides nor is a multiple of the old one.',
  ),
  'became-unique-items': narrowing('`uniqueItems: true` was set: arrays with repeated items are rejected.'),
  'unique-items-removed': growing('`uniqueItems` was lifted: arrays may now repeat items.'),
  'default-changed': bySide('warning', 'info', 'The default changed: clients that omit the field get a different behaviour.'),
  'default-added': eitherSide('info', 'A default was documented.'),
  'default-removed': bySide('warning', 'info', 'The default was removed: what happens when the field is omitted is no longer documented.'),
  'became-deprecated': eitherSide(
    'warning',
    'The value became deprecated: clients should stop sending or reading it before it is removed.',
  ),
  'deprecation-removed': eitherSide('info', 'The value is no longer deprecated.'),
  'discriminator-property-changed': eitherSide(
    'breaking',
    'The discriminator `propertyName` changed, was added or removed: variants are told apart by another field.',
  ),
  'discriminator-mapping-removed': narrowing('A discriminator mapping value was removed.'),
  'discriminator-mapping-added': growing('A discriminator mapping value was added: clients that handle every value break on a response.'),
  'discriminator-mapping-changed': eitherSide('breaking', 'A discriminator mapping value now points to another schema.'),
} as const satisfies Record<string, SchemaCheck>;

export type SchemaCheckId = keyof typeof SCHEMA_CHECKS;

export const SUBJECTS = Object.keys(SUBJECT_DIRECTION) as Subject[];

/** The level of any finding id, or undefined when the id is not in the catalogue. */
export function levelOf(id: string): Level | undefined {
  if (id in OPERATION_CHECKS) return OPERATION_CHECKS[id as OperationCheckId].level;
  for (const subject of SUBJECTS) {
    if (!id.startsWith(`${subject}-`)) continue;
    const check = SCHEMA_CHECKS[id.slice(subject.length + 1) as SchemaCheckId];
    if (check) return check[SUBJECT_DIRECTION[subject]] ?? undefined;
  }
  return undefined;
}

/** Every id a finding can carry, for config validation and the README. */
export function allCheckIds(): string[] {
  const schemaIds = SUBJECTS.flatMap((subject) => Object.keys(SCHEMA_CHECKS).map((check) => `${subject}-${check}`));
  return [...Object.keys(OPERATION_CHECKS), ...schemaIds].filter((id) => levelOf(id) !== undefined);
}

// Given/want cases of the project lint rules on small in-memory documents, run by
// src/lint/rules/rules.test.ts (one rule on at a time). src/extensions/extensions.test.ts reads the
// table too: a rule counts as tested only when a case here (or a broken fixture spec) makes it report.
const head = 'openapi: 3.1.0\ninfo: {title: t, version: "1"}\n';
const schema = (body: string) => `${head}components:\n  schemas:\n    S:\n${body.replace(/^/gm, '      ')}\n`;
const operation = (body: string) => `${head}paths:\n  /a:\n    get:\n${body.replace(/^/gm, '      ')}\n`;
/** The three enums `x-classification-mapping` rows name; `mapping` is the BusinessClassification schema's own lines. */
const classification = (mapping: string, structure = 'BusinessStructure: {type: string, enum: [llc, corporation]}') =>
  `${head}components:\n  schemas:\n    BusinessType: {type: string, enum: [for_profit, non_profit]}\n    ${structure}\n    BusinessClassification:\n${mapping.replace(/^/gm, '      ')}\n`;

/** Webhooks, the WebhookEventName enum and Event's delivery families; each argument is YAML lines (flow style). */
const webhooks = (
  hooks: string,
  names = '{type: string, enum: [a.created, b.created]}',
  event = '{type: object, x-webhook-delivery: {endpoints: {families: [a, b]}}}',
) => `${head}webhooks:\n${hooks.replace(/^/gm, '  ')}\ncomponents:\n  schemas:\n    WebhookEventName: ${names}\n    Event: ${event}\n`;
const hook = (name: string, family: string) => `${name}: {post: {x-webhook-family: ${family}, responses: {'200': {description: OK.}}}}`;

export interface RuleCase {
  /** Rule id without the `paydocs/` prefix. */
  rule: string;
  name: string;
  /** The OpenAPI document linted with only this rule on. */
  doc: string;
  /** Patterns of the messages the rule must report, in order; [] when the document passes. */
  want: RegExp[];
  /** Where each problem points, in order: its JSON pointer, with " (key)" when the key is marked. */
  at?: string[];
}

export const RULE_CASES: RuleCase[] = [
  {
    rule: 'enum-descriptions',
    name: 'complete map passes',
    doc: schema('type: string\nenum: [a, b]\nx-enum-descriptions: {a: A., b: B.}'),
    want: [],
  },
  {
    rule: 'enum-descriptions',
    name: 'missing map',
    doc: schema('type: string\nenum: [a]'),
    want: [/no `x-enum-descriptions` map.*"a"/],
    at: ['#/components/schemas/S/enum (key)'],
  },
  {
    rule: 'enum-descriptions',
    name: 'extra key',
    doc: schema('type: string\nenum: [a]\nx-enum-descriptions: {a: A., z: Z.}'),
    want: [/describes "z", which is not a value/],
    at: ['#/components/schemas/S/x-enum-descriptions/z (key)'],
  },
  {
    rule: 'extension-contracts',
    name: 'enum description is an empty sentence',
    doc: schema('type: string\nenum: [a]\nx-enum-descriptions: {a: " "}'),
    want: [/`x-enum-descriptions\/a` must be a non-empty sentence/],
    at: ['#/components/schemas/S/x-enum-descriptions/a'],
  },
  {
    rule: 'enum-descriptions',
    name: 'null in a nullable enum needs no entry',
    doc: schema('type: [string, "null"]\nenum: [a, null]\nx-enum-descriptions: {a: A.}'),
    want: [],
  },
  {
    rule: 'state-transitions',
    name: 'valid machine',
    doc: schema(
      'type: string\nenum: [a, b]\nx-state-transitions: {known: full, note: All shown., initial: [a], terminal: [b], transitions: [{from: a, to: b, trigger: T.}]}',
    ),
    want: [],
  },
  {
    rule: 'state-transitions',
    name: 'unknown terminal state',
    doc: schema('type: string\nenum: [a]\nx-state-transitions: {known: partial, note: N., terminal: [z], transitions: []}'),
    want: [/refers to "z"/],
    at: ['#/components/schemas/S/x-state-transitions/terminal/0'],
  },
  {
    rule: 'extension-contracts',
    name: 'state machine: bad known and missing transitions',
    doc: schema('type: string\nenum: [a]\nx-state-transitions: {known: some, note: N.}'),
    want: [/`x-state-transitions` is missing `transitions`/, /`x-state-transitions\/known` must be one of "full", "partial", "none"/],
    at: ['#/components/schemas/S/x-state-transitions (key)', '#/components/schemas/S/x-state-transitions/known'],
  },
  {
    rule: 'extension-contracts',
    name: 'state machine: transition without trigger, unknown field',
    doc: schema('type: string\nenum: [a]\nx-state-transitions: {known: full, note: N., transitions: [{from: a, to: a, via: x}]}'),
    want: [
      /`x-state-transitions\/transitions\/0` is missing `trigger`/,
      /`x-state-transitions\/transitions\/0` has `via`, which its contract does not allow/,
    ],
    at: [
      '#/components/schemas/S/x-state-transitions/transitions/0 (key)',
      '#/components/schemas/S/x-state-transitions/transitions/0/via (key)',
    ],
  },
  {
    rule: 'state-transitions',
    name: 'none with transitions',
    doc: schema('type: string\nenum: [a, b]\nx-state-transitions: {known: none, note: N., transitions: [{from: a, to: b, trigger: T.}]}'),
    want: [/`known: none` contradicts/],
    at: ['#/components/schemas/S/x-state-transitions/known'],
  },
  {
    rule: 'state-transitions',
    name: 'not on an enum',
    doc: schema('type: string\nx-state-transitions: {known: none, note: N., transitions: []}'),
    want: [/only allowed on an enum/],
    at: ['#/components/schemas/S/x-state-transitions (key)'],
  },
  {
    rule: 'error-catalogue',
    name: 'complete catalogue',
    doc: schema("type: string\nenum: [e]\nx-error-catalogue: {e: {status: 404, retry: 'no', group: resources}}"),
    want: [],
  },
  {
    rule: 'error-catalogue',
    name: 'missing code and unknown code',
    doc: schema(
      "type: string\nenum: [e, f]\nx-error-catalogue: {e: {status: 404, retry: 'no', group: resources}, z: {status: 404, retry: 'no', group: resources}}",
    ),
    want: [/no entry for "f"/, /lists "z", which is not a value/],
    at: ['#/components/schemas/S/x-error-catalogue (key)', '#/components/schemas/S/x-error-catalogue/z (key)'],
  },
  {
    rule: 'extension-contracts',
    name: 'error catalogue entry out of contract',
    doc: schema('type: string\nenum: [e]\nx-error-catalogue: {e: {status: 200, retry: maybe, group: misc}}'),
    want: [
      /`x-error-catalogue\/e\/status` must be >= 400/,
      /`x-error-catalogue\/e\/retry` must be one of "no", "yes", "after-24-hours"/,
      /`x-error-catalogue\/e\/group` must be one of "required"/,
    ],
    at: [
      '#/components/schemas/S/x-error-catalogue/e/status',
      '#/components/schemas/S/x-error-catalogue/e/retry',
      '#/components/schemas/S/x-error-catalogue/e/group',
    ],
  },
  { rule: 'x-rules', name: 'well-formed rules', doc: operation('responses: {}\nx-rules: [{id: one-rule, description: D.}]'), want: [] },
  {
    rule: 'x-rules',
    name: 'duplicate id',
    doc: operation('responses: {}\nx-rules: [{id: a, description: D.}, {id: a, description: E.}]'),
    want: [/"a" is used twice/],
    at: ['#/paths/~1a/get/x-rules/1/id'],
  },
  {
    rule: 'extension-contracts',
    name: 'x-rules: bad id, no description',
    doc: operation('responses: {}\nx-rules: [{id: Bad_Id, description: D.}, {id: a}]'),
    want: [/`x-rules\/0\/id` must be kebab-case/, /`x-rules\/1` is missing `description`/],
    at: ['#/paths/~1a/get/x-rules/0/id', '#/paths/~1a/get/x-rules/1 (key)'],
  },
  {
    rule: 'extension-contracts',
    name: 'complete constant',
    doc: `openapi: 3.1.0\ninfo:\n  title: t\n  version: "1"\n  x-business-constants: {void_window: {value: 25, unit: minutes, description: D.}}\n`,
    want: [],
  },
  {
    rule: 'extension-contracts',
    name: 'incomplete constant',
    doc: `openapi: 3.1.0\ninfo:\n  title: t\n  version: "1"\n  x-business-constants: {VoidWindow: {value: 25}}\n`,
    want: [
      /has the key "VoidWindow", which must be snake_case/,
      /`x-business-constants\/VoidWindow` is missing `unit`/,
      /`x-business-constants\/VoidWindow` is missing `description`/,
    ],
    at: ['#/info/x-business-constants', '#/info/x-business-constants/VoidWindow (key)', '#/info/x-business-constants/VoidWindow (key)'],
  },
  {
    rule: 'extension-contracts',
    name: 'ErrorCode without the catalogue the site reads',
    doc: `${head}components:\n  schemas:\n    ErrorCode: {type: string, enum: [e], x-enum-descriptions: {e: E.}}\n`,
    want: [/Schema "ErrorCode" has no `x-error-catalogue`, which the site reads there for <ErrorCatalogue>/],
    at: ['#/components/schemas/ErrorCode (key)'],
  },
  {
    rule: 'extension-contracts',
    name: 'undeclared key, with the list of the known ones',
    doc: operation('responses: {}\nx-owner: team'),
    want: [/`x-owner` has no contract: declare it in packages\/spec-tools\/src\/extensions\/index\.ts.* Known extensions: "x-[a-z-]+", /],
    at: ['#/paths/~1a/get/x-owner (key)'],
  },
  {
    rule: 'extension-contracts',
    name: 'key on the wrong node',
    doc: operation('responses: {}\nx-enum-descriptions: {a: A.}'),
    want: [/`x-enum-descriptions` is not allowed on this Operation: its contract allows it only on "Schema"/],
    at: ['#/paths/~1a/get/x-enum-descriptions (key)'],
  },
  {
    rule: 'operation-metadata',
    name: 'all present',
    doc: operation('operationId: getA\nsummary: S\ndescription: D.\ntags: [A]\nresponses: {}'),
    want: [],
  },
  {
    rule: 'operation-metadata',
    name: 'nothing present',
    doc: operation('responses: {}'),
    want: [/no `operationId`/, /no `summary`/, /no `description`/, /exactly one tag \(has 0\)/],
    at: ['#/paths/~1a/get (key)', '#/paths/~1a/get (key)', '#/paths/~1a/get (key)', '#/paths/~1a/get (key)'],
  },
  {
    rule: 'operation-examples',
    name: '204 needs no example',
    doc: operation(
      "responses:\n  '204': {description: Done.}\n  '404': {description: N., content: {application/json: {example: {code: x}}}}",
    ),
    want: [],
  },
  {
    rule: 'operation-examples',
    name: '2xx body without example',
    doc: operation(
      "responses:\n  '200': {description: OK., content: {application/json: {schema: {type: object}}}}\n  '500': {description: E., content: {application/json: {example: {}}}}",
    ),
    want: [/Response 200 has a body but no example/],
    at: ['#/paths/~1a/get/responses/200 (key)'],
  },
  {
    rule: 'operation-examples',
    name: 'no error response',
    doc: operation("responses:\n  '204': {description: Done.}"),
    want: [/no 4xx\/5xx response/],
    at: ['#/paths/~1a/get (key)'],
  },
  {
    rule: 'property-description',
    name: '$ref property needs its own description',
    doc: schema('type: object\nproperties:\n  a: {$ref: "#/components/schemas/S"}\n  b: {type: string, description: B.}'),
    want: [/`a` has no description: .*beside its \$ref/],
    at: ['#/components/schemas/S/properties/a (key)'],
  },
  {
    rule: 'classification-mapping',
    name: 'rows naming values of the three enums pass',
    doc: classification(
      "type: string\nenum: [business, charity]\nx-classification-mapping:\n  - {business_type: for_profit, business_structure: '*', classification: business}\n  - {business_type: non_profit, business_structure: llc, classification: charity}",
    ),
    want: [],
  },
  {
    rule: 'classification-mapping',
    name: 'a value outside each enum, named with the enum and its values',
    doc: classification(
      "type: string\nenum: [business]\nx-classification-mapping:\n  - {business_type: '*', business_structure: sole, classification: charity}",
    ),
    want: [
      /^`x-classification-mapping\/0\/business_type` is "\*", which is not a value of BusinessType \("for_profit", "non_profit"\)\.$/,
      /^`x-classification-mapping\/0\/business_structure` is "sole", which is not a value of BusinessStructure \(or "\*"\) \("llc", "corporation", "\*"\)\.$/,
      /^`x-classification-mapping\/0\/classification` is "charity", which is not a value of the enum this mapping sits on \("business"\)\.$/,
    ],
    at: [
      '#/components/schemas/BusinessClassification/x-classification-mapping/0/business_type',
      '#/components/schemas/BusinessClassification/x-classification-mapping/0/business_structure',
      '#/components/schemas/BusinessClassification/x-classification-mapping/0/classification',
    ],
  },
  {
    rule: 'classification-mapping',
    name: "rows that are not objects (text, null) and values that are not strings are the contract rule's, not this one's",
    doc: classification(
      'type: string\nenum: [business]\nx-classification-mapping:\n  - just a string\n  - null\n  - {business_type: 1, business_structure: llc, classification: business}',
    ),
    want: [],
  },
  {
    rule: 'classification-mapping',
    name: 'on a schema without enum, every classification is unknown',
    doc: classification(
      'type: string\nx-classification-mapping:\n  - {business_type: for_profit, business_structure: llc, classification: business}',
    ),
    want: [/`x-classification-mapping\/0\/classification` is "business", which is not a value of the enum this mapping sits on \(\)/],
    at: ['#/components/schemas/BusinessClassification/x-classification-mapping/0/classification'],
  },
  {
    rule: 'classification-mapping',
    name: 'BusinessStructure without an enum: nothing to check the rows against',
    doc: classification(
      'type: string\nenum: [business]\nx-classification-mapping:\n  - {business_type: nope, business_structure: llc, classification: business}',
      'BusinessStructure: {type: string}',
    ),
    want: [/^`x-classification-mapping` needs enum schemas named BusinessType and BusinessStructure to check its rows against\.$/],
    at: ['#/components/schemas/BusinessClassification/x-classification-mapping (key)'],
  },
  {
    rule: 'classification-mapping',
    name: 'an enum schema that is not a component does not count',
    doc: classification(
      'type: object\nproperties:\n  BusinessStructure: {type: string, enum: [llc]}\nx-classification-mapping: []',
      'Other: {type: string}',
    ),
    want: [/needs enum schemas named BusinessType and BusinessStructure/],
    at: ['#/components/schemas/BusinessClassification/x-classification-mapping (key)'],
  },
  {
    rule: 'tag-groups',
    name: 'every tag in exactly one group passes',
    doc: `${head}tags: [{name: A}, {name: B}]\nx-tagGroups:\n  - {name: G1, tags: [A]}\n  - {name: G2, tags: [B]}\npaths: {}\n`,
    want: [],
  },
  { rule: 'tag-groups', name: 'no groups: nothing to check', doc: `${head}tags: [{name: A}]\npaths: {}\n`, want: [] },
  {
    rule: 'tag-groups',
    name: 'an undefined tag, a tag in two groups and a tag in none',
    doc: `${head}tags: [{name: A}, {name: B}, {name: C}]\nx-tagGroups:\n  - {name: G1, tags: [A, Z]}\n  - {name: G2, tags: [A]}\npaths: {}\n`,
    want: [
      /^`x-tagGroups\/0` names tag "Z", which the root `tags` do not define \("A", "B", "C"\)\.$/,
      /^Tag "A" is in two `x-tagGroups` \("G1" and "G2"\); a tag belongs to one group\.$/,
      /^No `x-tagGroups` group names the tag "B", "C", so the API reference would hide its operations\.$/,
    ],
    at: ['#/x-tagGroups/0/tags/1', '#/x-tagGroups/1/tags/0', '#/x-tagGroups (key)'],
  },
  {
    rule: 'tag-groups',
    name: 'a group that is not an object or has no tag list groups nothing',
    doc: `${head}tags: [{name: A}]\nx-tagGroups:\n  - just a name\n  - {name: G}\npaths: {}\n`,
    want: [/^No `x-tagGroups` group names the tag "A"/],
    at: ['#/x-tagGroups (key)'],
  },
  {
    rule: 'tag-groups',
    name: 'without root tags every grouped tag is undefined',
    doc: `${head}x-tagGroups:\n  - {name: G, tags: [A]}\npaths: {}\n`,
    want: [/^`x-tagGroups\/0` names tag "A", which the root `tags` do not define \(\)\.$/],
    at: ['#/x-tagGroups/0/tags/0'],
  },
  {
    rule: 'webhook-events',
    name: 'names, enum and families agree',
    doc: webhooks(`${hook('a.created', 'a')}\n${hook('b.created', 'b')}`),
    want: [],
  },
  {
    rule: 'webhook-events',
    name: 'a name the webhooks lack, one the enum lacks, a family Event does not list',
    doc: webhooks(`${hook('a.created', 'a')}\n${hook('d.made', 'z')}`),
    want: [
      /^`#\/webhooks` has no entry for "b.created", which the WebhookEventName enum lists\.$/,
      /^`#\/webhooks` has "d.made", which the WebhookEventName enum does not list\.$/,
      /^`x-webhook-family` is "z", which Event's `x-webhook-delivery.endpoints.families` does not list \("a", "b"\)\.$/,
    ],
    at: ['#/components/schemas/WebhookEventName/enum (key)', '#/webhooks/d.made (key)', '#/webhooks/d.made/post/x-webhook-family'],
  },
  {
    rule: 'webhook-events',
    name: 'no enum and no families listed: nothing to compare',
    doc: webhooks(`${hook('d.made', 'z')}`, '{type: string}', '{type: object, x-webhook-delivery: {retries: {}}}'),
    want: [],
  },
  {
    rule: 'webhook-events',
    name: 'a family that is not text is left to the contract rule',
    doc: webhooks(
      `${hook('a.created', '1')}\n${hook('b.created', 'b')}`,
      undefined,
      '{type: object, x-webhook-delivery: {endpoints: {families: [a]}}}',
    ),
    want: [/^`x-webhook-family` is "b", which Event's `x-webhook-delivery.endpoints.families` does not list \("a"\)\.$/],
    at: ['#/webhooks/b.created/post/x-webhook-family'],
  },
  {
    rule: 'webhook-events',
    name: 'delivery endpoints without a family list check no family',
    doc: webhooks(`${hook('a.created', 'z')}\n${hook('b.created', 'b')}`, undefined, '{type: object, x-webhook-delivery: {endpoints: {}}}'),
    want: [],
  },
  {
    rule: 'networks',
    name: 'a value outside the enum, a value given to two networks, a list that is not a list',
    doc: schema('type: string\nenum: [a, b]\nx-networks: {visa: [a, z], mastercard: [a, b], amex: none, discover: [a]}'),
    want: [
      /^`x-networks\/visa\/1` is "z", which is not a value of this enum \("a", "b"\)\.$/,
      /^`x-networks` gives "a" to both visa and mastercard; a value belongs to one network\.$/,
      /^`x-networks` gives "a" to both visa and discover; a value belongs to one network\.$/,
    ],
    at: [
      '#/components/schemas/S/x-networks/visa/1',
      '#/components/schemas/S/x-networks/mastercard/0',
      '#/components/schemas/S/x-networks/discover/0',
    ],
  },
  {
    rule: 'networks',
    name: 'on a schema without enum every value is unknown',
    doc: schema('type: string\nx-networks: {visa: [a]}'),
    want: [/^`x-networks\/visa\/0` is "a", which is not a value of this enum \(\)\.$/],
    at: ['#/components/schemas/S/x-networks/visa/0'],
  },
  {
    rule: 'networks',
    name: 'each value in one network passes',
    doc: schema('type: string\nenum: [a, b]\nx-networks: {visa: [a], amex: [b]}'),
    want: [],
  },
  {
    rule: 'error-catalogue',
    name: 'not on an enum',
    doc: schema("type: string\nx-error-catalogue: {e: {status: 404, retry: 'no', group: resources}}"),
    want: [/^`x-error-catalogue` must sit on an enum schema \(ErrorCode\)\.$/],
    at: ['#/components/schemas/S/x-error-catalogue (key)'],
  },
  {
    rule: 'error-catalogue',
    name: "a catalogue that is not a map is the contract rule's",
    doc: schema('type: string\nenum: [e]\nx-error-catalogue: [e]'),
    want: [],
  },
  {
    rule: 'state-transitions',
    name: 'unknown states in a transition, pointed at',
    doc: schema(
      'type: string\nenum: [a]\nx-state-transitions: {known: partial, note: N., initial: [a], transitions: [{from: z, to: a, trigger: T.}, {from: a, to: y, trigger: T.}]}',
    ),
    want: [/refers to "z", which is not a value of the enum \("a"\)/, /refers to "y"/],
    at: ['#/components/schemas/S/x-state-transitions/transitions/0/from', '#/components/schemas/S/x-state-transitions/transitions/1/to'],
  },
  {
    rule: 'state-transitions',
    name: 'known none with no transitions is fine here',
    doc: schema('type: string\nenum: [a]\nx-state-transitions: {known: none, note: N., transitions: []}'),
    want: [],
  },
  {
    rule: 'state-transitions',
    name: "transitions that are not a list or not objects are the contract rule's",
    doc: `${head}components:\n  schemas:\n    S: {type: string, enum: [a], x-state-transitions: {known: none, note: N., transitions: text}}\n    T: {type: string, enum: [a], x-state-transitions: {known: full, note: N., transitions: [text, null]}}\n`,
    want: [],
  },
  {
    rule: 'state-transitions',
    name: "a machine that is not a map is the contract rule's",
    doc: schema('type: string\nenum: [a]\nx-state-transitions: null'),
    want: [],
  },
  {
    rule: 'x-rules',
    name: 'duplicate id on a schema',
    doc: schema('type: object\nx-rules: [{id: a, description: D.}, {id: b, description: D.}, {id: a, description: E.}]'),
    want: [/^`x-rules` id "a" is used twice\.$/],
    at: ['#/components/schemas/S/x-rules/2/id'],
  },
  {
    rule: 'x-rules',
    name: "a list that is not a list, ids that are not text: the contract rule's",
    doc: `${head}paths:\n  /a:\n    get: {responses: {}, x-rules: {id: a}}\n    post: {responses: {}, x-rules: [{id: 1}, {id: 1}, null]}\n`,
    want: [],
  },
  {
    rule: 'extension-contracts',
    name: 'enum values that start with x- are values, not extensions',
    doc: schema('type: string\nenum: [x-a]\nx-enum-descriptions: {x-a: A.}'),
    want: [],
  },
  {
    rule: 'extension-contracts',
    name: 'a pattern without a name is quoted',
    doc: `${head}webhooks:\n  e: {post: {x-webhook-family: Bad, responses: {'200': {description: OK.}}}}\n`,
    want: [/^`x-webhook-family` must be a match of \^\[a-z\]\[a-z0-9_\]\*\$\.$/],
    at: ['#/webhooks/e/post/x-webhook-family'],
  },
  {
    rule: 'extension-contracts',
    name: 'oneOf: one finding for a value matching no branch, and the errors of other entries',
    doc: `${head.replace('info: {title: t, version: "1"}', 'info:\n  title: t\n  version: "1"\n  x-business-constants: {void_window: {value: true, unit: minutes, description: D.}, retries: {value: 3, description: D.}}')}`,
    want: [
      /^`x-business-constants\/void_window\/value` must match exactly one schema in oneOf\.$/,
      /^`x-business-constants\/retries` is missing `unit`\.$/,
    ],
    at: ['#/info/x-business-constants/void_window/value', '#/info/x-business-constants/retries (key)'],
  },
  {
    rule: 'operation-examples',
    name: 'a webhook without a request body, and one whose body has no example',
    doc: `${head}webhooks:\n  a: {post: {responses: {'200': {description: OK.}}}}\n  b: {post: {requestBody: {content: {application/json: {schema: {type: object}}}}, responses: {'200': {description: OK.}}}}\n  c: {post: {requestBody: {content: {application/json: {example: {}}}}, responses: {'200': {description: OK.}}}}\n`,
    want: [
      /^Webhook has no request body example: add `example` or `examples` to the event payload\.$/,
      /^Webhook has no request body example/,
    ],
    at: ['#/webhooks/a/post (key)', '#/webhooks/b/post/requestBody (key)'],
  },
  {
    rule: 'operation-examples',
    name: 'every media type needs an example, an empty examples map or content map is none',
    doc: `${head}paths:\n  /a:\n    get:\n      responses:\n        '200': {description: OK., content: {application/json: {example: {}}, text/csv: {schema: {type: string}}}}\n        '201': {description: OK., content: {application/json: {examples: {}}}}\n        '202': {description: OK., content: {}}\n        '203': {description: OK., content: {application/json: {examples: {one: {value: {}}}}}}\n        '404': {description: N.}\n        '500': {description: E., content: {application/json: {examples: {}}}}\n`,
    want: [
      /^Response 200 has a body but no example on every media type/,
      /^Response 201 has a body/,
      /^Response 202 has a body/,
      /^None of the error responses \(404, 500\) has an example: add one\.$/,
    ],
    at: [
      '#/paths/~1a/get/responses/200 (key)',
      '#/paths/~1a/get/responses/201 (key)',
      '#/paths/~1a/get/responses/202 (key)',
      '#/paths/~1a/get/responses (key)',
    ],
  },
  {
    rule: 'operation-examples',
    name: "a $ref that resolves to nothing is not this rule's to report",
    doc: operation("responses:\n  '200': {$ref: '#/components/responses/Gone'}\n  '404': {$ref: '#/components/responses/Gone'}"),
    want: [/^None of the error responses \(404\) has an example/],
    at: ['#/paths/~1a/get/responses (key)'],
  },
  {
    rule: 'operation-metadata',
    name: 'a blank summary and two tags point at the fields',
    doc: operation('operationId: getA\nsummary: "  "\ndescription: 5\ntags: [A, B]\nresponses: {}'),
    want: [/no `summary`/, /no `description`/, /exactly one tag \(has 2\)/],
    at: ['#/paths/~1a/get/summary', '#/paths/~1a/get/description', '#/paths/~1a/get/tags'],
  },
  {
    rule: 'property-description',
    name: 'a property without description and without $ref',
    doc: schema('type: object\nproperties:\n  b: {type: string}\n  c: [not, a, schema]'),
    want: [/^Property `b` has no description: add a one-sentence `description`\.$/],
    at: ['#/components/schemas/S/properties/b (key)'],
  },
  {
    rule: 'example-luhn',
    name: 'Luhn-valid examples pass',
    doc: schema(
      "type: object\nproperties:\n  number: {type: string, description: Card number; it must pass the Luhn checksum.}\n  name: {type: string, description: Name.}\nexamples:\n  - {number: '4000123456789017', name: A}",
    ),
    want: [],
  },
  {
    rule: 'example-luhn',
    name: 'a schema example whose card number fails Luhn',
    doc: schema(
      "type: object\nproperties:\n  number: {type: string, description: Card number; it must pass the Luhn checksum.}\n  name: {type: string, description: Name.}\nexamples:\n  - {number: '41234506789017', name: A}",
    ),
    want: [/^Example value "41234506789017" at examples\/0\/number fails the Luhn checksum/],
    at: ['#/components/schemas/S/examples/0'],
  },
  {
    rule: 'example-luhn',
    name: 'a request example reaching the marked property through a $ref',
    doc: `${head}paths:\n  /a:\n    post:\n      requestBody:\n        content:\n          application/json:\n            schema: {type: object, properties: {card: {$ref: '#/components/schemas/Card'}}}\n            example: {card: {number: '4000123456789010'}}\n      responses: {'200': {description: OK.}}\ncomponents:\n  schemas:\n    Card: {type: object, properties: {number: {type: string, description: Must pass the Luhn checksum.}}}\n`,
    want: [/^Example value "4000123456789010" at example\/card\/number fails/],
    at: ['#/paths/~1a/post/requestBody/content/application~1json/example'],
  },
  {
    rule: 'example-luhn',
    name: 'an unmarked property is not checked',
    doc: schema("type: object\nproperties:\n  number: {type: string, description: Any number.}\nexamples:\n  - {number: '1234'}"),
    want: [],
  },
  {
    rule: 'example-routing-number',
    name: 'a placeholder that fails the checksum passes',
    doc: schema(
      "type: object\nproperties:\n  routing_number: {type: string, description: R.}\nexamples:\n  - {routing_number: '123456789'}",
    ),
    want: [],
  },
  {
    rule: 'example-routing-number',
    name: 'a real-looking routing number in a nested response example',
    doc: operation(
      "responses:\n  '200':\n    description: OK.\n    content:\n      application/json:\n        schema: {type: object}\n        example: {data: [{bank_account: {routing_number: '011000015'}}]}",
    ),
    want: [/^Example routing number at example\/data\/0\/bank_account\/routing_number passes the ABA checksum/],
    at: ['#/paths/~1a/get/responses/200/content/application~1json/example'],
  },
];

// Renders every spec component, the server-rendered part of the tool islands' wrappers, the
// architecture diagram, and the /api-spec pages on the small fixture spec with Astro's container API,
// and checks what a reader finds in the HTML (text, table rows, links, code blocks, headings) against a
// given/want table: a change a reader would see fails naming it; markup and highlighting colours do not.
// The spec reaches the components as `locals.spec`, as on the site, so these are the components the pages use.
// @see https://docs.astro.build/en/reference/container-reference/
import reactRenderer from '@astrojs/react/server.js';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';
import type { SchemaObject } from '@paydocs/spec-access';
import { attr, childrenOf, findAll, is, isElement, type Node, parseHtmlFragment, textOf } from '../../../site-tests/html-query.ts';
import { architectureDiagramText } from '../../lib/content/architecture-diagram.ts';
import { errorCatalogue } from '../../lib/spec/error-catalogue.ts';
import { operationDetail } from '../../lib/spec/model/operation-detail.ts';
import { createSpecModel } from '../../lib/spec/spec-model.ts';
import { anchorPages, referenceLayout } from '../../lib/spec/reference-pages.ts';
import { miniSpec } from '../../lib/spec/test-fixtures/mini-spec.ts';
import ArchitectureDiagram from '../content/ArchitectureDiagram.astro';
import ApplicationFeeCalculator from '../islands/ApplicationFeeCalculator.astro';
import ClassificationMapper from '../islands/ClassificationMapper.astro';
import WebhookSignatureVerifier from '../islands/WebhookSignatureVerifier.astro';
import Constant from './Constant.astro';
import Constants from './Constants.astro';
import EnumTable from './enum/EnumTable.astro';
import ErrorCatalogue from './ErrorCatalogue.astro';
import ErrorStatus from './ErrorStatus.astro';
import HttpStatuses from './HttpStatuses.astro';
import NetworkErrorCategories from './NetworkErrorCategories.astro';
import MockTestTokens from '../content/MockTestTokens.astro';
import NextStatuses from './NextStatuses.astro';
import Operation from './operation/Operation.astro';
import OperationList from './operation/OperationList.astro';
import AnchorRedirect from './reference/AnchorRedirect.astro';
import ReferenceSummary from './reference/ReferenceSummary.astro';
import Rules from './Rules.astro';
import SchemaTable from './schema/SchemaTable.astro';
import { CURL_FRESH_KEY } from '@paydocs/request-validator';
import SpecExample from './SpecExample.astro';
import StateMachine from './state-machine/StateMachine.astro';
import SuccessStatus from './SuccessStatus.astro';
import WebComponentScopes from './WebComponentScopes.astro';
import WebhookEvents from './webhook/WebhookEvents.astro';

const spec = createSpecModel(miniSpec);
let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
  container.addServerRenderer({ name: '@astrojs/react', renderer: reactRenderer });
  container.addClientRenderer({ name: '@astrojs/react', entrypoint: '@astrojs/react/client.js' });
});

const appDir = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The component's HTML without what changes with no change to it: Astro's scoped-style ids (they
 * follow the CSS), the source locations Vitest's dev server adds, an island's random uid and render-order prefix, the
 * checkout's absolute path, and Astro's island runtime (its own code, not ours).
 */
async function render(
  component: Parameters<AstroContainer['renderToString']>[0],
  props: Record<string, unknown>,
  model = spec,
  /** Text for the component's default slot. */
  slot?: string,
): Promise<string> {
  const html = await container.renderToString(component, { props, locals: { spec: model }, ...(slot && { slots: { default: slot } }) });
  const stable = html
    .replace(/ data-astro-(?:cid-[a-z0-9]+|source-(?:file|loc)="[^"]*")/g, '')
    .replace(/ (?:uid|prefix)="[^"]*"/g, '')
    .replaceAll(appDir, '')
    .replace(/<style>astro-island[^<]*<\/style>|<script>\(\(\)=>\{[\s\S]*?<\/script>/g, '');
  return stable.trim();
}

/** What a reader gets of rendered HTML: headings, table rows, links, code blocks, and the text (no script or style). */
interface ReaderView {
  text: string;
  headings: string[];
  rows: string[][];
  links: [text: string, href: string][];
  code: string[];
}

// Each element read apart ("POST" and "/payments" are two badges, not "POST/payments"), then punctuation put back
// against its word ("<code>id</code>, the" reads "id, the").
function readerText(node: Node): string {
  if (node.nodeName === '#text') return (node as unknown as { value: string }).value;
  if (isElement(node) && (node.tagName === 'script' || node.tagName === 'style')) return '';
  const inner = childrenOf(node).map(readerText).join('');
  return isElement(node) && inner.trim() ? ` ${inner} ` : inner;
}
const said = (node: Node) =>
  readerText(node)
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;:!?)\]’]|†)/g, '$1')
    .replace(/([([]) /g, '$1')
    .trim();

function readerView(html: string): ReaderView {
  const root = parseHtmlFragment(html);
  return {
    text: said(root),
    headings: findAll(root, (e) => /^h[1-6]$/.test(e.tagName)).map((e) => `${e.tagName} ${said(e)}`),
    rows: findAll(root, is('tr')).map((tr) => findAll(tr, (e) => e.tagName === 'td' || e.tagName === 'th').map(said)),
    links: findAll(root, is('a')).map((a) => [said(a) || (attr(a, 'aria-label') ?? ''), attr(a, 'href') ?? ''] as [string, string]),
    code: findAll(root, is('pre')).map((pre) => textOf(pre).trim()),
  };
}

/**
 * What a reader must find in a component's output: `text` snippets, table `rows` (cells as read), `links` (text and
 * href) and `code` blocks (exact text); `headings` and `rowCount` are exact, so a lost or extra heading or row fails.
 */
interface Want {
  text?: string[];
  headings?: string[];
  rows?: string[][];
  rowCount?: number;
  links?: [string, string][];
  code?: string[];
}

function expectReader(view: ReaderView, want: Want): void {
  for (const text of want.text ?? []) expect(view.text).toContain(text);
  if (want.headings) expect(view.headings).toEqual(want.headings);
  for (const row of want.rows ?? []) expect(view.rows).toContainEqual(row);
  if (want.rowCount !== undefined) expect(view.rows).toHaveLength(want.rowCount);
  for (const link of want.links ?? []) expect(view.links).toContainEqual(link);
  for (const code of want.code ?? []) expect(view.code).toContain(code);
}

const PAYMENT_EVENT_JSON = '{\n  "id": "py_1",\n  "type": "payment",\n  "data": {\n    "id": "py_1",\n    "amount": 1000\n  }\n}';

describe('spec components on the fixture spec: what a reader sees', () => {
  test.each<{ name: string; component: Parameters<AstroContainer['renderToString']>[0]; props: Record<string, unknown>; want: Want }>([
    {
      name: 'an operation card: method, path, summary, headers, body and response schemas, rules, a link to the reference',
      component: Operation,
      props: { id: 'createPayment' },
      want: {
        text: [
          'POST /payments Create a payment Charges a card.',
          'Idempotency-Key header required Unique key.',
          'Sub-Account header required Sub account id.',
          'Request body: PaymentCreateInput. Returns 201: Payment in the response envelope.',
          'Rules Amount above 50 cents.',
        ],
        links: [
          ['PaymentCreateInput', '/api-spec#schema/PaymentCreateInput'],
          ['Payment', '/api-spec#schema/Payment'],
          ['POST /payments in the API reference', '/api-spec#operation/createPayment'],
        ],
      },
    },
    {
      name: 'an operation card with a query parameter and a list response',
      component: Operation,
      props: { id: 'listPayments' },
      want: {
        text: ['GET /payments List payments', 'limit query optional', 'Returns 200: array of Payment in the list response envelope.'],
        links: [
          ['Payment', '/api-spec#schema/Payment'],
          ['GET /payments in the API reference', '/api-spec#operation/listPayments'],
        ],
      },
    },
    {
      name: 'a deprecated operation card says so',
      component: Operation,
      props: { id: 'getPaymentIntent' },
      want: {
        text: ['GET /payment_intents/{id} Get a payment intent Deprecated Returns 200.'],
        links: [['GET /payment_intents/{id} in the API reference', '/api-spec#operation/getPaymentIntent']],
      },
    },
    {
      name: "a webhook's card names the event and links to its reference entry",
      component: Operation,
      props: { id: 'payment.created' },
      want: {
        text: ['event payment.created A payment was created Request body: object. Returns 200.'],
        links: [['Webhook payment.created in the API reference', '/api-spec#event/payment.created']],
      },
    },
    {
      name: "a tag's operation list: method, path linking to the operation, summary",
      component: OperationList,
      props: { tag: 'Payments' },
      want: {
        text: ['Payments operations'],
        rows: [
          ['Method', 'Path', 'What it does'],
          ['POST', '/payments', 'Create a payment'],
          ['GET', '/payments', 'List payments'],
        ],
        rowCount: 3,
        links: [
          ['/payments', '/api-spec#operation/createPayment'],
          ['/payments', '/api-spec#operation/listPayments'],
        ],
      },
    },
    {
      name: 'a schema table: each field with type, required or optional, description and constraints, nested fields flattened',
      component: SchemaTable,
      props: { name: 'Payment' },
      want: {
        text: ['Payment fields'],
        rows: [
          ['Field', 'Description'],
          ['id string required', 'Payment id. Constraints: pattern ^py_; read-only (returned, never sent)'],
          ['amount integer required', 'Amount in cents. Constraints: greater than 50; less than 100000000'],
          ['status PaymentStatus optional', 'Where the payment stands. One of: pending, authorized, canceled, succeeded'],
          ['customer_id string optional deprecated', 'Use groups. Constraints: deprecated'],
          ['payment object optional', 'Payment options.'],
          ['payment. expedited boolean required', 'ACH only. Constraints: default false'],
          ['items array of object optional', 'Constraints: 1 to 4 items'],
          ['items[]. quantity integer optional', 'Constraints: minimum 1'],
          ['metadata object (map of string) optional', ''],
        ],
        rowCount: 10,
        links: [['PaymentStatus', '/api-spec#schema/PaymentStatus']],
      },
    },
    {
      name: "an enum schema's table lists its values with their meanings",
      component: SchemaTable,
      props: { name: 'PaymentStatus' },
      want: {
        text: ['PaymentStatus values'],
        rows: [
          ['pending', 'Submitted.'],
          ['authorized', 'Authorized.'],
          ['canceled', 'Canceled.'],
          ['succeeded', 'Charged.'],
        ],
        rowCount: 5,
      },
    },
    {
      name: 'an enum table',
      component: EnumTable,
      props: { name: 'ErrorCode' },
      want: {
        text: ['ErrorCode values'],
        rows: [
          ['Value', 'Meaning'],
          ['amount_required', 'Amount missing.'],
          ['card_declined', 'Declined.'],
          ['card_decline_rate_limit_exceeded', 'Too many declines.'],
        ],
        rowCount: 4,
      },
    },
    {
      name: 'a state machine: states with markers, the documented transitions numbered as on the diagram',
      component: StateMachine,
      props: { name: 'PaymentStatus' },
      want: {
        text: [
          'Only some transitions between these states are documented; the diagram shows those, and any whose trigger says Assumed.',
          'A dot marks an initial state. A double border marks a terminal state.',
          'PaymentStatus documented transitions',
        ],
        rows: [
          ['State', 'Marker', 'Meaning'],
          ['pending', 'initial', 'Submitted.'],
          ['authorized', '— None', 'Authorized.'],
          ['canceled', 'terminal', 'Canceled.'],
          ['succeeded', '— None', 'Charged.'],
          ['#', 'From', 'To', 'Trigger'],
          ['1', 'authorized', 'succeeded', 'Capture.'],
          ['2', 'authorized', 'canceled', 'Void.'],
          ['3', 'succeeded', 'canceled', 'Void.'],
        ],
        rowCount: 9,
      },
    },
    {
      name: 'a state machine with no documented transitions says so and lists only the states',
      component: StateMachine,
      props: { name: 'PayoutStatus' },
      want: {
        text: [
          'Not documented: which transitions between these states are allowed.',
          'No transitions are listed, because none are documented.',
        ],
        rows: [
          ['paid', '— None', ''],
          ['failed', '— None', ''],
        ],
        rowCount: 3,
      },
    },
    {
      name: 'the webhook events: event, family, payload schema, when it is sent',
      component: WebhookEvents,
      props: {},
      want: {
        rows: [
          ['Event', 'Endpoint family', 'data schema', 'When it is sent'],
          ['payment.created', 'payment', 'Payment', 'A payment was created.'],
          ['payment.dispute.created', 'payment', 'Event', 'A dispute was opened'],
        ],
        rowCount: 3,
        links: [
          ['payment.created', '/api-spec#event/payment.created'],
          ['Payment', '/api-spec#schema/Payment'],
          ['payment.dispute.created', '/api-spec#event/payment.dispute.created'],
          ['Event', '/api-spec#schema/Event'],
        ],
      },
    },
    {
      name: "one family's webhook events, without the family column",
      component: WebhookEvents,
      props: { family: 'payment' },
      want: {
        text: ['Webhook events: payment'],
        rows: [
          ['Event', 'data schema', 'When it is sent'],
          ['payment.created', 'Payment', 'A payment was created.'],
        ],
        rowCount: 3,
      },
    },
    {
      name: 'the error catalogue: filters, each code with status, retry, group, meaning; an inferred status marked',
      component: ErrorCatalogue,
      props: {},
      want: {
        text: [
          'Showing all 3 error codes.',
          'Not documented: the HTTP status of each code marked†; the status shown is inferred from its kind.',
        ],
        rows: [
          ['Code', 'HTTP status', 'Retry', 'Group', 'Meaning'],
          ['amount_required', '400', 'No', 'Required', 'Amount missing.'],
          ['card_declined', '402', 'No', 'Card', 'Declined.'],
          [
            'card_decline_rate_limit_exceeded',
            '402† (inferred, not documented for this code)',
            'After 24 hours',
            'Card',
            'Too many declines.',
          ],
        ],
        rowCount: 4,
      },
    },
    {
      name: 'the network error categories per network',
      component: NetworkErrorCategories,
      props: {},
      want: {
        rows: [
          ['Network', 'Category', 'What to do'],
          ['VISA', '1', 'Never retry.'],
          ['MASTERCARD', '01', 'Update info.'],
        ],
        rowCount: 3,
      },
    },
    {
      name: "the mock's test tokens, said to be the mock's own",
      component: MockTestTokens,
      props: {},
      want: {
        text: ['They are the mock’s own test values, not the API’s, and work only against the mock.'],
        rows: [
          ['Token (mock only)', 'What the mock answers', 'Meaning'],
          ['mock_tok_success', 'a succeeded payment (any token not listed here does the same)', 'The card is charged.'],
          ['mock_tok_card_declined', '402 with card_declined; a checkout completion failed with that payment_error_code', 'Declined.'],
        ],
        rowCount: 4,
      },
    },
    { name: 'the HTTP statuses', component: HttpStatuses, props: {}, want: { text: ['400 Bad request. 404 Not found.'] } },
    { name: "an operation's rules", component: Rules, props: { operation: 'createPayment' }, want: { text: ['Amount above 50 cents.'] } },
    {
      name: "an operation's response example, as JSON",
      component: SpecExample,
      props: { operation: 'createPayment', part: 'response' },
      want: { code: [PAYMENT_EVENT_JSON] },
    },
    {
      name: 'the constants table: value, unit and meaning',
      component: Constants,
      props: {},
      want: {
        text: ['Constants and limits'],
        rows: [
          ['Name', 'Value', 'Unit', 'Meaning'],
          ['access_token_lifetime', '24', 'hours', 'Lifetime of an access token.'],
          ['payout_time', '11:30', 'time of day (Central US time)', 'Daily payout run.'],
          ['countries', 'USA, CAN', 'country codes', 'Countries.'],
          ['underwriting', 'a few', 'business days (at most)', 'Underwriting.'],
        ],
        rowCount: 7,
      },
    },
    { name: 'one constant, with its unit', component: Constant, props: { name: 'access_token_lifetime' }, want: { text: ['24 hours'] } },
    {
      name: 'the next statuses from a status',
      component: NextStatuses,
      props: { schema: 'PaymentStatus', from: 'authorized', subject: 'the payment' },
      want: {
        text: ['After authorized, the payment becomes succeeded or canceled (the documented transitions; others are not documented).'],
      },
    },
    { name: "an error code's HTTP status", component: ErrorStatus, props: { code: 'card_declined' }, want: { text: ['402'] } },
    { name: "an operation's success status", component: SuccessStatus, props: { operation: 'createPayment' }, want: { text: ['201'] } },
    {
      name: 'the web component scopes',
      component: WebComponentScopes,
      props: {},
      want: {
        text: ['Web component token scopes per component'],
        rows: [
          ['Component', 'What it does', 'Scopes'],
          ['Payment form', 'Collects card details.', 'write:tokenize:{accountId}'],
          ['Checkout', 'Pays a checkout.', 'write:checkout:{checkoutId} and write:tokenize:{accountId}'],
        ],
        rowCount: 3,
      },
    },
    {
      name: 'the fee calculator without JavaScript: the formula and the rounding gap',
      component: ApplicationFeeCalculator,
      props: {},
      want: {
        text: [
          'Fee in cents = amount × basis_point_rate ÷ 10000 + transaction_fee (100 basis points are 1%).',
          'Not documented: how fractions of a cent are rounded.',
          'The calculator needs JavaScript; the formula above is all it applies.',
        ],
      },
    },
    {
      name: 'the classification mapper without JavaScript: every mapped pair and the gap',
      component: ClassificationMapper,
      props: {},
      want: {
        text: ['Every type and structure pair the spec maps', 'Not documented: the classification of a single_llc.'],
        rows: [
          ['business_type', 'business_structure', 'classification'],
          ['individual', 'any structure', 'sole_proprietor'],
          ['for_profit', 'private_corporation', 'corporation'],
        ],
        rowCount: 3,
      },
    },
    {
      name: 'the signature verifier without JavaScript: the rule with the spec header names',
      component: WebhookSignatureVerifier,
      props: {},
      want: {
        text: [
          'The signature is the hex HMAC-SHA256, keyed with your webhook signing secret, of the value of the Mini-Timestamp header, a dot, then the raw request body. Compare it with the Mini-Signature header in constant time.',
          'The signature checker needs JavaScript; the rule above is all it applies.',
        ],
      },
    },
    {
      name: 'the architecture diagram: its title and description for screen readers',
      component: ArchitectureDiagram,
      props: {},
      want: {
        text: [
          `${architectureDiagramText.title} Five groups.`,
          'In the middle, the API offers POST /oauth/token, POST /web_component_tokens',
        ],
      },
    },
  ])('$name', async ({ component, props, want }) => {
    expectReader(readerView(await render(component, props)), want);
  });

  test('an operation names the releases that changed it, each linking to its changelog section', async () => {
    const changed = createSpecModel(miniSpec, { changeHistory: () => new Map([['POST /payments', ['2.0.0', '1.1.0']]]) });
    expectReader(readerView(await render(Operation, { id: 'createPayment' }, changed)), {
      text: ['Changed in 2.0.0, 1.1.0'],
      links: [
        ['2.0.0', '/changelog#v2.0.0'],
        ['1.1.0', '/changelog#v1.1.0'],
      ],
    });
    expect(await render(Operation, { id: 'createPayment' })).not.toContain('Changed in');
  });

  test("<Rules> shows a schema's x-rules too; an operation or schema without any is an error naming it", async () => {
    expect(await render(Rules, { schema: 'Payment' })).toContain('data-rule="payment-rule"');
    await expect(render(Rules, { operation: 'listPayments' })).rejects.toThrow('Operation "listPayments" has no x-rules to show.');
    await expect(render(Rules, {})).rejects.toThrow('Rules needs either `operation` or `schema`.');
  });

  test('an unknown operation fails naming the id and the known ones', async () => {
    await expect(render(Operation, { id: 'nope' })).rejects.toThrow('no operation or webhook with operationId "nope"');
  });
});

/**
 * The props an `<IslandHost>` island is hydrated with, decoded from Astro's serialized `props`
 * attribute (`[0, value]` for a value or object, `[1, [...]]` for an array; the tools pass only these).
 */
function islandProps(html: string): { name: string; props: Record<string, unknown> } {
  const attr = /<astro-island [^>]*?props="([^"]*)"/.exec(html)?.[1];
  if (attr === undefined) throw new Error('no <astro-island> with props in the HTML');
  const json = attr
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
  const decode = ([type, value]: [number, unknown]): unknown => {
    if (type === 1) return (value as [number, unknown][]).map(decode);
    if (type !== 0) throw new Error(`unexpected prop type ${type}`);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decode(v as [number, unknown])]));
  };
  const top = JSON.parse(json) as Record<string, [number, unknown]>;
  return Object.fromEntries(Object.entries(top).map(([k, v]) => [k, decode(v)])) as { name: string; props: Record<string, unknown> };
}

describe('field notes: said once per table', () => {
  // The fixture spec with the same note on two fields and an enum value, as real schemas have it
  // (five date-times of Report: "Not documented: its format. Assumed: an RFC 3339 date-time.").
  const noted = structuredClone(miniSpec);
  const payment = noted.components!.schemas!.Payment! as { properties: Record<string, { description?: string }> };
  const format = 'Not documented: its format. Assumed: an RFC 3339 date-time.';
  payment.properties.id!.description = `Payment id. ${format}`;
  payment.properties.customer_id!.description = `Use groups. ${format}`;
  payment.properties.amount!.description = 'Amount in cents. Not documented: its range.';
  const status = noted.components!.schemas!.PaymentStatus! as { 'x-enum-descriptions': Record<string, string> };
  status['x-enum-descriptions'].pending = 'Submitted. Assumed: not yet charged.';
  const model = createSpecModel(noted);
  const count = (html: string, text: string) => html.split(text).length - 1;

  test('<SchemaTable> marks each cell and says each note once, under the table, with its fields', async () => {
    const html = await render(SchemaTable, { name: 'Payment' }, model);
    expect(count(html, 'its format.')).toBe(1);
    expect(count(html, 'href="#fields-of-payment-note-1"')).toBe(2);
    expect(html).toContain('aria-label="Note 1 under the table"');
    const legend = /<ol class="spec-notes" aria-label="Notes on Fields of Payment">([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? '';
    expect(legend).toMatch(
      /<li id="fields-of-payment-note-1" value="1"><code>id<\/code>, <code>customer_<wbr>id<\/code>:\s*<strong>Not documented:<\/strong> its format\. <strong>Assumed:<\/strong> an RFC 3339 date-time\.<\/li>/,
    );
    expect(legend).toMatch(
      /<li id="fields-of-payment-note-2" value="2"><code>amount<\/code>:\s*<strong>Not documented:<\/strong> its range\.<\/li>/,
    );
  });

  test('<EnumTable> does the same for value descriptions', async () => {
    const html = await render(EnumTable, { name: 'PaymentStatus' }, model);
    expect(html).toContain('<td data-label="Meaning"><p>Submitted.<a class="spec-note-mark" href="#values-of-paymentstatus-note-1"');
    expect(count(html, 'not yet charged')).toBe(1);
  });

  test('a table without notes has no legend', async () => {
    expect(await render(SchemaTable, { name: 'Payment' })).not.toContain('spec-notes');
  });
});

describe('tools, scopes and diagram: what the HTML says without JavaScript', () => {
  test('<WebComponentScopes> lists each component of x-component-scopes with its scopes', async () => {
    const html = await render(WebComponentScopes, {});
    expect(html).toContain('<th scope="row">Checkout</th><td>Pays a checkout.</td>');
    expect(html).toContain('<code>write:checkout:{checkoutId}</code> and <code>write:tokenize:{accountId}</code>');
    expect(html.match(/<th scope="row">/g)).toHaveLength(2);
  });

  test('<ApplicationFeeCalculator> states the formula and hydrates with the limits and example of the spec', async () => {
    const html = await render(ApplicationFeeCalculator, {});
    expect(html).toContain('Fee in cents = amount × <code>basis_point_rate</code> ÷ 10000 + <code>transaction_fee</code>');
    expect(islandProps(html)).toEqual({
      name: 'application-fee-calculator',
      props: {
        amountLimits: { exclusiveMinimum: 50, exclusiveMaximum: 100000000 },
        basisPointLimits: { minimum: 0, maximum: 10000 },
        fixedFeeLimits: { minimum: 0 },
        initial: { amount: 10000, basisPoints: 250, fixedFee: 25 },
      },
    });
  });

  test('<ClassificationMapper> has every x-classification-mapping row in its static table, and the gap', async () => {
    const html = await render(ClassificationMapper, {});
    expect(html).toContain('<td><code>individual</code></td><td>any structure</td><td><code>sole_proprietor</code></td>');
    expect(html).toContain('<td><code>for_profit</code></td><td><code>private_corporation</code></td><td><code>corporation</code></td>');
    expect(html).toContain('<strong>Not documented:</strong> the classification of a single_llc.');
    const { name, props } = islandProps(html);
    expect(name).toBe('classification-mapper');
    expect(props.mapping).toEqual(
      (miniSpec.components?.schemas?.BusinessClassification as SchemaObject | undefined)?.['x-classification-mapping'],
    );
    expect(props.classifications).toEqual({ sole_proprietor: 'One person.', corporation: 'A corporation.' });
  });

  test('<WebhookSignatureVerifier> names the signature headers of the spec, in the rule and to the island', async () => {
    const html = await render(WebhookSignatureVerifier, {});
    expect(html).toContain('the value of the <code>Mini-Timestamp</code> header, a dot, then the raw request body');
    expect(islandProps(html)).toEqual({
      name: 'webhook-signature-verifier',
      props: { timestampHeader: 'Mini-Timestamp', signatureHeader: 'Mini-Signature' },
    });
  });

  test('<ArchitectureDiagram> gives screen readers the title and description of lib/content', async () => {
    const html = await render(ArchitectureDiagram, {});
    expect(html).toContain(`<title id="arch-title">${architectureDiagramText.title}</title>`);
    expect(html).toContain('<desc id="arch-desc">Five groups.');
    expect(html.match(/<circle /g)).toHaveLength(11);
  });
});

describe('/api-spec overview and a tag page on the fixture spec', () => {
  // As on the site (site-spec.ts): every anchor's href names the page that holds it.
  const paged = createSpecModel(miniSpec, { pageOf: anchorPages(createSpecModel(miniSpec)) });
  const layout = referenceLayout(paged);
  test('the overview lists every tag and operation, linking to their pages, and describes the shared parts', async () => {
    const html = await render(ReferenceSummary, { layout }, paged);
    expectReader(readerView(html), {
      headings: [
        'h1 API Specification',
        'h2 Operations by tag',
        'h3 Payments',
        'h3 Payment intents',
        'h3 Webhooks',
        'h3 Schemas',
        'h2 Common parameters',
        'h2 Common responses',
      ],
      text: [
        'Version 1.0.0, OpenAPI 3.1.0: 3 operations, 2 webhooks, 18 schemas.',
        'Payments POST /payments Create a payment GET /payments List payments',
        'GET /payment_intents/{id} Get a payment intent (deprecated)',
        'Idempotency-Key (header, string, required) Unique key.',
        'BadRequest — Error Bad request. NotFound — Error Not found.',
      ],
      links: [
        ['openapi.json', '/openapi.json'],
        ['openapi.yaml', '/openapi.yaml'],
        ['Open the API in the explorer', '/api-spec/explorer'],
        ['Payment intents', '/api-spec/payment-intents'],
        ['Common parameters', '#section/common-parameters'],
        ['Not documented yet', '/api-spec/not-documented'],
        ['/payment_intents/{id}', '/api-spec/payment-intents/getPaymentIntent#operation/getPaymentIntent'],
        ['Error', '/api-spec/schemas#schema/Error'],
      ],
    });
    expect(html).not.toContain('id="operation/createPayment"');
    expect(html).toContain('href="/api-spec/payments/createPayment#operation/createPayment"');
    expect(html).toContain('href="/api-spec/payments"');
    expect(html).toContain('<dt id="parameter/IdempotencyKeyRequired">');
  });

  test('a tag page lists its operations, each linking to its own page', async () => {
    const page = layout.pages.find((p) => p.kind === 'tag' && p.slug === 'payments');
    if (page?.kind !== 'tag') throw new Error('no payments page');
    const html = await render(OperationList, { group: page.group }, paged);
    expectReader(readerView(html), {
      rows: [
        ['Method', 'Path', 'What it does'],
        ['POST', '/payments', 'Create a payment'],
        ['GET', '/payments', 'List payments'],
      ],
      rowCount: 3,
    });
    for (const op of page.group.operations) {
      expect(html).toContain(`href="/api-spec/payments/${op.id}#operation/${op.id}"`);
      expect(html).not.toContain(`id="operation/${op.id}"`);
    }
  });

  test('an operation page: its entry under its anchor as the page title, with parameters table, body tree, samples and the Try it slot', async () => {
    const page = layout.pages.find((p) => p.kind === 'operation' && p.operation.id === 'createPayment');
    if (page?.kind !== 'operation') throw new Error('no createPayment page');
    expect(page.path).toBe('/api-spec/payments/createPayment');
    const detail = operationDetail(paged, paged.getOperation('createPayment'), errorCatalogue(paged));
    const html = await render(Operation, { variant: 'entry', detail, currentPath: page.path, level: 1 }, paged);
    expectReader(readerView(html), {
      headings: ['h1 POST /payments Create a payment', 'h2 Parameters', 'h2 Request body', 'h2 Responses', 'h2 Rules'],
      rows: [
        ['Name', 'In', 'Type', 'Required', 'Description'],
        ['Idempotency-Key', 'header', 'string', 'required', 'Unique key. Constraints: at most 255 characters'],
        ['Sub-Account', 'header', 'string', 'required', 'Sub account id.'],
      ],
      rowCount: 3,
      text: [
        'operationId createPayment · Open in the explorer Charges a card.',
        'Request body Required, application/json: PaymentCreateInput amount integer required',
        'descriptor string optional Statement descriptor. Constraints: 5 to 22 characters',
        'Responses 201 Created. Body (application/json)',
        '400 Bad request. (BadRequest) Error codes under 400 (1)',
        '400: amount_required',
        'curl Node Ruby',
      ],
      links: [
        ['Open in the explorer', '/api-spec/explorer#tag/payments/POST/payments'],
        ['Idempotency-Key', '/api-spec#parameter/IdempotencyKeyRequired'],
        ['PaymentCreateInput', '/api-spec/schemas#schema/PaymentCreateInput'],
        ['BadRequest', '/api-spec#response/BadRequest'],
        ['error catalogue', '/api-spec/schemas#schema/ErrorCode'],
      ],
      code: [
        [
          'curl -X POST "https://$API_HOST/payments" \\',
          `  -H "Idempotency-Key: ${CURL_FRESH_KEY}" \\`,
          '  -H "Sub-Account: $SUB_ACCOUNT_ID" \\',
          '  -H "Content-Type: application/json" \\',
          `  -d '{"amount":1000}'`,
        ].join('\n'),
        PAYMENT_EVENT_JSON,
      ],
    });
    expect(html).toMatch(/<h1 id="operation\/createPayment" class="ref-op__title ref-op__title--page"/);
    expect(html).toContain('<h2 class="ref-op__label">Parameters</h2>');
    expect(html).not.toMatch(/<h[34]\b/);
    expect(html).toContain('data-try-it-operation="createPayment"');
    expect(html).toContain('<table class="spec-table ref-params">');
    expect(html).toContain('data-label="Required"');
    expect(html).toContain('<div class="code-tabs ref-samples" data-code-tabs=""');
    for (const lang of ['bash', 'js', 'ruby']) expect(html).toContain(`data-language="${lang}"`);
    // The request body opens as nested <details>, readable without JavaScript.
    expect(html).toMatch(/<ul class="ref-tree">[\s\S]*<details>/);
  });

  test('an old anchor: the page carries the table of anchors that live elsewhere, and a notice for one no page holds', async () => {
    const anchors = { 'operation/createPayment': '/api-spec/payments/createPayment', 'x/</script>': '/y' };
    const html = await render(AnchorRedirect, { anchors }, paged, 'Here is the overview.');
    expect(html).toMatch(/<p id="ref-anchor-unknown" class="ref__notice" role="status" hidden>[\s\S]*Here is the overview\.\s*<\/p>/);
    const table = /<script type="application\/json" id="ref-anchor-table" data-base="\/">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(table ?? '')).toEqual(anchors);
    expect(html).toMatch(/<script>[\s\S]*location\.replace/);
  });
});

// Renders every spec component, the server-rendered part of the tool islands' wrappers, the
// architecture diagram, and the /api-spec summary, on the small fixture spec with Astro's
// container API and compares the HTML with the snapshot files in __snapshots__/ (review a change
// there like code: `vitest run -c vitest.render.config.ts -u` rewrites them; they are formatted one
// element per line by scripts/html/format.ts so a diff names the lines that changed). The spec reaches the
// components as `locals.spec`, as on the site, so these are the components the pages use.
// @see https://docs.astro.build/en/reference/container-reference/
import reactRenderer from '@astrojs/react/server.js';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';
import { formatHtml } from '../../../scripts/html/format.ts';
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
import RefTagGroup from './reference/RefTagGroup.astro';
import Rules from './Rules.astro';
import SchemaTable from './schema/SchemaTable.astro';
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

describe('spec components on the fixture spec', () => {
  test.each([
    { name: 'operation-card', component: Operation, props: { id: 'createPayment' } },
    { name: 'operation-card-query', component: Operation, props: { id: 'listPayments' } },
    { name: 'operation-card-deprecated', component: Operation, props: { id: 'getPaymentIntent' } },
    { name: 'operation-card-webhook', component: Operation, props: { id: 'payment.created' } },
    { name: 'operation-list', component: OperationList, props: { tag: 'Payments' } },
    { name: 'schema-table', component: SchemaTable, props: { name: 'Payment' } },
    { name: 'schema-table-enum', component: SchemaTable, props: { name: 'PaymentStatus' } },
    { name: 'enum-table', component: EnumTable, props: { name: 'ErrorCode' } },
    { name: 'state-machine', component: StateMachine, props: { name: 'PaymentStatus' } },
    { name: 'state-machine-none', component: StateMachine, props: { name: 'PayoutStatus' } },
    { name: 'webhook-events', component: WebhookEvents, props: {} },
    { name: 'webhook-events-family', component: WebhookEvents, props: { family: 'payment' } },
    { name: 'error-catalogue', component: ErrorCatalogue, props: {} },
    { name: 'network-error-categories', component: NetworkErrorCategories, props: {} },
    { name: 'mock-test-tokens', component: MockTestTokens, props: {} },
    { name: 'http-statuses', component: HttpStatuses, props: {} },
    { name: 'rules', component: Rules, props: { operation: 'createPayment' } },
    { name: 'spec-example', component: SpecExample, props: { operation: 'createPayment', part: 'response' } },
    { name: 'constants', component: Constants, props: {} },
    { name: 'constant', component: Constant, props: { name: 'access_token_lifetime' } },
    { name: 'next-statuses', component: NextStatuses, props: { schema: 'PaymentStatus', from: 'authorized', subject: 'the payment' } },
    { name: 'error-status', component: ErrorStatus, props: { code: 'card_declined' } },
    { name: 'success-status', component: SuccessStatus, props: { operation: 'createPayment' } },
    { name: 'web-component-scopes', component: WebComponentScopes, props: {} },
    { name: 'application-fee-calculator', component: ApplicationFeeCalculator, props: {} },
    { name: 'classification-mapper', component: ClassificationMapper, props: {} },
    { name: 'webhook-signature-verifier', component: WebhookSignatureVerifier, props: {} },
    { name: 'architecture-diagram', component: ArchitectureDiagram, props: {} },
  ])('$name', async ({ name, component, props }) => {
    await expect(formatHtml(await render(component, props))).toMatchFileSnapshot(`__snapshots__/${name}.html`);
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
    expect(props.mapping).toEqual(miniSpec.components?.schemas?.BusinessClassification?.['x-classification-mapping']);
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
    await expect(formatHtml(html)).toMatchFileSnapshot('__snapshots__/api-spec-summary.html');
    expect(html).not.toContain('id="operation/createPayment"');
    expect(html).toContain('href="/api-spec/payments/createPayment#operation/createPayment"');
    expect(html).toContain('href="/api-spec/payments"');
    expect(html).toContain('<dt id="parameter/IdempotencyKeyRequired">');
  });

  test('a tag page lists its operations, each linking to its own page', async () => {
    const page = layout.pages.find((p) => p.kind === 'tag' && p.slug === 'payments');
    if (page?.kind !== 'tag') throw new Error('no payments page');
    const html = await render(RefTagGroup, { group: page.group }, paged);
    await expect(formatHtml(html)).toMatchFileSnapshot('__snapshots__/api-spec-tag-page.html');
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
    await expect(formatHtml(html)).toMatchFileSnapshot('__snapshots__/api-spec-operation-page.html');
    expect(html).toMatch(/<h1 id="operation\/createPayment" class="ref-op__title ref-op__title--page"/);
    expect(html).toContain('<h2 class="ref-op__label">Parameters</h2>');
    expect(html).not.toMatch(/<h[34]\b/);
    expect(html).toContain('data-try-it-operation="createPayment"');
    expect(html).toContain('<table class="ref-params ref-stack">');
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

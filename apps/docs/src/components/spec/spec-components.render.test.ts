// Renders every spec component, and the /api-spec summary, on the small fixture spec with Astro's
// container API and compares the HTML with the snapshot files in __snapshots__/ (review a change
// there like code: `vitest run -c vitest.render.config.ts -u` rewrites them). The spec reaches the
// components as `locals.spec`, as on the site, so these are the components the pages use.
// @see https://docs.astro.build/en/reference/container-reference/
import reactRenderer from '@astrojs/react/server.js';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';
import { createSpecModel } from '../../lib/spec/spec-model.ts';
import { referenceLayout } from '../../lib/spec/reference-pages.ts';
import { miniSpec } from '../../lib/spec/test-fixtures/mini-spec.ts';
import Constant from './Constant.astro';
import Constants from './Constants.astro';
import EnumTable from './enum/EnumTable.astro';
import ErrorCatalogue from './ErrorCatalogue.astro';
import ErrorStatus from './ErrorStatus.astro';
import HttpStatuses from './HttpStatuses.astro';
import NetworkErrorCategories from './NetworkErrorCategories.astro';
import NextStatuses from './NextStatuses.astro';
import Operation from './operation/Operation.astro';
import OperationList from './operation/OperationList.astro';
import ReferenceSummary from './reference/ReferenceSummary.astro';
import Rules from './Rules.astro';
import SchemaTable from './schema/SchemaTable.astro';
import SpecExample from './SpecExample.astro';
import StateMachine from './state-machine/StateMachine.astro';
import SuccessStatus from './SuccessStatus.astro';
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
async function render(component: Parameters<AstroContainer['renderToString']>[0], props: Record<string, unknown>): Promise<string> {
  const html = await container.renderToString(component, { props, locals: { spec } });
  const stable = html
    .replace(/ data-astro-(?:cid-[a-z0-9]+|source-(?:file|loc)="[^"]*")/g, '')
    .replace(/ (?:uid|prefix)="[^"]*"/g, '')
    .replaceAll(appDir, '')
    .replace(/<style>astro-island[^<]*<\/style>|<script>\(\(\)=>\{[\s\S]*?<\/script>/g, '');
  return `${stable.trim()}\n`;
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
    { name: 'http-statuses', component: HttpStatuses, props: {} },
    { name: 'rules', component: Rules, props: { operation: 'createPayment' } },
    { name: 'spec-example', component: SpecExample, props: { operation: 'createPayment', part: 'response' } },
    { name: 'constants', component: Constants, props: {} },
    { name: 'constant', component: Constant, props: { name: 'access_token_lifetime' } },
    { name: 'next-statuses', component: NextStatuses, props: { schema: 'PaymentStatus', from: 'authorized', subject: 'the payment' } },
    { name: 'error-status', component: ErrorStatus, props: { code: 'card_declined' } },
    { name: 'success-status', component: SuccessStatus, props: { operation: 'createPayment' } },
  ])('$name', async ({ name, component, props }) => {
    await expect(await render(component, props)).toMatchFileSnapshot(`__snapshots__/${name}.html`);
  });

  test('an unknown operation fails naming the id and the known ones', async () => {
    await expect(render(Operation, { id: 'nope' })).rejects.toThrow('no operation or webhook with operationId "nope"');
  });
});

describe('/api-spec summary on the fixture spec', () => {
  test('one page: every tag, webhook, shared parameter and response, schema', async () => {
    const html = await render(ReferenceSummary, { layout: referenceLayout(spec) });
    await expect(html).toMatchFileSnapshot('__snapshots__/api-spec-summary.html');
    // Each operation has one entry, under its anchor; shared parameters link to their description.
    for (const id of ['createPayment', 'listPayments', 'getPaymentIntent']) {
      expect(html.split(`id="operation/${id}"`)).toHaveLength(2);
    }
    expect(html).toContain('<a href="#parameter/IdempotencyKeyRequired"><code>Idempotency-Key</code></a>');
    expect(html).toContain('<dt id="parameter/IdempotencyKeyRequired">');
  });

  test('split (a spec above the page limit): the operations are left to their own pages', async () => {
    const html = await render(ReferenceSummary, { layout: referenceLayout(spec, 1) });
    expect(html).not.toContain('id="operation/createPayment"');
    expect(html).toContain('href="/api-spec/payments"');
  });
});

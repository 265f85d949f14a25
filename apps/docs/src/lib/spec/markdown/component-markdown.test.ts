// The Markdown version of every spec component on the fixture spec, compared with the snapshot
// files in __snapshots__/ (the HTML of the same components is in
// src/components/spec/__snapshots__/), and given/want cases for <Operation>: it lists what the HTML
// card lists (headers, then query parameters), each parameter exactly once.
import { describe, expect, test } from 'vitest';
import { createSpecModel } from '../spec-model.ts';
import { siteSpec } from '../site-spec.ts';
import { miniSpec } from '../test-fixtures/mini-spec.ts';
import { componentMarkdown } from './component-markdown.ts';

const spec = siteSpec();

const mini = createSpecModel(miniSpec);
const operationMarkdown = (model: typeof mini, id: string) => componentMarkdown.Operation!.render(model, { id }, '');
const parameterLines = (md: string) => md.split('\n').filter((l) => /^- `[^`]+` (query|header|path|cookie) \(/.test(l));

describe('<Operation> as Markdown', () => {
  test.each([
    { id: 'listPayments', want: ['- `limit` query (optional): '] },
    { id: 'createPayment', want: ['- `Idempotency-Key` header (required)', '- `Sub-Account` header (required)'] },
  ])('$id lists $want.length parameter line(s), each once', ({ id, want }) => {
    const lines = parameterLines(operationMarkdown(mini, id));
    expect(lines).toHaveLength(want.length);
    for (const [i, prefix] of want.entries()) expect(lines[i]!.startsWith(prefix)).toBe(true);
  });

  // The bug this guards: every list operation of the real spec printed its query parameters twice.
  test('no operation of the real spec lists a parameter twice', () => {
    const repeated = spec
      .operations()
      .map((o) => ({ id: o.id, lines: parameterLines(operationMarkdown(spec, o.id)) }))
      .filter(({ lines }) => new Set(lines).size !== lines.length)
      .map(({ id }) => id);
    expect(repeated).toEqual([]);
  });

  test('lists exactly the card parameters of every real operation', () => {
    for (const o of spec.operations()) {
      const lines = parameterLines(operationMarkdown(spec, o.id));
      const card = o.operation.parameters?.filter((p) => p.in === 'header' || p.in === 'query') ?? [];
      expect(lines.length, o.id).toBe(card.length);
    }
  });
});

describe('Markdown of each spec component on the fixture spec', () => {
  test.each([
    { name: 'operation-card', component: 'Operation', attrs: { id: 'createPayment' } },
    { name: 'operation-card-query', component: 'Operation', attrs: { id: 'listPayments' } },
    { name: 'operation-card-deprecated', component: 'Operation', attrs: { id: 'getPaymentIntent' } },
    { name: 'operation-card-webhook', component: 'Operation', attrs: { id: 'payment.created' } },
    { name: 'operation-list', component: 'OperationList', attrs: { tag: 'Payments' } },
    { name: 'schema-table', component: 'SchemaTable', attrs: { name: 'Payment' } },
    { name: 'schema-table-enum', component: 'SchemaTable', attrs: { name: 'PaymentStatus' } },
    { name: 'enum-table', component: 'EnumTable', attrs: { name: 'ErrorCode' } },
    { name: 'state-machine', component: 'StateMachine', attrs: { name: 'PaymentStatus' } },
    { name: 'state-machine-none', component: 'StateMachine', attrs: { name: 'PayoutStatus' } },
    { name: 'webhook-events', component: 'WebhookEvents', attrs: {} },
    { name: 'webhook-events-family', component: 'WebhookEvents', attrs: { family: 'payment' } },
    { name: 'error-catalogue', component: 'ErrorCatalogue', attrs: {} },
    { name: 'network-error-categories', component: 'NetworkErrorCategories', attrs: {} },
    { name: 'mock-test-tokens', component: 'MockTestTokens', attrs: {} },
    { name: 'http-statuses', component: 'HttpStatuses', attrs: {} },
    { name: 'rules', component: 'Rules', attrs: { operation: 'createPayment' } },
    { name: 'spec-example', component: 'SpecExample', attrs: { operation: 'createPayment', part: 'response' } },
    { name: 'constants', component: 'Constants', attrs: {} },
    { name: 'constant', component: 'Constant', attrs: { name: 'access_token_lifetime' } },
    { name: 'next-statuses', component: 'NextStatuses', attrs: { schema: 'PaymentStatus', from: 'authorized', subject: 'the payment' } },
    { name: 'error-status', component: 'ErrorStatus', attrs: { code: 'card_declined' } },
    { name: 'success-status', component: 'SuccessStatus', attrs: { operation: 'createPayment' } },
    { name: 'web-component-scopes', component: 'WebComponentScopes', attrs: {} },
    { name: 'application-fee-calculator', component: 'ApplicationFeeCalculator', attrs: {} },
    { name: 'classification-mapper', component: 'ClassificationMapper', attrs: {} },
    { name: 'webhook-signature-verifier', component: 'WebhookSignatureVerifier', attrs: {} },
    { name: 'architecture-diagram', component: 'ArchitectureDiagram', attrs: {} },
  ])('$name', async ({ name, component, attrs }) => {
    const md = componentMarkdown[component]!.render(mini, attrs, '');
    await expect(`${md}\n`).toMatchFileSnapshot(`__snapshots__/${name}.md`);
  });
});

describe('Markdown of the tools, scopes and diagram: what the HTML says without JavaScript', () => {
  test.each([
    {
      component: 'WebComponentScopes',
      want: '| Checkout | Pays a checkout. | `write:checkout:{checkoutId}` and `write:tokenize:{accountId}` |',
    },
    { component: 'ClassificationMapper', want: '| `individual` | any structure | `sole_proprietor` |' },
    { component: 'ClassificationMapper', want: '> **Not documented:** the classification of a single_llc.' },
    { component: 'ApplicationFeeCalculator', want: '- `basis_point_rate`: at least 0 and at most 10000.' },
    { component: 'ApplicationFeeCalculator', want: '- Amount: greater than 50 and less than 100000000 cents.' },
    { component: 'WebhookSignatureVerifier', want: 'the value of the `Mini-Timestamp` header, a dot' },
    { component: 'ArchitectureDiagram', want: '**Architecture of a platform integration** (diagram)' },
  ])('<$component> says $want', ({ component, want }) => {
    expect(componentMarkdown[component]!.render(mini, {}, '')).toContain(want);
  });
});

// The operations pane and the previous/next links (reference-pane.ts) on the fixture spec's page layout, given/want:
// which entry each page marks current, the groups in tag order with their operations, the neighbours of an
// operation across tags, and none for a page that is not an operation.
import { describe, expect, it } from 'vitest';
import { operationNeighbours, referencePane } from './reference-pane.ts';
import { referenceLayout } from './reference-pages.ts';
import { createSpecModel } from './spec-model.ts';
import { miniSpec } from './test-fixtures/mini-spec.ts';

const layout = referenceLayout(createSpecModel(miniSpec));
const operationPaths = layout.pages.filter((p) => p.kind === 'operation').map((p) => p.path);

describe('referencePane', () => {
  const cases: { page: string; want: string[] }[] = [
    { page: '/api-spec', want: ['/api-spec'] },
    { page: '/api-spec/payments', want: ['/api-spec/payments'] },
    { page: '/api-spec/payments/createPayment', want: ['/api-spec/payments/createPayment'] },
    { page: '/api-spec/webhooks', want: ['/api-spec/webhooks'] },
    { page: '/api-spec/schemas', want: ['/api-spec/schemas'] },
    { page: '/somewhere-else', want: [] },
  ];
  for (const { page, want } of cases)
    it(`marks ${want.join(', ') || 'nothing'} on ${page}`, () => {
      const pane = referencePane(layout, page);
      const marked = [
        ...pane.sections.filter((s) => s.current).map((s) => s.path),
        ...pane.groups.filter((g) => g.current).map((g) => g.path),
        ...pane.groups.flatMap((g) => g.operations.filter((o) => o.current).map((o) => o.path)),
      ];
      expect(marked).toEqual(want);
    });

  it('lists every operation once, under its tag, in the layout order', () => {
    const pane = referencePane(layout, '/api-spec');
    expect(pane.groups.map((g) => g.name)).toEqual(['Payments', 'Payment intents']);
    expect(pane.groups.flatMap((g) => g.operations.map((o) => o.path))).toEqual(operationPaths);
    expect(pane.sections.map((s) => s.label)).toEqual(['Overview', 'Webhooks', 'Schemas']);
  });
});

describe('operationNeighbours', () => {
  it('gives the first operation only a next one, the last only a previous one, and links across tags', () => {
    const first = operationPaths[0]!;
    const last = operationPaths.at(-1)!;
    expect(operationNeighbours(layout, first)).toEqual({ next: expect.objectContaining({ path: operationPaths[1] }) });
    expect(operationNeighbours(layout, last)).toEqual({ previous: expect.objectContaining({ path: operationPaths.at(-2) }) });
    const crossing = layout.pages.findIndex((p) => p.kind === 'tag' && p.group.name === 'Payment intents');
    const lastPayment = layout.pages[crossing - 1]!;
    const firstIntent = layout.pages[crossing + 1]!;
    expect(operationNeighbours(layout, lastPayment.path).next?.path).toBe(firstIntent.path);
  });

  it('gives a page that is not an operation no neighbours', () => {
    expect(operationNeighbours(layout, '/api-spec/payments')).toEqual({});
  });
});

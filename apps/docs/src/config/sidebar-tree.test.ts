import { describe, expect, it } from 'vitest';
import { sidebars } from '../sidebar.ts';
import { allCategories, findTrail, readingOrder, resolveSidebar, type DocSummary } from './sidebar-tree.ts';

const docs = new Map<string, DocSummary>([
  ['gettingStarted', { title: 'Getting Started guide', description: 'Start here.' }],
  ['payments/overview', { title: 'Payments overview', description: 'Take payments.' }],
  ['payments/guides/achForm', { title: 'ACH form', description: 'Collect bank details.' }],
]);

describe('resolveSidebar', () => {
  const { items, missingDocs } = resolveSidebar(sidebars.docs, docs);

  it('labels the landing link "Getting Started"', () => {
    expect(items[0]).toMatchObject({ kind: 'doc', label: 'Getting Started', href: '/gettingStarted' });
  });

  it('keeps only categories with existing docs, with their index page', () => {
    expect(items.map((item) => item.label)).toEqual(['Getting Started', 'Payments']);
    expect(allCategories(items).map((category) => [category.slug, category.href])).toEqual([
      ['payments', '/category/payments'],
      ['web-components', '/category/web-components'],
    ]);
  });

  it('uses the doc title and description, keeping the id case in the href', () => {
    const trail = findTrail(items, '/payments/guides/achForm');
    expect(trail.map((node) => node.label)).toEqual(['Payments', 'Web Components', 'ACH form']);
    expect(trail.at(-1)).toMatchObject({ description: 'Collect bank details.' });
  });

  it('reports every doc it could not find', () => {
    expect(missingDocs).toContain('apiFundamentals');
    expect(missingDocs).toContain('testing/card_payments');
    expect(missingDocs).not.toContain('gettingStarted');
  });

  it('lists pages in reading order, category pages before their children', () => {
    expect(readingOrder(items).map((node) => node.href)).toEqual([
      '/gettingStarted',
      '/category/payments',
      '/payments/overview',
      '/category/web-components',
      '/payments/guides/achForm',
    ]);
  });

  it('prefixes hrefs with the base', () => {
    expect(resolveSidebar(['gettingStarted'], docs, '/docs/').items[0]?.href).toBe('/docs/gettingStarted');
  });
});

describe('the site sidebar', () => {
  it('names every route of product spec section 2 that has a sidebar', () => {
    const everyDoc = new Map<string, DocSummary>();
    const { missingDocs } = resolveSidebar(sidebars.docs, everyDoc);
    expect(missingDocs).toEqual([
      'gettingStarted',
      'infrastructure/overview',
      'infrastructure/architectureDiagram',
      'infrastructure/entities',
      'infrastructure/webComponents',
      'infrastructure/webComponentTokens',
      'apiFundamentals',
      'apiFundamentals/authentication',
      'apiFundamentals/idempotency',
      'apiFundamentals/pagination',
      'entities/overview',
      'entities/businesses',
      'entities/identities',
      'checkouts/overview',
      'checkouts/features',
      'checkouts/hosted-checkout',
      'checkouts/lifecycle',
      'payments/overview',
      'payments/paymentsApi',
      'payments/paymentMethods',
      'payments/tokenization',
      'payments/compliance',
      'payments/guides/achForm',
      'payments/guides/cardForm',
      'payments/guides/paymentForm',
      'disputes/overview',
      'disputes/lifecycle',
      'terminals/overview',
      'terminals/configuration',
      'terminals/ordering',
      'terminals/payment',
      'terminals/refund',
      'testing/overview',
      'testing/card_payments',
      'testing/ach_payments',
      'testing/disputes',
      'testing/payouts',
      // Beyond section 2's list: the page for coding agents (the MCP server), under Developer Tools.
      'tools/mcp',
    ]);
  });
});

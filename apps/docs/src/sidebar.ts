// The docs sidebar: one sidebar, landing link "Getting Started" (product spec section 2).
// A string is a doc id (the file path under src/content/docs without extension and without a
// trailing `/index`, case kept); its label is the doc's title. A category gets an index page at
// /category/<slug> that lists its children with their one-line descriptions.
// Pages with `sidebar: false` in their frontmatter (entities/provisioning,
// infrastructure/fintechProducts, payments/apple-pay, payments/paymentIntents) are not listed.
import type { SidebarItemInput } from './config/sidebar-tree.ts';

export const sidebars = {
  docs: [
    { type: 'doc', id: 'gettingStarted', label: 'Getting Started' },
    {
      type: 'category',
      label: 'Fintech Infrastructure',
      slug: 'fintech-infrastructure',
      description: 'How the platform, its sub accounts, web components and webhooks fit together.',
      items: [
        'infrastructure/overview',
        'infrastructure/architectureDiagram',
        'infrastructure/entities',
        'infrastructure/webComponents',
        'infrastructure/webComponentTokens',
      ],
    },
    {
      type: 'category',
      label: 'API Fundamentals',
      slug: 'api-fundamentals',
      description: 'Authentication, idempotency keys, pagination and the error catalogue shared by every call.',
      items: ['apiFundamentals', 'apiFundamentals/authentication', 'apiFundamentals/idempotency', 'apiFundamentals/pagination'],
    },
    {
      type: 'category',
      label: 'Entities',
      slug: 'entities',
      description: 'Businesses, identities and the other records used to onboard a sub account.',
      items: ['entities/overview', 'entities/businesses', 'entities/identities'],
    },
    {
      type: 'category',
      label: 'Checkouts',
      slug: 'checkouts',
      description: 'Create, complete and refund checkouts through the API or the unified checkout component.',
      items: ['checkouts/overview', 'checkouts/features', 'checkouts/hosted-checkout', 'checkouts/lifecycle'],
    },
    {
      type: 'category',
      label: 'Payments',
      slug: 'payments',
      description: 'Payments, payment methods, tokenization and compliance, and the payment web components.',
      items: [
        'payments/overview',
        'payments/paymentsApi',
        'payments/paymentMethods',
        'payments/tokenization',
        'payments/compliance',
        {
          type: 'category',
          label: 'Web Components',
          slug: 'web-components',
          description: 'The ACH form, card form and payment form components that tokenize payment details.',
          items: ['payments/guides/achForm', 'payments/guides/cardForm', 'payments/guides/paymentForm'],
        },
      ],
    },
    {
      type: 'category',
      label: 'Disputes',
      slug: 'disputes',
      description: 'How disputes reach the platform, how to respond with evidence and how they end.',
      items: ['disputes/overview', 'disputes/lifecycle'],
    },
    {
      type: 'category',
      label: 'Terminals',
      slug: 'terminals',
      description: 'Card-present terminals: configuration, ordering, taking payments and refunds.',
      items: ['terminals/overview', 'terminals/configuration', 'terminals/ordering', 'terminals/payment', 'terminals/refund'],
    },
    {
      type: 'category',
      label: 'Testing',
      slug: 'testing',
      description: 'Try card and ACH payments, disputes and payouts in test mode before going live.',
      items: ['testing/overview', 'testing/card_payments', 'testing/ach_payments', 'testing/disputes', 'testing/payouts'],
    },
  ],
} satisfies Record<string, SidebarItemInput[]>;

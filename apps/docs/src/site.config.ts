// The values of the site configuration; the schema, with a comment on every key, is
// src/config/schema.ts. Validated when the build starts (astro.config.mjs): a bad value fails
// the build with its key path. A key left out takes the schema's default, which is what the product
// asks for: base `/`, English only, light colour mode with a switch, table of contents h2-h3,
// breadcrumbs, navbar items on the left.
import type { SiteConfigInput } from './config/schema.ts';

// The product spec does not name the API provider, so the provider's own URLs are deployment
// values: set these environment variables when building for a real deployment.
const STORYBOOK_URL = process.env.PAYDOCS_STORYBOOK_URL ?? 'https://storybook.js.org/';
// The provider's code host: a top-bar link the site always carries (its organisation, not this repository).
const CODE_HOST_URL = process.env.PAYDOCS_CODE_HOST_URL ?? 'https://github.com/';
const codeHostLink = { label: 'GitHub', href: CODE_HOST_URL };
// The docs' own repository ("Edit this page"); without it that link is left out.
const REPOSITORY_URL = process.env.PAYDOCS_REPOSITORY_URL;

export const siteConfig = {
  title: 'Documentation',
  tagline:
    'Onboard sub accounts, take payments and checkouts, handle refunds, disputes and payouts through one REST API and embeddable web components.',
  providerLinks: {
    storybook: STORYBOOK_URL,
  },
  ...(REPOSITORY_URL ? { repository: { url: REPOSITORY_URL, label: 'GitHub' } } : {}),
  docs: {
    mainDocId: 'gettingStarted',
    versions: [{ name: 'current', label: 'Next' }],
    lastVersion: 'current',
  },
  announcementBar: {
    id: 'checkouts-for-new-platforms',
    content:
      'Starting a new integration? Use <a href="/checkouts/overview">checkouts</a>: payment intents are the legacy way to take payments.',
    backgroundColor: '#fff4ce',
    textColor: '#1c1e21',
  },
  navbar: {
    hideOnScroll: true,
    items: [
      { type: 'doc', docId: 'gettingStarted', label: 'Documentation' },
      { type: 'link', label: 'API Specification', href: '/api-spec' },
      { type: 'link', label: 'Changelog', href: '/changelog' },
      { type: 'docsVersionDropdown', position: 'right' },
      { type: 'localeDropdown', position: 'right' },
      { type: 'link', label: 'Storybook', href: STORYBOOK_URL, position: 'right' },
      { type: 'link', ...codeHostLink, position: 'right' },
      { type: 'search', position: 'right' },
    ],
  },
  footer: {
    style: 'columns',
    columns: [
      {
        title: 'Docs',
        items: [
          { label: 'Getting Started', href: '/gettingStarted' },
          { label: 'API Fundamentals', href: '/apiFundamentals' },
          { label: 'API Specification', href: '/api-spec' },
        ],
      },
      {
        title: 'Guides',
        items: [
          { label: 'Checkouts', href: '/checkouts/overview' },
          { label: 'Payments', href: '/payments/overview' },
          { label: 'Testing', href: '/testing/overview' },
        ],
      },
      {
        title: 'More',
        items: [
          { label: 'Changelog', href: '/changelog' },
          { label: 'Contact', href: '/contact' },
          { label: 'Storybook', href: STORYBOOK_URL },
          codeHostLink,
        ],
      },
    ],
    copyright: 'Copyright © 2025 the API provider. Documentation for platform developers.',
  },
} satisfies SiteConfigInput;

// Interactive islands a page can mount with (the one island pattern of the site)
//   <IslandHost client:visible name="application-fee-calculator" props={{ ... }} />
// Each entry lazily imports a module whose default export is a React component; the import
// runs in the browser only when the island becomes visible, so pages without islands (and
// islands never scrolled to) cost no JavaScript. Add an entry per island, kebab-case names; the
// `props` of each IslandHost are type-checked against the island component's props.
import type { ComponentProps, ComponentType } from 'react';
import { withJitlessZod } from '../islands/zod-jitless.ts';

export const islandRegistry = {
  // Spec-driven tools (src/components/islands); their Astro wrappers pass the props.
  'webhook-signature-verifier': () => import('../islands/WebhookSignatureVerifier.tsx'),
  'classification-mapper': () => import('../islands/ClassificationMapper.tsx'),
  'application-fee-calculator': () => import('../islands/ApplicationFeeCalculator.tsx'),
  // The error catalogue's filters: <ErrorCatalogue> server-renders the table as the island's
  // children, shown until the island (the same component, interactive) takes over.
  'error-catalogue': () => import('../islands/ErrorCatalogueTable.tsx'),
  // Try it on each operation of the reference: a form sent to the mock Service Worker or the API server.
  'try-it': () => import('../islands/TryIt.tsx'),
  // Scalar's full-page explorer on /api-spec/explorer (large: no other page loads it).
  'api-reference': () => withJitlessZod(() => import('../islands/ApiReference.tsx')),
} as const satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>;

export type IslandName = keyof typeof islandRegistry;
/** The props of a registered island's component: what `<IslandHost name=... props=...>` must pass. */
export type IslandProps<N extends IslandName> = ComponentProps<Awaited<ReturnType<(typeof islandRegistry)[N]>>['default']>;

// At run time a name may come from anywhere (a typo reaches IslandHost's error): the loader and
// module types there are the erased ones; the typed ones above check every call site.
export type IslandModule = { default: ComponentType<Record<string, unknown>> };
export type IslandLoader = () => Promise<IslandModule>;

// Interactive islands a page can mount with
//   <IslandHost client:visible name="fee-calculator" props={{ ... }} />
// Each entry lazily imports a module whose default export is a React component; the import
// runs in the browser only when the island becomes visible, so pages without islands (and
// islands never scrolled to) cost no JavaScript. Add an entry per island, kebab-case names.
import type { ComponentType } from 'react';

// The registry erases each island's own props type: props arrive from the page as JSON and every
// island component declares what it reads.
// biome-ignore lint/suspicious/noExplicitAny: a component of any props; see above.
export type IslandModule = { default: ComponentType<any> };
export type IslandLoader = () => Promise<IslandModule>;

export const islandRegistry: Record<string, IslandLoader> = {
  // Spec-driven tools (src/components/islands); their Astro wrappers pass the props.
  'webhook-signature-verifier': () => import('../islands/WebhookSignatureVerifier.tsx'),
  'classification-mapper': () => import('../islands/ClassificationMapper.tsx'),
  'application-fee-calculator': () => import('../islands/ApplicationFeeCalculator.tsx'),
  // The Scalar reference on /api-spec (large: loads only when its section is visible).
  'api-reference': () => import('../islands/ApiReference.tsx'),
};

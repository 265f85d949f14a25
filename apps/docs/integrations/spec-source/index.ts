// Tells the site which bundled spec to render: `virtual:paydocs/spec-source` exports `{ file, base }`,
// the bundle's path and the site's base, as astro.config.mjs passes them. Pages, endpoints and the
// middleware load the spec from that file (lib/spec/site-spec.ts) and the remark checks get the same
// path as an option, so everything a build shows and checks comes from one bundle. The same Vite
// plugin serves the unit tests (vitest.config.ts).
import type { AstroIntegration, AstroUserConfig } from 'astro';

// Vite's plugin type as Astro exposes it (the app does not depend on vite directly).
export type VitePlugin = Extract<NonNullable<NonNullable<AstroUserConfig['vite']>['plugins']>[number], { name: string }>;

export const SPEC_SOURCE_ID = 'virtual:paydocs/spec-source';
const RESOLVED_ID = `\0${SPEC_SOURCE_ID}`;

export interface SpecSource {
  /** Absolute path of the bundled `openapi.json`; `openapi.yaml` sits beside it. */
  file: string;
  /** The site's base (`/`, `/docs/`). */
  base: string;
}

export function specSourcePlugin(source: SpecSource): VitePlugin {
  return {
    name: 'paydocs:spec-source',
    resolveId: (id: string) => (id === SPEC_SOURCE_ID ? RESOLVED_ID : undefined),
    load: (id: string) => (id === RESOLVED_ID ? `export default ${JSON.stringify(source)};` : undefined),
  };
}

export default function specSource(source: SpecSource): AstroIntegration {
  return {
    name: 'paydocs:spec-source',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [specSourcePlugin(source)] } });
      },
    },
  };
}

// Component rendering tests (`*.render.test.ts`): they import `.astro` files and render them with
// Astro's container API, so they need Astro's Vite plugins (getViteConfig). A project of its own,
// listed in vitest.config.ts, so the plain unit tests keep their fast plain-Vite setup.
// `configFile: false`: the site's astro.config.mjs adds integrations that act in dev mode (the
// spec live preview rebuilds spec/dist); spec components need only Astro's compiler and React (the
// error catalogue's filter is an island).
// @see https://docs.astro.build/en/reference/container-reference/
import react from '@astrojs/react';
import { getViteConfig } from 'astro/config';

export default getViteConfig(
  {
    test: {
      name: 'render',
      include: ['src/**/*.render.test.ts'],
    },
  },
  { configFile: false, logLevel: 'error', integrations: [react()] },
);

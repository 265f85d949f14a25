// @ts-check
// The docs app: static output, MDX guides, React only for interactive islands.
// The site's own settings (title, navbar, footer, colour mode...) live in src/site.config.ts and
// are validated here, before anything builds; see src/config/schema.ts for every key.
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import securityHeaders from './integrations/security-headers.ts';
import { CODE_LANGS, CODE_THEMES } from './src/config/code-themes.ts';
import { siteConfigIntegration } from './src/config/integration.ts';
import { remarkValidateJsonFences } from './src/lib/spec/remark-validate-json-fences.ts';
import { SiteConfigError, parseSiteConfig } from './src/config/parse.ts';
import { sidebars } from './src/sidebar.ts';
import { siteConfig } from './src/site.config.ts';

/** @type {import('./src/config/schema.ts').SiteConfig} */
let site;
try {
  site = parseSiteConfig(siteConfig);
} catch (error) {
  // A stack trace would bury the key path; print the prettified message and stop.
  if (error instanceof SiteConfigError) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

export default defineConfig({
  site: site.url,
  base: site.base,
  output: 'static',
  // Routes are exact and case-sensitive (/gettingStarted, /apiFundamentals): one HTML file per
  // route (gettingStarted.html), served without a trailing slash.
  trailingSlash: 'never',
  build: { format: 'file' },
  // Prefetch every in-site link on hover/focus; Astro skips it on data-saver and 2G connections.
  prefetch: { prefetchAll: true, defaultStrategy: 'hover' },
  integrations: [siteConfigIntegration({ config: site, sidebars }), react(), mdx(), securityHeaders()],
  markdown: {
    // ```json fences in guides must validate against the spec target named in their meta.
    remarkPlugins: [remarkValidateJsonFences],
    shikiConfig: {
      // Both themes are emitted as CSS variables (--shiki-light / --shiki-dark); the colour mode
      // picks one in src/styles/code.css, so code blocks follow the switch without a reload.
      themes: CODE_THEMES,
      defaultColor: false,
      langs: CODE_LANGS,
    },
  },
  devToolbar: { enabled: false },
});

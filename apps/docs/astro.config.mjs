// @ts-check
// The docs app: static output, MDX guides, React only for interactive islands.
// The site's own settings (title, navbar, footer, colour mode...) live in src/site.config.ts and
// are validated here, before anything builds; see src/config/schema.ts for every key.
import mdx from '@astrojs/mdx';
import { unified } from '@astrojs/markdown-remark';
import react from '@astrojs/react';
import { fileURLToPath } from 'node:url';
import { locateBundle } from '@paydocs/spec-access/node';
import { defineConfig } from 'astro/config';
import mockServiceWorker from './integrations/mock-service-worker/index.ts';
import postBuild from './integrations/post-build/index.ts';
import scalarSlim from './integrations/scalar-slim/index.ts';
import specLivePreview from './integrations/spec-live-preview/index.ts';
import specSource from './integrations/spec-source/index.ts';
import { CODE_LANG_ALIAS, CODE_LANGS, CODE_THEME, DUAL_COLOURS } from './src/config/code-themes.ts';
import { siteConfigIntegration } from './src/config/integration.ts';
import { remarkValidateJsonFences } from './src/lib/spec/remark-validate-json-fences.ts';
import { remarkCheckDrift } from './src/lib/spec/remark-check-drift.ts';
import { remarkCodeTabs } from './src/lib/code-tabs/remark-code-tabs.ts';
import { remarkBaseLinks } from './src/lib/markdown/remark-base-links.ts';
import { remarkCheckSamples } from './src/lib/samples/remark-check-samples.ts';
import { warmUpHighlighter } from './src/lib/spec/markdown-html.ts';
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

/**
 * The site's Astro config. Everything is fixed by src/site.config.ts except what a second build of
 * the same site may change: `specFile`, the bundled spec to render and check (the 10x benchmark
 * builds from a generated one), `base` (the sub-path fixture build, fixtures/sub-path/), `outDir`, and
 * `checkPostBuildWrites`, the post-build steps' declared-writes check (integrations/post-build/pipeline.ts), which
 * guards the steps' code: the test command's sub-path build runs it over every page.
 * @param {{ specFile?: string, base?: string, outDir?: string, checkPostBuildWrites?: boolean }} [options]
 */
export function docsConfig(options = {}) {
  const specFile = options.specFile ?? locateBundle(fileURLToPath(new URL('.', import.meta.url)));
  const base = options.base ?? site.base;
  return defineConfig({
    site: site.url,
    base,
    ...(options.outDir && { outDir: options.outDir }),
    output: 'static',
    // Routes are exact and case-sensitive (/gettingStarted, /apiFundamentals): one HTML file per
    // route (gettingStarted.html), served without a trailing slash.
    trailingSlash: 'never',
    // inlineStylesheets 'always': every page carries its CSS, so nothing blocks its first paint but
    // the HTML itself. Measured side by side with 'auto' (Lighthouse 13.5 mobile, median of 3, 2026-11-24):
    // first paint 70-110 ms sooner on every page type (home 775 -> 694 ms, long guide 910 -> 809 ms,
    // /api-spec 1001 -> 897 ms), for ~4 KB more gzip HTML per page and no cross-page stylesheet cache.
    // (With 'auto', the shared BaseLayout stylesheet was the one render-blocking request.)
    build: { format: 'file', inlineStylesheets: 'always' },
    // Prefetch every in-site link on hover/focus; Astro skips it on data-saver and 2G connections.
    prefetch: { prefetchAll: true, defaultStrategy: 'hover' },
    // specLivePreview acts in `astro dev` only: rebuilds the spec on save and reloads the page.
    // postBuild rewrites the built pages and writes the host header files; its steps and their order
    // are in integrations/post-build/steps.ts.
    integrations: [
      specSource({ file: specFile, base }),
      siteConfigIntegration({ config: site, sidebars }),
      react(),
      mdx(),
      postBuild({ checkWrites: options.checkPostBuildWrites }),
      // The Try it mock: dist/mock-sw.js, a Service Worker answering /__mock/ from the spec (src/mock/).
      mockServiceWorker({ specFile, base }),
      specLivePreview(),
      // The browser build of the interactive reference: Scalar bundled on its own, from the start of the build, without
      // the parts /api-spec never runs.
      scalarSlim(),
      // The build's highlighter compiles its grammars while the main thread would wait on the bundler.
      { name: 'paydocs:warm-up-highlighter', hooks: { 'astro:build:start': () => void warmUpHighlighter() } },
    ],
    markdown: {
      // ```json fences in guides must validate against the spec target named in their meta; guide
      // prose must agree with the spec (remark-check-drift: routes, statuses, transitions, names);
      // request samples must name an operation with its required headers and a valid body
      // (remark-check-samples, file:line); adjacent curl/Node/Ruby samples become language tabs. All
      // are remark plugins, so Markdown and MDX keep the remark/rehype pipeline (Astro 7's default, Sätteri, runs no remark plugins);
      // MDX inherits this processor.
      processor: unified({
        remarkPlugins: [
          [remarkValidateJsonFences, { specFile }],
          [remarkCheckDrift, { specFile }],
          [remarkCheckSamples, { specFile }],
          remarkCodeTabs,
          [remarkBaseLinks, { base }],
        ],
      }),
      shikiConfig: {
        // Both themes are emitted as CSS variables (--shiki-light / --shiki-dark) from one tokenization
        // (src/config/code-themes.ts); the colour mode picks one in src/styles/code.css, so code blocks follow
        // the switch without a reload.
        theme: CODE_THEME,
        transformers: [DUAL_COLOURS],
        langs: CODE_LANGS,
        langAlias: CODE_LANG_ALIAS,
      },
    },
    devToolbar: { enabled: false },
    vite: {
      // Assets under 10 KiB are inlined into the page (stylesheets all are, see inlineStylesheets above).
      build: { assetsInlineLimit: 10240 },
    },
  });
}

export default docsConfig();

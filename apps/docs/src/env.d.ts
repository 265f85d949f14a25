/// <reference types="astro/client" />
// `astro/client` brings Vite's `?raw` imports (used to inline scripts such as disclosure.js) and the
// `astro:content` / `astro:transitions` virtual modules.

// Lets plain `tsc` follow `.ts` modules that import components; `astro check` types them fully.
declare module '*.astro' {
  const Component: (props: Record<string, unknown>) => unknown;
  export default Component;
}

// `Astro.locals.spec`: the spec model spec components render (src/middleware.ts, lib/spec/spec-context.ts).
declare namespace App {
  interface Locals {
    spec?: import('./lib/spec/spec-model.ts').SpecModel;
    /** The caveat sentences this page has shown (lib/spec/page-notes.ts). */
    shownNotes?: Set<string>;
  }
}

// Which bundled spec the build renders (integrations/spec-source).
declare module 'virtual:paydocs/spec-source' {
  const source: import('../integrations/spec-source/index.ts').SpecSource;
  export default source;
}

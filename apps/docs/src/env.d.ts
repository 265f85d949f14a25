/// <reference types="astro/client" />
// `astro/client` brings Vite's `?raw` imports (used to inline the pre-paint script) and the
// `astro:content` / `astro:transitions` virtual modules.

// Lets plain `tsc` follow `.ts` modules that import components; `astro check` types them fully.
declare module '*.astro' {
  const Component: (props: Record<string, unknown>) => unknown;
  export default Component;
}

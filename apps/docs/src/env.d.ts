/// <reference types="astro/client" />
// `astro/client` brings Vite's `?raw` imports (used to inline the pre-paint script) and the
// `astro:content` / `astro:transitions` virtual modules.

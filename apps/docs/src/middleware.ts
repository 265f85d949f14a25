// Gives every page's components the bundled spec as `Astro.locals.spec` (see lib/spec/spec-context.ts):
// the one place the site binds its spec components to the real spec. Runs at build time for the
// static pages, like the rest of the site.
import { defineMiddleware } from 'astro:middleware';
import { siteSpec } from './lib/spec/site-spec.ts';

export const onRequest = defineMiddleware((context, next) => {
  context.locals.spec = siteSpec();
  return next();
});

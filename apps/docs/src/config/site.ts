// The validated site configuration for components: import `site` from here, never the raw
// values in src/site.config.ts (this copy has the defaults filled in).
import { siteConfig } from '../site.config.ts';
import { baseDir, withBase as withSiteBase } from '@paydocs/spec-access/urls';
import { parseSiteConfig } from './parse.ts';

const configured = parseSiteConfig(siteConfig);

// The base the site is built with: the configured one, unless the build overrides it (astro.config.mjs
// `docsConfig({ base })`, as the sub-path fixture build does). Astro hands it over as BASE_URL.
const builtBase: string = import.meta.env?.BASE_URL ?? configured.base;

export const site = { ...configured, base: baseDir(builtBase) };

/** A site path under the base: `withBase('/api-spec')` -> `/docs/api-spec`. */
export function withBase(path: string): string {
  return withSiteBase(site.base, path);
}

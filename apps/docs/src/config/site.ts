// The validated site configuration for components: import `site` from here, never the raw
// values in src/site.config.ts (this copy has the defaults filled in).
import { siteConfig } from '../site.config.ts';
import { parseSiteConfig } from './parse.ts';

export const site = parseSiteConfig(siteConfig);

/** A site path under the configured base: `withBase('/api-spec')` -> `/docs/api-spec`. */
export function withBase(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${site.base.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

export const isExternal = (href: string): boolean => /^https?:\/\//.test(href);

/** Storage key of the reader's preferred docs version (one per docs plugin). */
export const preferredVersionKey = `docs-preferred-version-${site.docs.pluginId}`;

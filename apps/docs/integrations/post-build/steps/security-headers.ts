// Post-build step: hashes every inline script, inline <style> and style attribute of every page into one
// Content-Security-Policy and writes it, with the other security headers, into header files for common static hosts.
import type { BuiltSite, PostBuildStep } from '../pipeline.ts';
import { buildPolicy, inlineHashes, SCALAR_ROUTES, SECURITY_HEADERS, scalarPolicy } from './content-security-policy.ts';
import { apacheHtaccess, azureStaticWebAppConfig, netlifyHeaders } from './host-header-files.ts';

/** The header files for the site's pages (the hashes of their inline scripts and styles), file name to content. */
export function hostHeaderFiles(hashes: ReturnType<typeof inlineHashes>, assets: string): Map<string, string> {
  const { scripts, styles, attributes } = hashes;
  const policy = buildPolicy(scripts, styles, attributes);
  const headers: [string, string][] = [['Content-Security-Policy', policy], ...SECURITY_HEADERS];
  const overrides = [{ routes: SCALAR_ROUTES, headers: [['Content-Security-Policy', scalarPolicy(policy)]] as [string, string][] }];
  return new Map([
    ['_headers', netlifyHeaders(headers, assets, overrides)],
    ['staticwebapp.config.json', azureStaticWebAppConfig(headers, assets, overrides)],
    ['.htaccess', apacheHtaccess(headers, assets, overrides)],
  ]);
}

export const securityHeaders: PostBuildStep = {
  name: 'security-headers',
  reads: ['inline-scripts', 'inline-styles'],
  writes: ['host-header-files'],
  run(site: BuiltSite) {
    const hashes = inlineHashes([...site.pages.values()]);
    const { scripts, styles, attributes } = hashes;
    return {
      files: hostHeaderFiles(hashes, site.assets),
      summary:
        `CSP with ${scripts.size} inline script, ${styles.size} inline style and ${attributes.size} style attribute hash(es) ` +
        'written to _headers, staticwebapp.config.json, .htaccess',
    };
  },
};

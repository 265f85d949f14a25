// Post-build step: hashes every inline script of every page into one Content-Security-Policy and
// writes it, with the other security headers, into header files for common static hosts.
import type { BuiltSite, PostBuildStep } from '../pipeline.ts';
import { buildPolicy, inlineScriptHashes, SECURITY_HEADERS } from './content-security-policy.ts';
import { apacheHtaccess, azureStaticWebAppConfig, netlifyHeaders } from './host-header-files.ts';

/** The header files for the site's pages, file name to content. */
export function hostHeaderFiles(pages: Iterable<string>, assets: string): Map<string, string> {
  const hashes = new Set<string>();
  for (const html of pages) for (const hash of inlineScriptHashes(html)) hashes.add(hash);
  const headers: [string, string][] = [['Content-Security-Policy', buildPolicy(hashes)], ...SECURITY_HEADERS];
  return new Map([
    ['_headers', netlifyHeaders(headers, assets)],
    ['staticwebapp.config.json', azureStaticWebAppConfig(headers, assets)],
    ['.htaccess', apacheHtaccess(headers, assets)],
  ]);
}

export const securityHeaders: PostBuildStep = {
  name: 'security-headers',
  reads: ['inline-scripts'],
  writes: ['host-header-files'],
  run(site: BuiltSite) {
    const hashes = new Set([...site.pages.values()].flatMap(inlineScriptHashes));
    return {
      files: hostHeaderFiles(site.pages.values(), site.assets),
      summary: `CSP with ${hashes.size} inline script hash(es) written to _headers, staticwebapp.config.json, .htaccess`,
    };
  },
};

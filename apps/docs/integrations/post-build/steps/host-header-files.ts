// Writes the same headers in the formats common static hosts read from the build output (and, for a few routes,
// overriding headers: the interactive reference's looser style policy, see content-security-policy.ts):
// `_headers` (Netlify, Cloudflare Pages), `staticwebapp.config.json` (Azure Static Web Apps)
// and `.htaccess` (Apache). The preview server reads `staticwebapp.config.json`, so tests see what hosts send.
// Every response gets `headers`; the build's hashed assets (`assets`, e.g. /_astro/) are also
// cached for good, since a changed file gets a new name.

/** Cache-Control of hashed build assets. */
export const IMMUTABLE: [string, string] = ['Cache-Control', 'public, max-age=31536000, immutable'];

/** Headers that replace the site-wide ones on some routes. */
export interface RouteOverride {
  routes: string[];
  headers: [string, string][];
}

export function netlifyHeaders(headers: [string, string][], assets: string, overrides: RouteOverride[] = []): string {
  return [
    '# Generated at build by integrations/post-build/steps/security-headers.ts; do not edit.',
    '/*',
    ...headers.map(([k, v]) => `  ${k}: ${v}`),
    `${assets}*`,
    `  ${IMMUTABLE[0]}: ${IMMUTABLE[1]}`,
    // `! Name` detaches the header a broader rule set (Cloudflare Pages' syntax), so the route gets one policy, not two.
    ...overrides.flatMap((o) => o.routes.flatMap((route) => [route, ...o.headers.flatMap(([k, v]) => [`  ! ${k}`, `  ${k}: ${v}`])])),
    '',
  ].join('\n');
}

export function azureStaticWebAppConfig(headers: [string, string][], assets: string, overrides: RouteOverride[] = []): string {
  const config = {
    globalHeaders: Object.fromEntries(headers),
    routes: [
      { route: `${assets}*`, headers: Object.fromEntries([IMMUTABLE]) },
      ...overrides.flatMap((o) => o.routes.map((route) => ({ route, headers: Object.fromEntries(o.headers) }))),
    ],
    responseOverrides: { '404': { rewrite: '/404.html' } },
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

export function apacheHtaccess(headers: [string, string][], assets: string, overrides: RouteOverride[] = []): string {
  const quote = (v: string) => `"${v.replace(/"/g, '\\"')}"`;
  const literal = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  return [
    '# Generated at build; do not edit.',
    'ErrorDocument 404 /404.html',
    '<IfModule mod_headers.c>',
    ...headers.map(([k, v]) => `  Header always set ${k} ${quote(v)}`),
    `  <If "%{REQUEST_URI} =~ m#^${literal(assets)}#">`,
    `    Header always set ${IMMUTABLE[0]} ${quote(IMMUTABLE[1])}`,
    '  </If>',
    ...overrides.flatMap((o) => [
      `  <If "%{REQUEST_URI} =~ m#^(${o.routes.map(literal).join('|')})$#">`,
      ...o.headers.map(([k, v]) => `    Header always set ${k} ${quote(v)}`),
      '  </If>',
    ]),
    '</IfModule>',
    '',
  ].join('\n');
}

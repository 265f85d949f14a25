// Writes the same headers in the formats common static hosts read from the build output:
// `_headers` (Netlify, Cloudflare Pages), `staticwebapp.config.json` (Azure Static Web Apps)
// and `.htaccess` (Apache). The preview server reads `_headers`, so tests see what hosts send.
export function netlifyHeaders(headers: [string, string][]): string {
  return [
    '# Generated at build by integrations/security-headers.ts; do not edit.',
    '/*',
    ...headers.map(([k, v]) => `  ${k}: ${v}`),
    '',
  ].join('\n');
}

export function azureStaticWebAppConfig(headers: [string, string][]): string {
  return `${JSON.stringify({ globalHeaders: Object.fromEntries(headers), responseOverrides: { '404': { rewrite: '/404.html' } } }, null, 2)}\n`;
}

export function apacheHtaccess(headers: [string, string][]): string {
  const quote = (v: string) => `"${v.replace(/"/g, '\\"')}"`;
  return [
    '# Generated at build; do not edit.',
    'ErrorDocument 404 /404.html',
    '<IfModule mod_headers.c>',
    ...headers.map(([k, v]) => `  Header always set ${k} ${quote(v)}`),
    '</IfModule>',
    '',
  ].join('\n');
}

// Astro integration: after the build, hash every inline script of every page into one CSP and
// write header files for common static hosts into the output folder.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildPolicy, inlineScriptHashes, SECURITY_HEADERS } from './content-security-policy.ts';
import { apacheHtaccess, azureStaticWebAppConfig, netlifyHeaders } from './host-header-files.ts';
import { assetsPath, htmlFiles } from './html-files.ts';

export default function securityHeaders(): AstroIntegration {
  let assets = '/_astro/';
  return {
    name: 'paydocs:security-headers',
    hooks: {
      'astro:config:done': ({ config }) => {
        assets = assetsPath(config);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const hashes = new Set<string>();
        for (const file of await htmlFiles(out)) {
          for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(hash);
        }
        const headers: [string, string][] = [['Content-Security-Policy', buildPolicy(hashes)], ...SECURITY_HEADERS];
        await writeFile(join(out, '_headers'), netlifyHeaders(headers, assets));
        await writeFile(join(out, 'staticwebapp.config.json'), azureStaticWebAppConfig(headers, assets));
        await writeFile(join(out, '.htaccess'), apacheHtaccess(headers, assets));
        logger.info(`CSP with ${hashes.size} inline script hash(es) written to _headers, staticwebapp.config.json, .htaccess`);
      },
    },
  };
}

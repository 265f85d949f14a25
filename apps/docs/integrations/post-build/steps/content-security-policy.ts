// Builds the site's Content-Security-Policy from the built HTML: every inline script is allowed by
// its SHA-256 hash (the colour-mode bootstrap, Astro's island loader), never by 'unsafe-inline'.
// Astro's own experimental CSP cannot be used: it does not support <ClientRouter />.
// @see https://www.w3.org/TR/CSP3/#grammardef-hash-source
import { createHash } from 'node:crypto';

// Script types the browser executes; JSON data blocks and templates are not scripts under CSP.
const EXECUTABLE = new Set(['', 'module', 'text/javascript', 'application/javascript']);
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attrs = match[1] ?? '';
    if (/\ssrc\s*=/.test(` ${attrs}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(` ${attrs}`)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE.has(type)) continue;
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

export function buildPolicy(scriptHashes: Iterable<string>): string {
  const hashes = [...new Set(scriptHashes)].sort();
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets Pagefind instantiate its WebAssembly index; it does not allow eval().
    `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`.trim(),
    // Inline styles come from Astro islands, Shiki and the reference renderer; scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Security headers every page gets, besides the CSP. */
export const SECURITY_HEADERS: [string, string][] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

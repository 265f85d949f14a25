// Builds the site's Content-Security-Policy from the built HTML: every inline script is allowed by
// its SHA-256 hash (the colour-mode bootstrap, Astro's island loader), never by 'unsafe-inline'.
// Styles likewise: each inline <style> element (Astro's `astro-island{display:contents}`) by its hash, and each
// distinct `style` attribute value (the announcement bar; Shiki's token colours are classes, see src/config/code-themes.ts) by its hash under
// 'unsafe-hashes', which allows exactly those attribute values and nothing else (no injected <style>).
// Astro's own experimental CSP cannot be used: it does not support <ClientRouter />.
// @see https://www.w3.org/TR/CSP3/#grammardef-hash-source
import { createHash } from 'node:crypto';

// Script types the browser executes; JSON data blocks and templates are not scripts under CSP.
const EXECUTABLE = new Set(['', 'module', 'text/javascript', 'application/javascript']);
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The text of every inline script the browser executes (no `src`, an executable type). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attrs = ` ${match[1] ?? ''}`;
    if (/\ssrc\s*=/.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase() ?? '';
    if (EXECUTABLE.has(type)) scripts.push(match[2] ?? '');
  }
  return scripts;
}

const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
// A style attribute in the quoted form the build writes; its value is hashed as the browser reads it (entities decoded).
const STYLE_ATTRIBUTE = /\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
// The start of an element's opening tag, up to its first attribute.
const TAG_OPEN = /^<[a-z][\w-]*\s/i;
const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'", '#34': '"' };
const decode = (value: string) => value.replace(/&(amp|quot|apos|lt|gt|#39|#34);/g, (_m, name: string) => ENTITIES[name] ?? _m);

/** The text of every inline `<style>` element of a page. */
export const inlineStyles = (html: string) => [...html.matchAll(INLINE_STYLE)].map((m) => m[1] ?? '');

/** Every `style` attribute value of a page, as the browser reads it (outside scripts, entities decoded). */
export function styleAttributes(html: string): string[] {
  // Script ranges are skipped, not cut out: the page rebuilt without its scripts cost a fifth of a second per build.
  const scripts = [...html.matchAll(INLINE_SCRIPT)].map((m) => [m.index, m.index + m[0].length] as const);
  const inScript = (at: number) => scripts.some(([from, to]) => from <= at && at < to);
  // Inside an opening tag: the last `<` before it opens an element and no `>` closes it before (attribute values
  // carry `<` and `>` escaped).
  const inTag = (at: number) => {
    const open = html.lastIndexOf('<', at);
    return open >= 0 && html.lastIndexOf('>', at) < open && TAG_OPEN.test(html.slice(open, at + 1));
  };
  return [...html.matchAll(STYLE_ATTRIBUTE)].filter((m) => inTag(m.index) && !inScript(m.index)).map((m) => decode(m[1] ?? m[2] ?? ''));
}

/** The hashes the pages' policy allows, each once: inline scripts, inline <style> elements, style attribute values. */
export function inlineHashes(pages: readonly string[]) {
  const hashes = (read: (html: string) => string[]) => new Set(pages.flatMap(read).map(sha256));
  return { scripts: hashes(inlineScripts), styles: hashes(inlineStyles), attributes: hashes(styleAttributes) };
}

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

export function buildPolicy(
  scriptHashes: Iterable<string>,
  styleHashes: Iterable<string> = [],
  styleAttributeHashes: Iterable<string> = [],
): string {
  const hashes = sorted(scriptHashes);
  const attributeHashes = sorted(styleAttributeHashes);
  const styleSrc = [
    "style-src 'self'",
    ...sorted(styleHashes),
    // 'unsafe-hashes' only lets a style attribute through when its value's hash is listed.
    ...(attributeHashes.length ? ["'unsafe-hashes'", ...attributeHashes] : []),
  ].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    // No 'unsafe-inline': inline <style> elements and style attributes are allowed by hash only.
    styleSrc,
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

/**
 * The route of the interactive reference, the full-page Scalar explorer (/api-spec/explorer; no other page loads Scalar).
 * Scalar injects its component styles as <style> elements at run time,
 * whose text no build step sees, so they cannot be hashed: these routes alone keep style-src 'unsafe-inline' (a hash
 * in style-src would switch 'unsafe-inline' off). Scripts stay allowed by hash only there too.
 */
export const SCALAR_ROUTES = ['/api-spec/explorer', '/api-spec/explorer.html'];

/** The policy of the Scalar routes: the site's policy with style-src 'self' 'unsafe-inline'. */
export function scalarPolicy(policy: string): string {
  return policy.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'");
}

/** Security headers every page gets, besides the CSP. */
export const SECURITY_HEADERS: [string, string][] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

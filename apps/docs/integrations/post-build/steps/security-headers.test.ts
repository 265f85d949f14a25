import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineHashes } from './content-security-policy.ts';
import { hostHeaderFiles } from './security-headers.ts';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('hostHeaderFiles', () => {
  const files = hostHeaderFiles(inlineHashes(['<script>a()</script>', '<script>b()</script><script>a()</script>']), '/docs/_astro/');

  it.each([
    ['_headers', (text: string) => /^ {2}Content-Security-Policy: (.*)$/m.exec(text)?.[1]],
    ['staticwebapp.config.json', (text: string) => JSON.parse(text).globalHeaders['Content-Security-Policy']],
    ['.htaccess', (text: string) => /Header always set Content-Security-Policy "(.*)"$/m.exec(text)?.[1]],
  ] as [string, (text: string) => string | undefined][])(
    "%s carries one CSP with every page's inline scripts, each hash once",
    (file, cspOf) => {
      const csp = cspOf(files.get(file) ?? '') ?? '';
      expect(csp.match(/'sha256-[^']+'/g)?.sort()).toEqual([sha('a()'), sha('b()')].sort());
      expect(csp).not.toContain('unsafe-inline');
    },
  );

  it.each([
    ['_headers', '/docs/_astro/*\n  Cache-Control: public, max-age=31536000, immutable'],
    ['staticwebapp.config.json', '"route": "/docs/_astro/*"'],
    ['.htaccess', '<If "%{REQUEST_URI} =~ m#^/docs/_astro/#">'],
  ])('%s caches the hashed assets under the assets path for good', (file, want) => {
    expect(files.get(file)).toContain(want);
  });

  it.each([
    ['_headers', (t: string) => /^\/api-spec\/explorer\n {2}! Content-Security-Policy\n {2}Content-Security-Policy: (.*)$/m.exec(t)?.[1]],
    [
      'staticwebapp.config.json',
      (t: string) =>
        JSON.parse(t).routes.find((r: { route: string }) => r.route === '/api-spec/explorer')?.headers['Content-Security-Policy'],
    ],
    ['.htaccess', (t: string) => /m#\^\(\/api-spec\/explorer\|.*\n {4}Header always set Content-Security-Policy "(.*)"$/m.exec(t)?.[1]],
  ] as [string, (text: string) => string | undefined][])(
    '%s gives the interactive reference (Scalar) style-src unsafe-inline, and only it',
    (file, cspOf) => {
      const text = files.get(file) ?? '';
      const scalar = cspOf(text) ?? '';
      expect(scalar).toMatch(/style-src 'self' 'unsafe-inline'(;|$)/);
      expect(scalar).toContain(sha('a()'));
    },
  );
});

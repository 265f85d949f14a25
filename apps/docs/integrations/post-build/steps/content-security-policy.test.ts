import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { buildPolicy, inlineScriptHashes } from './content-security-policy.ts';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  test.each([
    [
      'a classic inline script',
      '<script>document.documentElement.dataset.theme="dark"</script>',
      [sha('document.documentElement.dataset.theme="dark"')],
    ],
    ['an inline module', '<script type="module">import("/a.js")</script>', [sha('import("/a.js")')]],
    ['an external script', '<script type="module" src="/_astro/page.js"></script>', []],
    ['a JSON data block', '<script type="application/json">{"a":1}</script>', []],
    ['two scripts', '<script>a()</script><p></p><script>b()</script>', [sha('a()'), sha('b()')]],
  ])('hashes %s', (_name, html, want) => {
    expect(inlineScriptHashes(html)).toEqual(want);
  });
});

describe('buildPolicy', () => {
  test('allows inline scripts only by hash', () => {
    const policy = buildPolicy([sha('a()')]);
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toContain(sha('a()'));
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("object-src 'none'");
  });
});

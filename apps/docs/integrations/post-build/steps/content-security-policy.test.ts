import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { buildPolicy, inlineHashes, inlineScripts, inlineStyles, styleAttributes } from './content-security-policy.ts';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('inlineScripts', () => {
  test.each([
    [
      'a classic inline script',
      '<script>document.documentElement.dataset.theme="dark"</script>',
      ['document.documentElement.dataset.theme="dark"'],
    ],
    ['an inline module', '<script type="module">import("/a.js")</script>', ['import("/a.js")']],
    ['an external script', '<script type="module" src="/_astro/page.js"></script>', []],
    ['a JSON data block', '<script type="application/json">{"a":1}</script>', []],
    ['two scripts', '<script>a()</script><p></p><script>b()</script>', ['a()', 'b()']],
  ])('finds %s', (_name, html, want) => {
    expect(inlineScripts(html)).toEqual(want);
  });
});

describe('inlineStyles and styleAttributes', () => {
  test.each([
    ['an inline style element', '<style>astro-island{display:contents}</style>', ['astro-island{display:contents}'], []],
    ['a style attribute', '<span style="--shiki-light:#1F2328">x</span>', [], ['--shiki-light:#1F2328']],
    ['an attribute with an entity, hashed as the browser reads it', '<p style="font-family:&quot;A&quot;">x</p>', [], ['font-family:"A"']],
    ['single-quoted', "<p style='margin:0'>x</p>", [], ['margin:0']],
    ['a style inside a script is not markup', '<script>x = \'<p style="a:b">\'</script>', [], []],
    ['data-style is not style', '<p data-style="a:b">x</p>', [], []],
    ['a style after other attributes', '<div class="x" id="y" style="a:b">z</div>', [], ['a:b']],
    ['style="..." as text is not markup', '<code>&lt;p style="a:b"&gt;</code><p>x style="c:d"</p>', [], []],
  ])('finds %s', (_name, html, elements, attributes) => {
    expect(inlineStyles(html)).toEqual(elements);
    expect(styleAttributes(html)).toEqual(attributes);
  });
});

describe('inlineHashes', () => {
  test('hashes each inline script, style element and style attribute of the pages once', () => {
    const pages = ['<script>a()</script><style>b{}</style><p style="c:d">x</p>', '<script>a()</script><p style="c:d">y</p>'];
    expect(inlineHashes(pages)).toEqual({
      scripts: new Set([sha('a()')]),
      styles: new Set([sha('b{}')]),
      attributes: new Set([sha('c:d')]),
    });
  });
});

describe('buildPolicy', () => {
  test('allows inline styles only by hash, attributes under unsafe-hashes', () => {
    const policy = buildPolicy([sha('a()')], [sha('b{}')], [sha('c:d')]);
    const styleSrc = policy.split('; ').find((d) => d.startsWith('style-src'));
    expect(styleSrc).toBe(`style-src 'self' ${sha('b{}')} 'unsafe-hashes' ${sha('c:d')}`);
    expect(policy).not.toContain('unsafe-inline');
  });
  test('without style attributes there is no unsafe-hashes', () => {
    expect(buildPolicy([], [sha('b{}')])).toContain(`style-src 'self' ${sha('b{}')};`);
  });

  test('allows inline scripts only by hash', () => {
    const policy = buildPolicy([sha('a()')]);
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toContain(sha('a()'));
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("object-src 'none'");
  });
});

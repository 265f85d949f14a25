import { describe, expect, it } from 'vitest';
import { deferModuleScripts, loaderScript } from './deferred-scripts.ts';

const page = (head: string, body = '<p>Hi</p>') => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe('deferModuleScripts', () => {
  it('moves every bundled module script into one loader at the end of <body>', () => {
    const html = page(
      '<script>inline()</script><script type="module" src="/_astro/a.js"></script><script type="module">inlineModule()</script>',
      '<p>Hi</p><script type="module" src="/_astro/b.js"></script>',
    );
    const out = deferModuleScripts(html, 'LOADER');
    expect(out).not.toContain('<script type="module" src=');
    expect(out).toContain('<script>inline()</script><script type="module">inlineModule()</script>');
    expect(out).toMatch(
      /<p>Hi<\/p><script type="module" data-astro-rerun data-deferred-scripts="\/_astro\/a\.js \/_astro\/b\.js">LOADER<\/script><\/body>/,
    );
  });

  it('lists a script once and leaves pages without module scripts unchanged', () => {
    const twice = page('<script type="module" src="/_astro/a.js"></script><script type="module" src="/_astro/a.js"></script>');
    expect(deferModuleScripts(twice, 'L')).toContain('data-deferred-scripts="/_astro/a.js">');
    const none = page('<script>x()</script>');
    expect(deferModuleScripts(none, 'L')).toBe(none);
  });

  it('fails on a page with module scripts and no </body>', () => {
    expect(() => deferModuleScripts('<script type="module" src="/a.js"></script>', 'L')).toThrow(/no <\/body>/);
  });

  it('inlines the loader without its comments', async () => {
    const out = deferModuleScripts(page('<script type="module" src="/_astro/a.js"></script>'), await loaderScript());
    const loader = /data-deferred-scripts="[^"]*">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? '';
    expect(loader).toContain('import(url)');
    expect(loader).not.toMatch(/^\s*\/\//m);
  });
});

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BuiltSite, PostBuildStep } from './pipeline.ts';
import { assertOrder, PostBuildOrderError, runPipeline } from './pipeline.ts';
import { POST_BUILD_STEPS } from './steps.ts';
import { deferredScripts } from './steps/deferred-scripts.ts';
import { securityHeaders } from './steps/security-headers.ts';

// A step that writes an inline <style>, as the CSP must hash it.
const stylesWriter: PostBuildStep = { name: 'writes-styles', reads: [], writes: ['inline-styles'], run: () => ({ summary: '' }) };
const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('assertOrder', () => {
  it.each([
    ['the site order', POST_BUILD_STEPS],
    ['a styles writer before the loader (the two are independent)', [stylesWriter, deferredScripts, securityHeaders]],
  ])('accepts %s', (_case, steps) => {
    expect(() => assertOrder(steps)).not.toThrow();
  });

  it.each([
    [
      'the CSP before the loader',
      [securityHeaders, deferredScripts],
      /"security-headers" reads inline-scripts .*"deferred-scripts" writes: run "deferred-scripts" before "security-headers"/,
    ],
    ['the CSP before a styles writer', [deferredScripts, securityHeaders, stylesWriter], /"security-headers" reads inline-styles/],
    [
      'a reader before any writer of its input',
      [{ name: 'reads-styles', reads: ['inline-styles'], writes: [] }, stylesWriter],
      /"reads-styles" reads inline-styles .*"writes-styles" writes/,
    ],
  ] as [string, PostBuildStep[], RegExp][])('refuses %s', (_case, steps, want) => {
    expect(() => assertOrder(steps)).toThrow(PostBuildOrderError);
    expect(() => assertOrder(steps)).toThrow(want);
  });
});

const page = (head: string, body = '<p>Hi</p>') => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;
const site = (pages: Record<string, string>): BuiltSite => ({
  pages: new Map(Object.entries(pages)),
  base: '/',
  assets: '/_astro/',
  readFile: () => '[]',
});

describe('runPipeline', () => {
  it('hashes the inline scripts the earlier steps wrote (the deferred-scripts loader) into the CSP', async () => {
    const given = site({ 'index.html': page('<script>theme()</script><script type="module" src="/_astro/a.js"></script>') });
    const outcome = await runPipeline(POST_BUILD_STEPS, given);
    const html = outcome.pages.get('index.html')!;
    const loader = /<script type="module" data-astro-rerun data-deferred-scripts="\/_astro\/a\.js">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(loader).toBeDefined();
    const csp = /Content-Security-Policy: (.*)/.exec(outcome.files.get('_headers') ?? '')?.[1] ?? '';
    expect(csp).toContain(sha(loader!));
    expect(csp).toContain(sha('theme()'));
    expect([...outcome.changed]).toEqual(['index.html']);
    expect([...outcome.files.keys()].sort()).toEqual([
      '.htaccess',
      '_headers',
      'search/api-index.json',
      'search/site-index.json',
      'sections.json',
      'staticwebapp.config.json',
    ]);
    expect(outcome.log.map((line) => line.split(':')[0])).toEqual(['page-content', 'deferred-scripts', 'security-headers']);
  });

  it('leaves pages no step changes as they were', async () => {
    const plain = page('<script>theme()</script>');
    const outcome = await runPipeline(POST_BUILD_STEPS, site({ 'plain.html': plain }));
    expect(outcome.pages.get('plain.html')).toBe(plain);
    expect(outcome.changed.size).toBe(0);
  });

  const rewriting = (name: string, writes: PostBuildStep['writes'], rewrite: (html: string) => string): PostBuildStep => ({
    name,
    reads: [],
    writes,
    run: (s) => ({ pages: new Map([...s.pages].map(([p, html]) => [p, rewrite(html)])), summary: 'rewrote' }),
  });

  it.each([
    [
      'adds an inline script',
      [],
      (html: string) => html.replace('</body>', '<script>late()</script></body>'),
      /"sneaky" changed inline-scripts .* on index\.html but does not declare writing it/,
    ],
    [
      'drops a module script',
      ['inline-scripts'],
      (html: string) => html.replace(/<script type="module"[^>]*><\/script>/, ''),
      /"sneaky" changed module-script-tags/,
    ],
    [
      'adds a style attribute',
      ['inline-scripts'],
      (html: string) => html.replace('<p>', '<p style="color:red">'),
      /"sneaky" changed inline-styles/,
    ],
    [
      'changes the text of a page',
      ['inline-scripts'],
      (html: string) => html.replace('<p>Hi</p>', '<p>Hello</p>'),
      /"sneaky" changed page-content/,
    ],
  ] as [string, PostBuildStep['writes'], (html: string) => string, RegExp][])(
    'fails when a step %s without declaring it',
    async (_case, writes, rewrite, want) => {
      const given = site({ 'index.html': page('<script type="module" src="/_astro/a.js"></script>') });
      await expect(runPipeline([rewriting('sneaky', writes, rewrite), securityHeaders], given)).rejects.toThrow(want);
    },
  );

  it('accepts the same change when the step declares it', async () => {
    const addsScript = rewriting('adds-script', ['inline-scripts'], (html) => html.replace('</body>', '<script>late()</script></body>'));
    const outcome = await runPipeline([addsScript, securityHeaders], site({ 'index.html': page('') }));
    expect(outcome.files.get('_headers')).toContain(sha('late()'));
  });

  it('writes the Markdown version a page announces, under the base, and none for the others', async () => {
    const given = {
      ...site({
        'guide.html': page(
          '<meta name="description" content="Take a payment."><link rel="alternate" type="text/markdown" href="/docs/guide.md">',
          '<main><nav>Menu</nav><h1>Guide</h1><p>Hi</p></main>',
        ),
        'index.html': page(''),
      }),
      base: '/docs/',
    };
    const outcome = await runPipeline(POST_BUILD_STEPS, given);
    expect([...outcome.files.keys()].filter((f) => f.endsWith('.md'))).toEqual(['guide.md']);
    expect(outcome.files.get('guide.md')).toBe('# Guide\n\n> Take a payment.\n\nHi\n');
  });

  it('fails when a step rewrites a page the build did not make', async () => {
    const stray: PostBuildStep = {
      name: 'stray',
      reads: [],
      writes: [],
      run: () => ({ pages: new Map([['nope.html', '']]), summary: '' }),
    };
    await expect(runPipeline([stray], site({}))).rejects.toThrow(/"stray" rewrote nope\.html, which is not a built page/);
  });
});

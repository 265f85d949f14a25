// Security gates over the built pages and the preview server's headers (moved from the browser
// suite; what can only be seen at run time, requests made by scripts and CSP reports, stays in
// e2e/security.spec.ts on a page of each kind): the CSP header forbids inline scripts except by
// hash and every inline script of every page carries one of its hashes; no markup would need
// 'unsafe-inline' (event handler attributes, javascript: URLs); every resource a page names is on
// its own origin (no fonts, analytics or CDNs); external links cannot reach back via window.opener.
import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { attr, type Element, findAll, type ParentNode, parseDocument, textOf } from './html-query.ts';
import { SCALAR_ROUTES } from '../integrations/post-build/steps/content-security-policy.ts';
import { allPages, servedSite } from './built-site.ts';

const site = servedSite();
const pages = allPages();

/** The directive of a CSP header, e.g. `script-src 'self' ...`, or ''. */
function directive(csp: string, name: string): string {
  return (
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? ''
  );
}

const NOT_RUN = /^(application\/(ld\+)?json|importmap|text\/template)$/i;

/** The text of every inline script the browser runs (JSON data blocks are not run). */
function inlineScripts(doc: ParentNode): string[] {
  return findAll(doc, (e) => e.tagName === 'script' && attr(e, 'src') === undefined && !NOT_RUN.test(attr(e, 'type') ?? '')).map(textOf);
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The page's inline scripts (their start) whose hash the CSP's script-src does not list. */
function unhashedScripts(doc: ParentNode, csp: string): string[] {
  const allowed = directive(csp, 'script-src').split(/\s+/);
  return inlineScripts(doc)
    .filter((text) => !allowed.includes(sha256(text)))
    .map((text) => text.slice(0, 80));
}

/** The page's inline <style> elements and style attribute values (their start) the CSP's style-src does not allow. */
function unhashedStyles(doc: ParentNode, csp: string): string[] {
  const allowed = directive(csp, 'style-src').split(/\s+/);
  // A style attribute is allowed by its hash only together with 'unsafe-hashes'.
  const unsafeHashes = allowed.includes("'unsafe-hashes'");
  const elements = findAll(doc, (e) => e.tagName === 'style').map(textOf);
  const attributes = findAll(doc, (e) => attr(e, 'style') !== undefined).map((e) => attr(e, 'style') as string);
  return [
    ...elements.filter((text) => !allowed.includes(sha256(text))),
    ...attributes.filter((value) => !unsafeHashes || !allowed.includes(sha256(value))),
  ].map((text) => text.slice(0, 80));
}

/** Every URL a page loads by itself: scripts, styles, preloads, icons, images, media, frames. */
function resourceUrls(doc: ParentNode): string[] {
  const urls: string[] = [];
  const add = (element: Element, name: string) => {
    const value = attr(element, name);
    if (value) urls.push(value);
  };
  for (const element of findAll(doc)) {
    if (['script', 'img', 'source', 'iframe', 'video', 'audio', 'track', 'embed'].includes(element.tagName)) add(element, 'src');
    if (element.tagName === 'link' && !/\b(canonical|alternate)\b/.test(attr(element, 'rel') ?? '')) add(element, 'href');
    if (element.tagName === 'object') add(element, 'data');
    for (const candidate of (attr(element, 'srcset') ?? '').split(',')) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) urls.push(url);
    }
  }
  return urls;
}

const isOwnOrigin = (url: string) => url.startsWith('data:') || (!/^[a-z][a-z\d+.-]*:/i.test(url) && !url.startsWith('//'));

describe('Content-Security-Policy', () => {
  test('the site sends a Content-Security-Policy without unsafe-inline scripts', async () => {
    const response = await fetch(site.url('/'));
    const scriptSrc = directive(response.headers.get('content-security-policy') ?? '', 'script-src');
    expect(scriptSrc).toMatch(/^script-src 'self'/);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
  });

  test('finds the pages to check', () => {
    const routes = pages.map((page) => page.route);
    expect(routes).toContain('/');
    expect(routes).toContain('/api-spec');
    expect(routes.length).toBeGreaterThan(40);
  });

  test('only the interactive reference (Scalar injects <style> at run time) allows unsafe-inline styles', async () => {
    const loose: string[] = [];
    for (const { route } of pages) {
      const response = await fetch(site.url(route));
      if (directive(response.headers.get('content-security-policy') ?? '', 'style-src').includes("'unsafe-inline'")) loose.push(route);
    }
    expect(loose).toEqual(SCALAR_ROUTES.filter((route) => pages.some((page) => page.route === route)));
  });

  test.each(pages.filter((page) => !SCALAR_ROUTES.includes(page.route)).map((page) => [page.route, page] as const))(
    '%s: every inline style is allowed by its hash',
    async (route, page) => {
      const response = await fetch(site.url(route));
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(directive(csp, 'style-src')).not.toContain("'unsafe-inline'");
      expect(unhashedStyles(page.doc, csp), `inline styles of ${route} without their hash in the CSP`).toEqual([]);
    },
  );

  test.each(pages.map((page) => [page.route, page] as const))('%s: every inline script is allowed by its hash', async (route, page) => {
    const response = await fetch(site.url(route));
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(unhashedScripts(page.doc, csp), `inline scripts of ${route} without their hash in the CSP`).toEqual([]);
  });
});

describe('markup of every page', () => {
  test.each(pages.map((page) => [page.route, page] as const))(
    '%s needs no unsafe-inline and loads only from its own origin',
    (route, page) => {
      const elements = findAll(page.doc);
      const handlers = elements.flatMap((e) => e.attrs.filter((a) => /^on[a-z]+$/.test(a.name)).map((a) => `<${e.tagName} ${a.name}>`));
      expect(handlers, `inline event handlers on ${route}`).toEqual([]);
      const scriptUrls = elements.flatMap((e) =>
        e.attrs.filter((a) => /^\s*javascript:/i.test(a.value)).map((a) => `${e.tagName} ${a.name}`),
      );
      expect(scriptUrls, `javascript: URLs on ${route}`).toEqual([]);
      expect(
        resourceUrls(page.doc).filter((url) => !isOwnOrigin(url)),
        `resources from other origins on ${route}`,
      ).toEqual([]);
    },
  );

  test.each(pages.map((page) => [page.route, page] as const))('%s: external links carry rel="noopener"', (route, page) => {
    const unsafe = findAll(page.doc, (e) => e.tagName === 'a' && /^https?:/i.test(attr(e, 'href') ?? ''))
      .filter((a) => !/\bnoopener\b/.test(attr(a, 'rel') ?? ''))
      .map((a) => attr(a, 'href'));
    expect(unsafe, `external links without rel="noopener" on ${route}`).toEqual([]);
  });
});

describe('the checks catch what they name (given a page, want the finding)', () => {
  // Broken fixtures: the same helpers on pages that break each rule.
  test('an inline script whose hash is not in the CSP is found; JSON data blocks are not scripts', () => {
    const doc = parseFixture('<script>a()</script><script type="module">b()</script><script type="application/json">{}</script>');
    expect(unhashedScripts(doc, `default-src 'self'; script-src 'self' ${sha256('a()')}`)).toEqual(['b()']);
    expect(unhashedScripts(doc, `script-src 'self' ${sha256('a()')} ${sha256('b()')}`)).toEqual([]);
  });
  test('an inline style or style attribute whose hash is not in the CSP is found', () => {
    const doc = parseFixture('<style>a{}</style><p style="margin:0">x</p><style>b{}</style>');
    const all = `${sha256('a{}')} ${sha256('b{}')} 'unsafe-hashes' ${sha256('margin:0')}`;
    expect(unhashedStyles(doc, `style-src 'self' ${sha256('a{}')} 'unsafe-hashes' ${sha256('margin:0')}`)).toEqual(['b{}']);
    expect(unhashedStyles(doc, `style-src 'self' ${all}`)).toEqual([]);
    expect(unhashedStyles(doc, `style-src 'self' ${sha256('a{}')} ${sha256('b{}')} ${sha256('margin:0')}`)).toEqual(['margin:0']);
  });
  test('resources from a CDN and protocol-relative URLs are found, data: and site paths are not', () => {
    const doc = parseFixture(
      '<link rel="stylesheet" href="https://cdn.example/x.css"><script src="//cdn.example/a.js"></script><img src="data:image/png;base64,AA" srcset="/a.png 1x, https://img.example/b.png 2x"><link rel="canonical" href="https://docs.example/">',
    );
    expect(resourceUrls(doc).filter((url) => !isOwnOrigin(url))).toEqual([
      'https://cdn.example/x.css',
      '//cdn.example/a.js',
      'https://img.example/b.png',
    ]);
  });
});

function parseFixture(body: string): ParentNode {
  return parseDocument(`<!doctype html><html><head></head><body>${body}</body></html>`);
}

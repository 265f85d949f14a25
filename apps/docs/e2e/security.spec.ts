// Security gates on the built site as a reader's browser sees it: the CSP header is sent and
// forbids inline scripts except by hash, no page violates it, every request stays on the site's
// own origin (no fonts, analytics or CDNs), and external links cannot reach back via window.opener.
import { expect, test } from './fixtures.ts';
import { builtPages } from './site-routes.ts';

const routes = builtPages().map((page) => page.route);

test('the site sends a Content-Security-Policy without unsafe-inline scripts', async ({ page }) => {
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  const scriptSrc =
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src')) ?? '';
  expect(scriptSrc).toMatch(/^script-src 'self'/);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
});

test('finds the pages to check', () => {
  expect(routes).toContain('/');
  expect(routes).toContain('/api-spec');
  expect(routes.length).toBeGreaterThan(40);
});

for (const route of routes) {
  test(`${route} loads only from its own origin and breaks no CSP rule`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin) foreign.push(url);
    });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(route, { waitUntil: 'load' });
    // Islands and the reference load after the load event; let the network settle before judging.
    await page.waitForLoadState('networkidle');
    expect(foreign, `requests to other origins from ${route}`).toEqual([]);
    expect(violations, `CSP violations on ${route}`).toEqual([]);

    const unsafeExternal = await page.$$eval('a[href^="http"]', (links) =>
      links
        .filter((a) => (a as HTMLAnchorElement).origin !== location.origin)
        .filter((a) => !/\bnoopener\b/.test(a.getAttribute('rel') ?? ''))
        .map((a) => a.getAttribute('href')),
    );
    expect(unsafeExternal, `external links without rel="noopener" on ${route}`).toEqual([]);
  });
}

// Security at run time, as a reader's browser sees it: once a page's scripts and islands have run,
// every request stayed on the site's own origin (no fonts, analytics or CDNs) and the browser
// reported no CSP violation. A guide and the first page hosting each island (scrolled into view, so its code runs)
// here; the axe routes (a11y.spec.ts: the home page, the not-found page, /api-spec and every page type) check the same
// on the load axe uses, and the interactive reference is api-reference.spec.ts's and try-it.spec.ts's. What the markup
// and headers decide (the CSP header, a hash for every inline script of every page, resources on the own origin,
// external links with rel="noopener") is checked on every built page without a browser
// (site-tests/security.site.test.ts).
import { expect, test } from './fixtures.ts';
import { islandPages, revealIsland } from './islands.ts';
import { watchSecurity } from './security-watch.ts';

/** The first page hosting each island, by island name (api-reference: api-reference.spec.ts). */
function islandRoutes(): { route: string; island?: string }[] {
  const seen = new Map<string, string>();
  for (const { route, name } of islandPages()) if (!seen.has(name) && name !== 'api-reference') seen.set(name, route);
  return [...seen].map(([island, route]) => ({ route, island }));
}

const PAGES = [{ route: '/gettingStarted' }, ...islandRoutes()];

test('finds an island page to check', () => {
  expect(PAGES.filter((page) => page.island).length).toBeGreaterThan(0);
});

for (const { route, island } of PAGES) {
  test(`${route}${island ? ` (${island})` : ''} loads only from its own origin and breaks no CSP rule`, async ({ page, baseURL }) => {
    const seen = await watchSecurity(page);
    await page.goto(route, { waitUntil: 'load' });
    if (island) {
      const host = page.locator(`[data-island-host="${island}"]`).first();
      await revealIsland(host);
      await expect(host.getByRole('status').filter({ hasText: 'Loading interactive example' })).toHaveCount(0);
    }
    // Islands and the reference load after the load event; let the network settle before judging.
    await page.waitForLoadState('networkidle');
    expect(seen.foreign(new URL(baseURL!).origin), `requests to other origins from ${route}`).toEqual([]);
    expect(seen.violations, `CSP violations on ${route}`).toEqual([]);
  });
}

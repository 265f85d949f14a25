// Accessibility: axe (WCAG 2.0/2.1 A and AA rules) in both colour modes on the routes of
// a11y-routes.ts (every page type, and pages until every element, class, role and island of every
// route of product spec section 2 has been checked once). A route the greedy cover added is checked within the
// elements of the features it brings (the rest of its page is markup a checked page has). One page load per route
// serves both modes (the mode flipped in place, e2e/axe.ts). Axe in states a reader reaches: the open search dialog (search.spec.ts), the island error
// screens (runtime-islands.spec.ts), Try it with a response (try-it.spec.ts), Scalar's explorer (try-it.spec.ts). The
// skip link's keyboard path is in layout-navbar.spec.ts. The same load also shows that the page requests nothing from
// another origin and breaks no CSP rule (security.spec.ts does that for a guide and the island pages).
import { expect, test } from './fixtures.ts';
import { a11yRoutes, featureSelector } from './a11y-routes.ts';
import { expectNoViolationsInBothModes } from './axe.ts';
import { watchSecurity } from './security-watch.ts';
import { cachedForBuild } from './site-routes.ts';

const ROUTES = cachedForBuild('a11y-routes', a11yRoutes);
// Each test runs axe in both modes: twice the single-run budget.
test.describe.configure({ timeout: 120_000 });

for (const { route, brings } of ROUTES) {
  const within = brings ? ` within what it brings (${brings.join(' ')})` : '';
  test(`${route} has no WCAG A/AA violations in light and dark mode${within}; it loads only from its own origin and breaks no CSP rule`, async ({
    docPage,
    page,
    baseURL,
  }) => {
    const seen = await watchSecurity(page);
    await docPage.goto(route);
    await expect(docPage.main).toBeVisible();
    await expectNoViolationsInBothModes(page, brings?.map(featureSelector).join(', '));
    // The security rules on the same load (security.spec.ts checks the island pages, scrolled to their islands).
    await page.waitForLoadState('networkidle');
    expect(seen.foreign(new URL(baseURL!).origin), `requests to other origins from ${route}`).toEqual([]);
    expect(seen.violations, `CSP violations on ${route}`).toEqual([]);
  });
}

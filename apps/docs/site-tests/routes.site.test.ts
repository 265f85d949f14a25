// Routes as the preview server answers them (moved from the browser suite): every route of
// product spec section 2 is a page (200, HTML, a main landmark and an h1), and any other path is
// the not-found page with status 404, its heading, a link home and the main navigation.
import { describe, expect, test } from 'vitest';
import { SPEC_ROUTES } from '../e2e/site-routes.ts';
import { attr, find, is, parseDocument, visibleText } from './html-query.ts';
import { landmark, servedSite } from './built-site.ts';

const site = servedSite();

describe('routes', () => {
  test.each([...SPEC_ROUTES, '/changelog'])('%s is a page', async (route) => {
    const response = await fetch(site.url(route));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const doc = parseDocument(await response.text());
    expect(find(doc, is('main', { id: 'main-content' }))).toBeDefined();
    expect(find(doc, is('h1'))).toBeDefined();
  });

  test.each(['/no-such-page', '/gettingstarted', '/GettingStarted', '/category/nothing', '/payments/overview/'])(
    '%s is the not-found page with status 404',
    async (path) => {
      const response = await fetch(site.url(path));
      expect(response.status).toBe(404);
      const doc = parseDocument(await response.text());
      const main = find(doc, is('main'));
      expect(main && visibleText(find(main, is('h1')) ?? main)).toBe('Page not found');
      const home = main && find(main, (e) => e.tagName === 'a' && visibleText(e) === 'Home page');
      expect(home && attr(home, 'href')).toBe('/');
      expect(landmark(doc, 'nav', 'Main')).toBeDefined();
    },
  );
});

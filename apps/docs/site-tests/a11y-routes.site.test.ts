// The choice of routes for axe (e2e/a11y-routes.ts), given pages and their features, want the
// routes: the fixed ones, then each route that adds something unchecked, until nothing is left.
import { describe, expect, test } from 'vitest';
import { a11yRoutes, type CoveringRoute, coveringRoutes, featureSelector, features, NOT_FOUND_ROUTE } from '../e2e/a11y-routes.ts';
import { cachedForBuild, SPEC_ROUTES } from '../e2e/site-routes.ts';
import { allPages } from './built-site.ts';

describe('coveringRoutes', () => {
  const pages = new Map([
    ['/', new Set(['<main>', '.hero'])],
    ['/a', new Set(['<main>', '.table', '.note'])],
    ['/b', new Set(['<main>', '.table'])],
    ['/c', new Set(['<main>', '.diagram'])],
  ]);
  const cases: { name: string; fixed: string[]; want: CoveringRoute[] }[] = [
    {
      name: 'fixed routes first (whole), then the largest gain with what it brings, never a route adding nothing',
      fixed: ['/'],
      want: [{ route: '/' }, { route: '/a', brings: ['.table', '.note'] }, { route: '/c', brings: ['.diagram'] }],
    },
    {
      name: 'a fixed route that does not exist is left out',
      fixed: ['/gone'],
      want: [
        { route: '/a', brings: ['<main>', '.table', '.note'] },
        { route: '/', brings: ['.hero'] },
        { route: '/c', brings: ['.diagram'] },
      ],
    },
  ];
  test.each(cases)('$name', ({ fixed, want }) => {
    expect(coveringRoutes(pages, fixed)).toEqual(want);
  });
});

test.each([
  { given: '<table>', want: 'body table' },
  { given: '.tok-a', want: '.tok-a' },
  { given: '.md:flex', want: '.md\\:flex' },
  { given: '[role=tabpanel]', want: '[role="tabpanel"]' },
  { given: 'island:try-it', want: '[data-island-host="try-it"]' },
])('featureSelector($given) is $want', ({ given, want }) => {
  expect(featureSelector(given)).toBe(want);
});

test('featureSelector names a feature it does not know', () => {
  expect(() => featureSelector('#id')).toThrow(/unknown feature "#id"/);
});

test('features: element names, classes, roles and islands of the body', () => {
  const html =
    '<html><head><title>t</title></head><body><div class="a b" role="region"><span data-island-host="calc"></span></div></body></html>';
  expect([...features(html)].sort()).toEqual(['.a', '.b', '<div>', '<span>', '[role=region]', 'island:calc']);
});

test('the routes for axe cover every feature of every route of the site', () => {
  const routes = cachedForBuild('a11y-routes', a11yRoutes);
  expect(routes).toContainEqual({ route: NOT_FOUND_ROUTE });
  const byRoute = new Map(allPages().map((page) => [page.route, features(page.doc)]));
  // A fixed route is checked whole; an added one only within what it brings.
  const covered = new Set(routes.flatMap(({ route, brings }) => brings ?? [...(byRoute.get(route) ?? [])]));
  const missing = SPEC_ROUTES.flatMap((route) =>
    [...(byRoute.get(route) ?? [])].filter((f) => !covered.has(f)).map((f) => `${route} ${f}`),
  );
  expect(missing).toEqual([]);
});

import { describe, expect, it } from 'vitest';
import type { Manifest } from '../client-manifest.ts';
import type { BuiltSite } from '../pipeline.ts';
import { islandUrls, PLACEHOLDER, REFERENCE_ISLAND, referencePrefetch, referenceUrls, staticClosure } from './reference-prefetch.ts';

// A small client build: the island host (loaded with the page's first island) imports React; the
// reference island imports React, Scalar's core and a small helper statically, Scalar's modal
// lazily, and links Scalar's stylesheet (a `?url` import, listed under `assets`).
const manifest: Manifest = {
  'node_modules/@astrojs/react/dist/client.js': { file: '_astro/client.C1.js', isEntry: true, imports: ['_react.R1.js'] },
  'src/components/runtime/IslandHost.tsx': {
    file: '_astro/IslandHost.H1.js',
    isEntry: true,
    imports: ['_react.R1.js', '_preload-helper.P1.js'],
    dynamicImports: [REFERENCE_ISLAND],
    css: ['_astro/IslandHost.H1.css'],
  },
  '_react.R1.js': { file: '_astro/react.R1.js', imports: ['_runtime.X1.js'] },
  '_runtime.X1.js': { file: '_astro/runtime.X1.js' },
  '_preload-helper.P1.js': { file: '_astro/preload-helper.P1.js' },
  [REFERENCE_ISLAND]: {
    file: '_astro/ApiReference.A1.js',
    isDynamicEntry: true,
    imports: ['_react.R1.js', '_helper.S1.js', '_scalar-core.B1.js'],
    dynamicImports: ['node_modules/@scalar/api-client/modal.js'],
    assets: ['_astro/style.S1.css', '_astro/logo.L1.svg'],
  },
  '_helper.S1.js': { file: '_astro/helper.S1.js', imports: ['_runtime.X1.js'] },
  '_scalar-core.B1.js': { file: '_astro/scalar-core.B1.js', imports: ['_vue.V1.js'], css: ['_astro/scalar-core.B1.css'] },
  '_vue.V1.js': { file: '_astro/vue.V1.js' },
  'node_modules/@scalar/api-client/modal.js': { file: '_astro/modal.M1.js', isDynamicEntry: true, imports: ['_scalar-core.B1.js'] },
};
const without = (key: string): Manifest => Object.fromEntries(Object.entries(manifest).filter(([k]) => k !== key));
const SIZES: Record<string, number> = { '_astro/helper.S1.js': 300, '_astro/scalar-core.B1.js': 90_000, '_astro/vue.V1.js': 20_000 };
const sizeOf = (file: string) => SIZES[file] ?? 1;

const island = (base: string) =>
  `<astro-island uid="1" component-url="${base}_astro/IslandHost.H1.js" component-export="IslandHost" renderer-url="${base}_astro/client.C1.js"></astro-island>`;

describe('referenceUrls', () => {
  it.each([
    ['/', ''],
    ['/docs/', '/docs'],
  ])('under base %s: renderers, the host with its imports, the island, its imports largest first, its stylesheets', (base, prefix) => {
    const want = [
      '/_astro/client.C1.js',
      '/_astro/IslandHost.H1.js',
      '/_astro/react.R1.js',
      '/_astro/preload-helper.P1.js',
      '/_astro/runtime.X1.js',
      '/_astro/ApiReference.A1.js',
      '/_astro/scalar-core.B1.js',
      '/_astro/vue.V1.js',
      '/_astro/helper.S1.js',
      '/_astro/style.S1.css',
      '/_astro/scalar-core.B1.css',
    ].map((url) => prefix + url);
    const urls = referenceUrls(manifest, islandUrls(island(base)), (file) => base + file, sizeOf);
    expect(urls).toEqual(want);
  });

  it.each([
    ["what the island imports with import() (Scalar's modal)", '/_astro/modal.M1.js'],
    ["the island host's stylesheet (the page links or inlines it)", '/_astro/IslandHost.H1.css'],
    ['assets that are not stylesheets', '/_astro/logo.L1.svg'],
  ])('leaves out %s', (_what, url) => {
    expect(referenceUrls(manifest, islandUrls(island('/')), (file) => `/${file}`, sizeOf)).not.toContain(url);
  });

  it.each([
    [
      'the reference island is not in the manifest',
      without(REFERENCE_ISLAND),
      island('/'),
      /no entry "src\/components\/islands\/ApiReference\.tsx"/,
    ],
    [
      'an island URL names no chunk',
      manifest,
      island('/').replace('IslandHost.H1.js', 'IslandHost.OLD.js'),
      /no chunk for the island URL \/_astro\/IslandHost\.OLD\.js/,
    ],
    [
      'a chunk imports a key the manifest lacks',
      without('_vue.V1.js'),
      island('/'),
      /no entry "_vue\.V1\.js" \(imported by _scalar-core\.B1\.js\)/,
    ],
  ])('fails when %s', (_case, given, html, want) => {
    expect(() => referenceUrls(given, islandUrls(html), (file) => `/${file}`, sizeOf)).toThrow(want);
  });
});

describe('staticClosure', () => {
  it('lists each chunk once, breadth first, and never follows import()', () => {
    expect(staticClosure(manifest, ['node_modules/@scalar/api-client/modal.js'])).toEqual([
      'node_modules/@scalar/api-client/modal.js',
      '_scalar-core.B1.js',
      '_vue.V1.js',
    ]);
  });
});

describe('islandUrls', () => {
  it.each([
    ['one island', island('/docs/'), { components: ['/docs/_astro/IslandHost.H1.js'], renderers: ['/docs/_astro/client.C1.js'] }],
    ['no island', '<p>no islands</p>', { components: [], renderers: [] }],
  ])('reads %s', (_case, html, want) => {
    expect(islandUrls(html)).toEqual(want);
  });
});

describe('the reference-prefetch step', () => {
  const site = (pages: Record<string, string>, given: Manifest | undefined): BuiltSite => ({
    pages: new Map(Object.entries(pages)),
    manifest: given,
    base: '/',
    assets: '/_astro/',
    sizeOf,
  });
  const apiSpec = `<section ${PLACEHOLDER}>${island('/')}</section>`;

  it('fills the placeholder and leaves other pages alone', () => {
    const result = referencePrefetch.run(site({ 'api-spec.html': apiSpec, 'index.html': '<p>Home</p>' }, manifest));
    expect([...(result.pages?.keys() ?? [])]).toEqual(['api-spec.html']);
    expect(result.pages?.get('api-spec.html')).toMatch(
      /^<section data-reference-prefetch="\/_astro\/client\.C1\.js [^"]+\/_astro\/scalar-core\.B1\.css"><astro-island/,
    );
  });

  it('fails on a page with the placeholder when the build wrote no manifest', () => {
    expect(() => referencePrefetch.run(site({ 'api-spec.html': apiSpec }, undefined))).toThrow(/api-spec\.html: .*no client manifest/);
  });
});

import { describe, expect, it } from 'vitest';
import { assetsPath } from '../html-files.ts';
import { islandRenderers, prefetchAttribute } from './index.ts';

describe('prefetchAttribute', () => {
  it('lists the files under the assets path, base path included', () => {
    expect(prefetchAttribute(['a.js', 'b.css'], assetsPath({ base: '/', build: { assets: '_astro' } }))).toBe(
      'data-reference-prefetch="/_astro/a.js /_astro/b.css"',
    );
    expect(prefetchAttribute(['a.js'], assetsPath({ base: '/docs/', build: { assets: '_astro' } }))).toBe(
      'data-reference-prefetch="/docs/_astro/a.js"',
    );
  });
});

describe('islandRenderers', () => {
  it('reads the renderer of each island under the base path', () => {
    const html =
      '<astro-island uid="1" component-url="/docs/_astro/IslandHost.x.js" renderer-url="/docs/_astro/client.y.js"></astro-island>';
    expect(islandRenderers(html, '/docs/_astro/')).toEqual(['client.y.js']);
    expect(islandRenderers(html, '/_astro/')).toEqual([]);
    expect(islandRenderers('<p>no islands</p>', '/_astro/')).toEqual([]);
  });
});

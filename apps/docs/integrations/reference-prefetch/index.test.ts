import { describe, expect, it } from 'vitest';
import { islandRenderers, prefetchAttribute } from './index.ts';

describe('prefetchAttribute', () => {
  it('lists /_astro/ URLs under the base path', () => {
    expect(prefetchAttribute(['a.js', 'b.css'], '/')).toBe('data-reference-prefetch="/_astro/a.js /_astro/b.css"');
    expect(prefetchAttribute(['a.js'], '/docs/')).toBe('data-reference-prefetch="/docs/_astro/a.js"');
  });
});

describe('islandRenderers', () => {
  it('reads the renderer of each island under the base path', () => {
    const html =
      '<astro-island uid="1" component-url="/docs/_astro/IslandHost.x.js" renderer-url="/docs/_astro/client.y.js"></astro-island>';
    expect(islandRenderers(html, '/docs')).toEqual(['client.y.js']);
    expect(islandRenderers('<p>no islands</p>', '/')).toEqual([]);
  });
});

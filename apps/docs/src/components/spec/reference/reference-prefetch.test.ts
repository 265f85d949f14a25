import { describe, expect, it } from 'vitest';
import { linkFor, mayPrefetch } from './reference-prefetch.ts';

describe('mayPrefetch', () => {
  it('prefetches on unknown and fast connections', () => {
    expect(mayPrefetch(undefined)).toBe(true);
    expect(mayPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(mayPrefetch({ effectiveType: '3g' })).toBe(true);
  });

  it('skips data-saver and 2G', () => {
    expect(mayPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(mayPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(mayPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });
});

describe('linkFor', () => {
  it('preloads modules and prefetches stylesheets', () => {
    expect(linkFor('/_astro/a.js')).toEqual({ rel: 'modulepreload', href: '/_astro/a.js' });
    expect(linkFor('/_astro/style.css')).toEqual({ rel: 'prefetch', href: '/_astro/style.css' });
  });
});

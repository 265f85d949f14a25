import { describe, expect, test } from 'vitest';
import { markedExcerpt, renderSiteHit } from './site-hit-markup.ts';

describe('markedExcerpt', () => {
  // given an excerpt and the ranges of its matched words; want the HTML
  test.each([
    ['Verify the signature.', [[0, 6]], '<mark>Verify</mark> the signature.'],
    [
      'Verify the signature.',
      [
        [0, 6],
        [11, 20],
      ],
      '<mark>Verify</mark> the <mark>signature</mark>.',
    ],
    ['a <b> & c', [[2, 5]], 'a <mark>&lt;b&gt;</mark> &amp; c'],
    ['No match.', [], 'No match.'],
  ] as [string, [number, number][], string][])('%j %j', (excerpt, marks, want) => {
    expect(markedExcerpt({ excerpt, marks })).toBe(want);
  });
});

describe('renderSiteHit', () => {
  const hit = { page: 'Webhooks', url: '/w#v', excerpt: 'x', marks: [] as [number, number][] };

  // given a hit; want the text of its link and whether the page's name follows it
  test.each([
    [
      { ...hit, kind: 'guide' as const, title: 'Verify the signature' },
      '>Verify the signature</a><span class="search-hit__in">Webhooks</span>',
    ],
    [
      { ...hit, kind: 'error' as const, title: 'insufficient_funds' },
      '<span class="search-hit__kind">Error code</span> <code>insufficient_funds</code></a>',
    ],
    [
      { ...hit, kind: 'operation' as const, title: 'createCheckout', method: 'post' },
      '<span class="spec-method spec-method--post">POST</span> <code>createCheckout</code></a>',
    ],
    [{ ...hit, kind: 'guide' as const, title: 'Webhooks' }, '>Webhooks</a>\n'],
  ])('%j', (given, want) => {
    expect(renderSiteHit(given)).toContain(want);
  });
});

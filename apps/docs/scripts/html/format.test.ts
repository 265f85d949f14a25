// The snapshot formatter: one element or text node per line (given HTML, want lines), and no loss:
// unformatting gives back parse5's serialization of the input, whitespace included.
import { serialize } from 'parse5';
import { describe, expect, test } from 'vitest';
import { formatHtml, unformatHtml } from './format.ts';
import { parseHtmlFragment } from './query.ts';

const cases: { name: string; html: string; want: string[] }[] = [
  {
    name: 'nested elements, one per line',
    html: '<div class="a"><p>One <code>two</code></p><p>Three</p></div>',
    want: [
      '<div class="a">',
      '  <p>',
      '    One␣',
      '    <code>',
      '      two',
      '    </code>',
      '  </p>',
      '  <p>',
      '    Three',
      '  </p>',
      '</div>',
    ],
  },
  {
    name: 'empty and void elements',
    html: '<span></span><br><img src="/a.png" alt="">',
    want: ['<span></span>', '<br>', '<img src="/a.png" alt="">'],
  },
  {
    name: 'spaces at the ends of text and newlines made visible',
    html: '<pre>  a\n  b </pre><b> </b>',
    want: ['<pre>', '  ␣␣a↵  b␣', '</pre>', '<b>', '  ␣', '</b>'],
  },
  {
    name: 'text and attributes escaped as parse5 serializes them',
    html: '<a href="/x?a=1&amp;b=&quot;2&quot;" title="a&nbsp;b">1 &lt; 2 &amp; 3</a>',
    want: ['<a href="/x?a=1&amp;b=&quot;2&quot;" title="a&nbsp;b">', '  1 &lt; 2 &amp; 3', '</a>'],
  },
  {
    name: 'script and noscript text kept raw, comments on their line',
    html: '<!-- note --><script>if (a < b) x("&");\n</script><noscript><p>No JS</p></noscript>',
    want: ['<!-- note -->', '<script>', '  if (a < b) x("&");↵', '</script>', '<noscript>', '  <p>No JS</p>', '</noscript>'],
  },
  {
    name: 'svg children and template content',
    html: '<svg viewBox="0 0 1 1"><circle r="1"></circle></svg><template><i>t</i></template>',
    want: ['<svg viewBox="0 0 1 1">', '  <circle r="1"></circle>', '</svg>', '<template>', '  <i>', '    t', '  </i>', '</template>'],
  },
];

describe('formatHtml', () => {
  test.each(cases)('$name', ({ html, want }) => {
    expect(formatHtml(html)).toBe(`${want.join('\n')}\n`);
  });

  test.each(cases)('$name: unformatting gives the HTML back', ({ html }) => {
    expect(unformatHtml(formatHtml(html))).toBe(serialize(parseHtmlFragment(html)));
  });

  test('a whitespace-only change of the HTML changes the formatted text', () => {
    expect(formatHtml('<p><code>a</code> <code>b</code></p>')).not.toBe(formatHtml('<p><code>a</code><code>b</code></p>'));
  });
});

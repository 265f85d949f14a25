// Spec descriptions render through the guides' Markdown processor: given/want cases of what descriptions hold
// (code spans, links, emphasis, lists, paragraphs) and of what they must never do (inject markup, link to scripts).
import { describe, expect, test } from 'vitest';
import { inlineMarkdown, markdownToHtml, warmUpHighlighter } from './markdown-html.ts';

describe('markdownToHtml', () => {
  test.each([
    { given: 'Use `POST /payments` now.', want: '<p>Use <code>POST /payments</code> now.</p>' },
    { given: 'a <script>alert(1)</script> & b', want: '<p>a alert(1) &#x26; b</p>' },
    {
      given: 'See [idempotency](/apiFundamentals/idempotency).',
      want: '<p>See <a href="/apiFundamentals/idempotency">idempotency</a>.</p>',
    },
    { given: '[bad](javascript:alert(1))', want: '<p>bad</p>' },
    { given: '**bold** and *it*', want: '<p><strong>bold</strong> and <em>it</em></p>' },
    { given: 'snake_case_name stays', want: '<p>snake_case_name stays</p>' },
    { given: 'one\ntwo\n\n- a\n- b', want: '<p>one\ntwo</p>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>' },
    { given: '1. x\n2. y', want: '<ol>\n<li>x</li>\n<li>y</li>\n</ol>' },
    { given: "The payer's card", want: '<p>The payer’s card</p>' },
    { given: '   ', want: '' },
    { given: undefined, want: '' },
  ])('$given', async ({ given, want }) => {
    expect(await markdownToHtml(given)).toBe(want);
  });

  test('a fenced code block keeps its language and is highlighted with the site themes', async () => {
    const html = await markdownToHtml('```json\n{"a": 1}\n```');
    expect(html).toMatch(
      /^<pre class="astro-code astro-code-themes github-light-default github-dark-default shiki-[0-9a-f]{8}"[^>]*data-language="json"/,
    );
    expect(html).toMatch(/<span class="shiki-[0-9a-f]{8}">/);
    expect(html).not.toContain(' style=');
  });
});

describe('inlineMarkdown', () => {
  test.each([
    { given: '`a*b*c`', want: '<code>a*b*c</code>' },
    { given: 'Fee in cents, **greater** than zero.', want: 'Fee in cents, <strong>greater</strong> than zero.' },
    { given: 'One.\n\nTwo.', want: '<p>One.</p>\n<p>Two.</p>' },
    { given: '- a\n- b', want: '<ul>\n<li>a</li>\n<li>b</li>\n</ul>' },
  ])('$given', async ({ given, want }) => {
    expect(await inlineMarkdown(given)).toBe(want);
  });
});

describe('warmUpHighlighter', () => {
  test('highlights its line of each language without a warning (a language the highlighter lacks would warn)', async () => {
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      await warmUpHighlighter();
    } finally {
      console.warn = warn;
    }
    expect(warnings).toEqual([]);
  });
});

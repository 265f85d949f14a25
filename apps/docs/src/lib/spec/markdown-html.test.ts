import { describe, expect, test } from 'vitest';
import { inlineMarkdown, markdownToHtml } from './markdown-html.ts';

describe('markdownToHtml', () => {
  test.each([
    ['Use `POST /payments` now.', '<p>Use <code>POST /payments</code> now.</p>'],
    ['a <script> & b', '<p>a &lt;script&gt; &amp; b</p>'],
    ['See [idempotency](/apiFundamentals/idempotency).', '<p>See <a href="/apiFundamentals/idempotency">idempotency</a>.</p>'],
    ['[bad](javascript:alert(1))', '<p>[bad](javascript:alert(1))</p>'],
    ['**bold** and *it*', '<p><strong>bold</strong> and <em>it</em></p>'],
    ['snake_case_name stays', '<p>snake_case_name stays</p>'],
    ['one\ntwo\n\n- a\n- b', '<p>one two</p><ul><li>a</li><li>b</li></ul>'],
    ['1. x\n2. y', '<ol><li>x</li><li>y</li></ol>'],
  ])('%j', (input, want) => {
    expect(markdownToHtml(input)).toBe(want);
  });

  test('code spans are not parsed for emphasis', () => {
    expect(inlineMarkdown('`a*b*c`')).toBe('<code>a*b*c</code>');
  });
});

// Code blocks as the build writes them (moved from the browser suite): bash, ruby and jsx fences
// are syntax-highlighted, each token coloured per theme by Shiki (`--shiki-light` and
// `--shiki-dark` in its style). That the page's CSS applies those colours in each mode is the
// browser suite's colour-mode test.
import { expect, test } from 'vitest';
import { attr, findAll, is } from '../scripts/html/query.ts';
import { allPages } from './built-site.ts';

test.each(['bash', 'ruby', 'jsx'])('highlights %s code blocks', (language) => {
  const blocks = allPages().flatMap((page) => findAll(page.doc, is('pre', { 'data-language': language })));
  expect(blocks.length, `no built page has a ${language} code block`).toBeGreaterThan(0);
  for (const theme of ['--shiki-light', '--shiki-dark']) {
    const colours = new Set(
      findAll(blocks[0]!, is('span', { style: true })).flatMap((span) => {
        const match = new RegExp(`${theme}:\\s*([^;]+)`).exec(attr(span, 'style') ?? '');
        return match ? [match[1]!.trim()] : [];
      }),
    );
    // Two different colours at least: the tokens are told apart.
    expect(colours.size, `${language} ${theme} colours`).toBeGreaterThan(1);
  }
});

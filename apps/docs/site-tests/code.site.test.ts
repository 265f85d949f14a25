// Code blocks as the build writes them (moved from the browser suite): bash, ruby and jsx fences
// are syntax-highlighted, each token coloured per theme by Shiki (`--shiki-light` and
// `--shiki-dark`), through classes whose rules are in the site stylesheet the page carries
// (src/config/code-themes.ts). That the page's CSS applies those colours in each
// mode is the browser suite's colour-mode test.
import { expect, test } from 'vitest';
import { attr, findAll, is } from './html-query.ts';
import { allPages } from './built-site.ts';

/** The declarations of each `.shiki-…` class in the page's inline stylesheets. */
function colourRules(html: string): Map<string, string> {
  const sheets = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  return new Map([...sheets.matchAll(/\.(shiki-[0-9a-f]{8})\{([^}]*)\}/g)].map((m) => [m[1]!, m[2]!]));
}

test.each(['bash', 'ruby', 'jsx'])('highlights %s code blocks', (language) => {
  const pages = allPages().filter((page) => findAll(page.doc, is('pre', { 'data-language': language })).length > 0);
  expect(pages.length, `no built page has a ${language} code block`).toBeGreaterThan(0);
  const page = pages[0]!;
  const block = findAll(page.doc, is('pre', { 'data-language': language }))[0]!;
  const rules = colourRules(page.html);
  expect(findAll(block, is('span', { style: true })), 'token colours left in style attributes').toEqual([]);
  for (const theme of ['--shiki-light', '--shiki-dark']) {
    const colours = new Set(
      findAll(block, is('span', { class: true })).flatMap((span) => {
        const rule = (attr(span, 'class') ?? '')
          .split(' ')
          .map((name) => rules.get(name) ?? '')
          .join(';');
        const match = new RegExp(`${theme}:\\s*([^;]+)`).exec(rule);
        return match ? [match[1]!.trim()] : [];
      }),
    );
    // Two different colours at least: the tokens are told apart.
    expect(colours.size, `${language} ${theme} colours`).toBeGreaterThan(1);
  }
});

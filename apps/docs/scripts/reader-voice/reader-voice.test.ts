import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { repeatedCaveatsInSite, repeatedCaveatsInText, sourceTalkInSite, sourceTalkInText } from './reader-voice.ts';

const fixtureSite = fileURLToPath(new URL('./fixtures/site', import.meta.url));
const dist = fileURLToPath(new URL('../../dist', import.meta.url));

describe('source talk in a site', () => {
  const cases: { given: [string, string]; want: number[] }[] = [
    { given: ['a.md', 'Not documented: the unit of `expires_in`.'], want: [] },
    { given: ['a.md', 'One.\nThe upstream docs.'], want: [2] },
    { given: ['a.html', '<script>\nupstream()\n</script><p>fine</p>'], want: [] },
    { given: ['a.txt', 'as the Product Spec says'], want: [1] },
  ];
  test.each(cases)('$given', ({ given, want }) => expect(sourceTalkInText(...given).map((h) => h.line)).toEqual(want));

  test('reports file:line in a broken fixture site, skipping scripts', () => {
    expect(sourceTalkInSite(fixtureSite).sort()).toEqual(['guide/page.md:3 "product\nspec"', 'index.html:5 "upstream"']);
  });
});

describe('the built site', () => {
  test('never mentions "product spec" or "upstream" (run `pnpm build` first)', () => {
    expect(existsSync(dist), `${dist} is missing: build the site before testing it`).toBe(true);
    expect(sourceTalkInSite(dist)).toEqual([]);
  });
});

describe('the inferred-status caveat, once per table', () => {
  const sentence = 'Not documented: the HTTP status of this code; the status shown is inferred from its kind.';
  const legend = 'Not documented: the HTTP status of each code marked †; the status shown is inferred from its kind.';
  const cases: { name: string; given: [string, string]; want: number[] }[] = [
    {
      name: 'a legend under one table',
      given: ['a.html', `<table><tr><td>422<span>†</span></td></tr></table>\n<p>${legend}</p>`],
      want: [],
    },
    {
      name: 'the sentence in every row',
      given: ['a.html', `<table>\n<tr><td>${sentence}</td></tr>\n<tr><td>${sentence}</td></tr>\n</table>`],
      want: [2, 3],
    },
    {
      name: 'two legends for one table',
      given: ['a.html', `<table><tr><td>1</td></tr></table>\n<p>${legend}</p>\n<p>${legend}</p>`],
      want: [2, 3],
    },
    {
      name: 'Markdown: a legend per table',
      given: ['a.md', `| a |\n| --- |\n| 422 † |\n\n${legend}\n\n| a |\n| --- |\n| 1 † |\n\n${legend}`],
      want: [],
    },
    { name: 'Markdown: the sentence in a row', given: ['a.md', `| a | b |\n| --- | --- |\n| 422 | ${sentence} |`], want: [3] },
  ];
  test.each(cases)('$name', ({ given, want }) => expect(repeatedCaveatsInText(...given).map((h) => h.line)).toEqual(want));

  test('no page of the built site repeats it per row (run `pnpm build` first)', () => {
    expect(existsSync(dist), `${dist} is missing: build the site before testing it`).toBe(true);
    expect(repeatedCaveatsInSite(dist)).toEqual([]);
  });
});

// Each caveat once per page, on every built page: a "Not documented: ..." or "Assumed: ..." sentence is
// said at most once in what a reader sees (an operation card, its table and the guide around it count
// together), and a legend that explains a mark ("each code marked †") only stands where a code carries
// the mark. The not-documented page is the register for the API team, one line per place, and is left
// out. Needs the site build; the counting is checked on given/want HTML first.
import { describe, expect, test } from 'vitest';
import { findAll, parseHtmlFragment, type ParentNode, textOf } from './html-query.ts';
import { NOT_DOCUMENTED_PATH } from '../src/lib/spec/anchors.ts';
import { splitNotes } from '@paydocs/spec-access/marks';
import { allPages } from './built-site.ts';

const LEAVES = ['td', 'th', 'li', 'p', 'dd', 'dt', 'summary', 'figcaption'];

/** Leaf blocks of text a reader sees: each on its own, so a sentence never runs into the next one. */
function blocksOf(root: ParentNode): string[] {
  return findAll(root, (e) => LEAVES.includes(e.tagName) && !findAll(e, (c) => c !== e && LEAVES.includes(c.tagName)).length)
    .filter((e) => !findAll(e, (c) => c.tagName === 'script' || c.tagName === 'template').length)
    .map((e) => textOf(e));
}

/** The caveat sentences said more than once on one page, as `note ×count`. */
function repeatedCaveats(root: ParentNode): string[] {
  const counts = new Map<string, number>();
  for (const block of blocksOf(root)) for (const note of splitNotes(block).notes) counts.set(note, (counts.get(note) ?? 0) + 1);
  return [...counts].filter(([, n]) => n > 1).map(([note, n]) => `${note} ×${n}`);
}

const MARK_LEGEND = /marked (\S)/;

/** Legends that explain a mark no text on the page carries. */
function unmarkedLegends(root: ParentNode): string[] {
  const blocks = blocksOf(root);
  return blocks.flatMap((block) => {
    const mark = MARK_LEGEND.exec(block)?.[1];
    return mark && !blocks.some((other) => other !== block && other.includes(mark)) ? [block] : [];
  });
}

describe('repeatedCaveats', () => {
  const range = 'Not documented: its range.';
  const cases: { name: string; given: string; want: string[] }[] = [
    {
      name: 'a note in a card and in the guide around it',
      given: `<p>Amount. ${range}</p><article><dl><dd>Paid. ${range}</dd></dl></article>`,
      want: [`${range} ×2`],
    },
    { name: 'two different notes', given: `<p>A. ${range}</p><p>B. Not documented: its format.</p>`, want: [] },
    {
      name: 'a note with its assumption, twice',
      given: `<li>A. ${range} Assumed: never negative.</li><li>B. ${range} Assumed: never negative.</li>`,
      want: [`${range} Assumed: never negative. ×2`],
    },
    { name: 'a note once', given: `<p>A. ${range}</p>`, want: [] },
  ];
  test.each(cases)('$name', ({ given, want }) => expect(repeatedCaveats(parseHtmlFragment(given))).toEqual(want));
});

describe('unmarkedLegends', () => {
  const legend = 'Not documented: the HTTP status of each code marked †; the status shown is inferred from its kind.';
  const cases: { name: string; given: string; want: string[] }[] = [
    { name: 'a legend with no marked code', given: `<table><tr><td>400</td></tr></table><p>${legend}</p>`, want: [legend] },
    { name: 'a legend under a marked code', given: `<table><tr><td>400 †</td></tr></table><p>${legend}</p>`, want: [] },
  ];
  test.each(cases)('$name', ({ given, want }) => expect(unmarkedLegends(parseHtmlFragment(given))).toEqual(want));
});

describe('built pages', () => {
  const pages = allPages().filter((page) => page.route !== NOT_DOCUMENTED_PATH);
  test('some pages carry caveats, so the check has something to count', () => {
    expect(pages.filter((page) => /Not documented:/.test(page.html)).length).toBeGreaterThan(20);
  });
  test('no page says a caveat sentence twice', () => {
    expect(pages.flatMap((page) => repeatedCaveats(page.doc).map((r) => `${page.route}: ${r}`))).toEqual([]);
  });
  test('no page explains a mark it does not carry', () => {
    expect(pages.flatMap((page) => unmarkedLegends(page.doc).map((r) => `${page.route}: ${r}`))).toEqual([]);
  });
});

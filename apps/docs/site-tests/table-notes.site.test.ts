// One caveat per table, on every built page: a "Not documented: ..." or "Assumed: ..." note of a
// field or value table is said at most once per table, counting the table and what belongs to it
// (its legend of notes and its gap note, the `.spec-block` around it; a <table> outside any block on
// its own).
// The counting is checked on given/want HTML first, so the test over dist/ cannot pass by finding
// nothing. Needs the site build.
import { describe, expect, test } from 'vitest';
import { closest, type Element, findAll, hasClass, is, parseHtmlFragment, type ParentNode, textOf } from './html-query.ts';
import { splitNotes } from '@paydocs/spec-access/marks';
import { allPages } from './built-site.ts';

/** The notes said more than once within one table (with its legend), as `note ×count`. */
function repeatedNotes(root: ParentNode): string[] {
  // A spec block (table, legend, gap note) counts when it holds a table; an operation card's rules list is not one.
  const blocks = findAll(root, hasClass('spec-block')).filter((block) => findAll(block, is('table')).length > 0);
  const bare = findAll(root, is('table')).filter((table) => !closest(table, hasClass('spec-block')));
  return [...blocks, ...bare].flatMap((block: Element) => {
    const counts = new Map<string, number>();
    // Each cell, legend line and paragraph on its own, so a sentence never runs into the next cell.
    const parts = findAll(
      block,
      (e) => ['td', 'th', 'li', 'p'].includes(e.tagName) && !findAll(e, (c) => c !== e && ['td', 'p', 'li'].includes(c.tagName)).length,
    );
    for (const part of parts) {
      for (const note of splitNotes(textOf(part)).notes) counts.set(note, (counts.get(note) ?? 0) + 1);
    }
    return [...counts].filter(([, n]) => n > 1).map(([note, n]) => `${note} ×${n}`);
  });
}

describe('repeatedNotes', () => {
  const format = 'Not documented: its format. Assumed: an RFC 3339 date-time.';
  const cases: { name: string; given: string; want: string[] }[] = [
    {
      name: 'the note in two cells of one table',
      given: `<table><tr><td>Ran. ${format}</td></tr><tr><td>Made. ${format}</td></tr></table>`,
      want: [`${format} ×2`],
    },
    {
      name: 'the same note in two tables',
      given: `<table><tr><td>${format}</td></tr></table><table><tr><td>${format}</td></tr></table>`,
      want: [],
    },
    {
      name: 'marks in the cells and one legend',
      given: `<div class="spec-block"><table><tr><td>Ran.<a><sup>1</sup></a></td></tr><tr><td>Made.<a><sup>1</sup></a></td></tr></table><ol class="spec-notes"><li>run_at, created_at: ${format}</li></ol></div>`,
      want: [],
    },
    {
      name: 'a block without a table (an operation card with rules)',
      given: `<article class="spec-block"><ul><li>A. Assumed: as named.</li><li>B. Assumed: as named.</li></ul></article>`,
      want: [],
    },
    {
      name: 'a legend that repeats a note in a cell',
      given: `<div class="spec-block"><table><tr><td>Ran. Not documented: its range.</td></tr></table><ol><li>Not documented: its range.</li></ol></div>`,
      want: ['Not documented: its range. ×2'],
    },
  ];
  test.each(cases)('$name', ({ given, want }) => expect(repeatedNotes(parseHtmlFragment(given))).toEqual(want));
});

test('no built page repeats a field note within one table', () => {
  const pages = allPages();
  const tables = pages.reduce((n, page) => n + findAll(page.doc, is('table')).length, 0);
  expect(tables, 'the build has no tables to check').toBeGreaterThan(100);
  const found = pages.flatMap((page) => repeatedNotes(page.doc).map((r) => `${page.route}: ${r}`));
  expect(found).toEqual([]);
});

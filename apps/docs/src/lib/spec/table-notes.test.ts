// Field notes said once per table: the notes leave the cells, the cells keep their numbers, and the
// legend lists each distinct note once with the rows it applies to.
import { describe, expect, test } from 'vitest';
import { tableNotes, withNoteMarks } from './table-notes.ts';

describe('tableNotes', () => {
  test('numbers each distinct note once, in the order of first use, with the rows it applies to', () => {
    const notes = tableNotes();
    const format = ' Not documented: its format. Assumed: an RFC 3339 date-time.';
    const cells = [
      notes.cell('id', 'Unique identifier.'),
      notes.cell('scheduled_at', `When it is scheduled.${format}`),
      notes.cell('amount', 'Amount. Not documented: its range.'),
      notes.cell('run_at', `When it ran.${format}`),
      notes.cell('parameters', 'The parameters.', 'the exact shape of parameters.'),
    ];
    expect(cells).toEqual([
      { text: 'Unique identifier.', marks: [] },
      { text: 'When it is scheduled.', marks: [1] },
      { text: 'Amount.', marks: [2] },
      { text: 'When it ran.', marks: [1] },
      { text: 'The parameters.', marks: [3] },
    ]);
    expect(notes.legend()).toEqual([
      { mark: 1, text: format.trim(), rows: ['scheduled_at', 'run_at'] },
      { mark: 2, text: 'Not documented: its range.', rows: ['amount'] },
      { mark: 3, text: 'Not documented: the exact shape of parameters.', rows: ['parameters'] },
    ]);
  });

  test('a table without notes has an empty legend', () => {
    const notes = tableNotes();
    notes.cell('id', 'Unique identifier.');
    expect(notes.legend()).toEqual([]);
  });
});

describe('withNoteMarks', () => {
  test.each([
    {
      given: ['<p>When it ran.</p>', [1]] as const,
      want: '<p>When it ran.<a class="spec-note-mark" href="#fields-of-report-note-1" aria-label="Note 1 under the table"><sup>1</sup></a></p>',
    },
    {
      given: ['', [2, 3]] as const,
      want: expect.stringMatching(/^<a [^>]*href="#fields-of-report-note-2"[^>]*><sup>2<\/sup><\/a><a [^>]*note-3/),
    },
    { given: ['<p>No notes.</p>', []] as const, want: '<p>No notes.</p>' },
  ])('$given.0 $given.1', ({ given, want }) => {
    expect(withNoteMarks(given[0], 'Fields of Report', [...given[1]])).toEqual(want);
  });
});

// One caveat per table: the "Not documented: ..." and "Assumed: ..." sentences of a table's cells
// (field and enum value descriptions, a field's x-not-shown) are taken out of the cells, each
// distinct note gets a number, the cell shows that number, and the table's legend says each note
// once with the fields it applies to. The same idea as the † of inferred error statuses
// (error-catalogue.ts): a field table with five date-times reads "Assumed: an RFC 3339 date-time"
// once, not five times, and every gap is still on the page.

import { oneLine, splitNotes } from '@paydocs/spec-access/marks';
import { slugify } from './anchors.ts';

/** One note of a table: its number, its text, and the rows (field paths or enum values) it applies to. */
export interface TableNote {
  mark: number;
  text: string;
  rows: string[];
}

/** A cell's description with its notes taken out, and the numbers of those notes. */
export interface CellText {
  text: string;
  marks: number[];
}

/** Collects the notes of one table, row by row, in the order the rows are shown. */
export function tableNotes() {
  const notes = new Map<string, TableNote>();
  return {
    /** Takes the notes out of a row's description (and its x-not-shown, read as "Not documented: ..."). */
    cell(row: string, description: string | undefined, notShown?: string): CellText {
      const { text, notes: found } = splitNotes(description ?? '');
      if (notShown?.trim()) found.push(`Not documented: ${oneLine(notShown)}`);
      const marks: number[] = [];
      for (const note of found) {
        const entry = notes.get(note) ?? { mark: notes.size + 1, text: note, rows: [] };
        notes.set(note, entry);
        if (!entry.rows.includes(row)) entry.rows.push(row);
        if (!marks.includes(entry.mark)) marks.push(entry.mark);
      }
      return { text, marks };
    },
    /** The legend: every note once, in the order of first use. */
    legend: (): TableNote[] => [...notes.values()],
  };
}

/** The id of a note's line in the legend, from the table's accessible name: `fields-of-report-note-1`. */
export const noteId = (table: string, mark: number): string => `${slugify(table)}-note-${mark}`;

/**
 * A cell's HTML with its note numbers at the end of its last paragraph, each a link to its line in
 * the legend, labelled for screen readers (which do not read the legend while they read a cell).
 */
export function withNoteMarks(html: string, table: string, marks: number[]): string {
  if (!marks.length) return html;
  const links = marks
    .map(
      (mark) => `<a class="spec-note-mark" href="#${noteId(table, mark)}" aria-label="Note ${mark} under the table"><sup>${mark}</sup></a>`,
    )
    .join('');
  return html.endsWith('</p>') ? `${html.slice(0, -'</p>'.length)}${links}</p>` : `${html}${links}`;
}

// Markdown building blocks of the /<page>.md versions. GitHub-flavoured Markdown tables: cells are
// single-line, and `|` inside a cell is escaped.
// @see https://github.github.com/gfm/#tables-extension-

export function mdCell(text: string | undefined): string {
  return (text ?? '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

export function mdTable(headers: string[], rows: (string | undefined)[][]): string {
  const line = (cells: (string | undefined)[]) => `| ${cells.map(mdCell).join(' | ')} |`;
  return [line(headers), `| ${headers.map(() => '---').join(' | ')} |`, ...rows.map(line)].join('\n');
}

export function mdCode(text: string): string {
  const fence = text.includes('`') ? '``' : '`';
  return `${fence}${text}${fence}`;
}

/** The Markdown of a spec object's `x-not-shown` (what <GapNote> shows in HTML), after a blank line. */
export function mdNotShown(text: string | undefined): string {
  return text ? `\n\n> **Not documented:** ${text}` : '';
}

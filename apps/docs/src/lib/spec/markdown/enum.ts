// The Markdown rendering of an enum view (lib/spec/model/enum.ts): what <EnumTable> shows, values
// with their meaning, then the open question if the spec marks one.
import type { EnumView } from '../model/enum.ts';
import { mdCode, mdNotShown, mdTable } from './md-table.ts';

export function enumMarkdown(e: EnumView): string {
  const table = mdTable(
    ['Value', 'Meaning'],
    e.values.map((v) => [mdCode(v.value), v.description]),
  );
  return `**\`${e.name}\` values**\n\n${table}${mdNotShown(e.notShown)}`;
}

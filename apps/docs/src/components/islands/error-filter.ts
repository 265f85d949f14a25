// Pure filtering for the error catalogue island: kept out of the component so it is unit-tested
// and so the island ships only this and the table.
import { unescapeHtml } from '../../lib/html/escape-html.ts';

export interface CatalogueRow {
  code: string;
  status: number;
  retry: 'no' | 'yes' | 'after-24-hours';
  group: string;
  /** Description rendered to HTML on the server (escaped Markdown). */
  descriptionHtml: string;
  /** The status is inferred, not documented for this code: marked in its cell. */
  inferred?: boolean;
}

export interface CatalogueFilter {
  /** Free text; every whitespace-separated term must match the code, description, group or status. */
  text: string;
  /** Group key, or '' for all. */
  group: string;
  /** HTTP status as text, or '' for all. */
  status: string;
  /** 'retryable' (yes or after a wait), 'no', or '' for all. */
  retry: '' | 'retryable' | 'no';
}

export const EMPTY_FILTER: CatalogueFilter = { text: '', group: '', status: '', retry: '' };

export function stripTags(html: string): string {
  return unescapeHtml(html.replace(/<[^>]*>/g, ''));
}

export function filterCatalogue(
  rows: readonly CatalogueRow[],
  filter: CatalogueFilter,
  groupLabels: Record<string, string> = {},
): CatalogueRow[] {
  const terms = filter.text.toLowerCase().split(/\s+/).filter(Boolean);
  return rows.filter((row) => {
    if (filter.group && row.group !== filter.group) return false;
    if (filter.status && String(row.status) !== filter.status) return false;
    if (filter.retry === 'retryable' && row.retry === 'no') return false;
    if (filter.retry === 'no' && row.retry !== 'no') return false;
    if (!terms.length) return true;
    const haystack = [row.code, stripTags(row.descriptionHtml), row.group, groupLabels[row.group] ?? '', String(row.status)]
      .join(' ')
      .toLowerCase();
    return terms.every((t) => haystack.includes(t));
  });
}

/** Distinct values in first-seen order (groups) or ascending (statuses). */
export function filterOptions(rows: readonly CatalogueRow[]): { groups: string[]; statuses: string[] } {
  const groups = [...new Set(rows.map((r) => r.group))];
  const statuses = [...new Set(rows.map((r) => r.status))].sort((a, b) => a - b).map(String);
  return { groups, statuses };
}

export function countText(shown: number, total: number): string {
  return shown === total ? `Showing all ${total} error codes.` : `Showing ${shown} of ${total} error codes.`;
}

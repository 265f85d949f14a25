// Small helpers the benchmarks share: medians, byte and time formatting, and a plain-text table
// (console.table quotes strings and adds an index column, which makes before/after diffs noisy).

/** Median of the values (the upper one of an even count); NaN for none. */
export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export const kib = (bytes: number): string => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KiB` : 'n/a');
export const gib = (bytes: number): string => (Number.isFinite(bytes) ? `${(bytes / 1024 ** 3).toFixed(2)} GiB` : 'n/a');
export const ms = (value: number): string => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');
export const seconds = (value: number): string => (Number.isFinite(value) ? `${value.toFixed(1)} s` : 'n/a');

/** Left-aligned columns separated by two spaces; the first row is the header. */
export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows
    .map((r) =>
      r
        .map((c, i) => c.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

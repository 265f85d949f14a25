// The sizes the server holds to (the README's "Tools"): every answer under MAX_ANSWER_CHARS, paged or refused
// saying how to ask for less; every text input length-limited by its input schema, so no call holds up another (a
// 100 KB search query took 58 s) and long input is never echoed back.

/** The most characters of one answer (compact JSON text): about 15,000 to 20,000 tokens. */
export const MAX_ANSWER_CHARS = 60_000;
/** The most characters of a search query, an anchor or a name. */
export const MAX_QUERY_CHARS = 500;
/** The most characters of a path or URL. */
export const MAX_PATH_CHARS = 2_000;

export class ToolInputError extends Error {
  override name = 'ToolInputError';
}

/** `record[key]` for the record's own keys only: `__proto__`, `constructor` or `toString` never reach Object's. */
export function own<T>(record: Record<string, T> | undefined, key: string): T | undefined {
  return record && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** The first names of a list and how many there are, for "expected one of ..." messages. */
export const known = (names: string[], max = 12) =>
  `${names.slice(0, max).join(', ')}${names.length > max ? `, ... (${names.length} in all)` : ''}`;

/** A value shown in a message, cut so long input is never echoed back. */
export const shown = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max)}... (${text.length} characters)` : text);

function checkOffset(offset: number, length: number): void {
  if (!Number.isInteger(offset) || offset < 0 || (offset > 0 && offset >= length))
    throw new ToolInputError(`offset: ${offset}; expected a whole number from 0 to ${Math.max(length - 1, 0)}`);
}

/** Room left for the rest of an answer beside a paged list or text. */
const ROOM = MAX_ANSWER_CHARS - 4_000;

/**
 * One page of `items` from `offset` that fits the answer limit, and the offset of the next page when there is one
 * (a list answer says `next_offset`: call again with `offset` set to it).
 */
export function fitList<T>(items: T[], offset = 0): { items: T[]; total: number; next_offset?: number } {
  checkOffset(offset, items.length);
  let size = 0;
  let end = offset;
  while (end < items.length && (end === offset || size + JSON.stringify(items[end]).length < ROOM))
    size += JSON.stringify(items[end++]).length + 1;
  return { items: items.slice(offset, end), total: items.length, ...(end < items.length ? { next_offset: end } : {}) };
}

/** One page of a text from `offset`, cut at a line end, with the offset of the rest (`next_offset`). */
export function fitText(text: string, offset = 0): { text: string; next_offset?: number } {
  checkOffset(offset, text.length);
  // Measured as JSON (quotes and line ends are escaped), shortened until it fits.
  let end = text.length;
  while (JSON.stringify(text.slice(offset, end)).length > ROOM) {
    const target = offset + Math.floor((end - offset) * 0.9);
    const cut = text.lastIndexOf('\n', target);
    end = cut > offset ? cut + 1 : target;
  }
  return { text: text.slice(offset, end), ...(end < text.length ? { next_offset: end } : {}) };
}

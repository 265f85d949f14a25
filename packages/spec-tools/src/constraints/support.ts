// Whether a quoted sentence of the API documentation states a value, not just mentions its field.
// The trace (./trace.ts) cites a sentence for each constraint; this is the comparison that makes
// the citation a proof: a `maxLength: 22` needs a sentence with "22", a `format: uri` one that
// says URL, an enum or a required list one that names every value. Claims of operation
// descriptions and `x-rules` (./claims.ts) are held to the numbers and names they quote.

/** Number words the documentation writes instead of digits ("four digits", "greater than zero"). */
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `name` as a whole token: not inside a longer word or number (`_` and `.` separate, as in `acct_last_four`). */
export function hasToken(sentence: string, name: string): boolean {
  return new RegExp(`(?<![A-Za-z0-9])${escapeRegExp(name)}(?![A-Za-z0-9])`).test(sentence);
}

/**
 * A number written as digits (`22`, `100000000`, `100,000,000`, or glued to a name as in `last4`)
 * or, up to twelve, as a word.
 */
export function hasNumber(sentence: string, n: number): boolean {
  const digits = String(n);
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const asDigits = (d: string) => new RegExp(`(?<![0-9.,])${escapeRegExp(d)}(?![0-9]|[.,][0-9])`).test(sentence);
  if (asDigits(digits) || asDigits(grouped)) return true;
  const word = Number.isInteger(n) && n >= 0 ? NUMBER_WORDS[n] : undefined;
  return word !== undefined && new RegExp(`(?<![A-Za-z])${word}(?![A-Za-z])`, 'i').test(sentence);
}

/** A value of an enum or a name of a required list: a dotted name counts when each part is there. */
function hasName(sentence: string, value: string): boolean {
  if (hasToken(sentence, value)) return true;
  return value.includes('.') && value.split('.').every((part) => part !== '' && hasToken(sentence, part));
}

/** What a sentence must say for each `format`; a format not listed needs its own name. */
const FORMAT_WORDS: Record<string, RegExp> = {
  uri: /\b(?:URL|URI|link)s?\b/i,
  'uri-reference': /\b(?:URL|URI|link)s?\b/i,
  url: /\b(?:URL|URI|link)s?\b/i,
  'date-time': /\b(?:date-time|timestamps?|RFC 3339|date and time)\b/i,
  date: /\bdates?\b/i,
  email: /\be-?mail\b/i,
  ipv4: /\b(?:IP|IPv4)\b/,
  ipv6: /\b(?:IP|IPv6)\b/,
};

/**
 * The literal runs and the repetition counts of a regular expression, the parts a sentence can
 * state: `^py_` gives `py_`; `^[A-Za-z0-9_-]{5,22}$` gives the counts 5 and 22.
 */
export function patternParts(pattern: string): { literals: string[]; counts: number[] } {
  const counts = [...pattern.matchAll(/\{(\d+)(?:,(\d*))?\}/g)].flatMap((m) => [m[1], m[2]].filter((d) => d).map(Number));
  const literals = pattern
    .replace(/\\./g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .split(/[\^$()|?*+.\s]+/)
    .filter((s) => s.length > 0);
  return { literals, counts };
}

/**
 * What the sentence fails to state of a constraint, as a phrase ("22", "a URL", "`live`"), or
 * `undefined` when it states it. `required` lists and enums need every name; `null` needs none.
 */
export function missingFromSentence(keyword: string, value: unknown, sentence: string): string | undefined {
  const flat = sentence.replace(/\s+/g, ' ');
  switch (keyword) {
    case 'enum':
    case 'required': {
      const names = (Array.isArray(value) ? value : [value]).filter((v) => v !== null).map(String);
      const missing = names.filter((name) => !hasName(flat, name));
      return missing.length ? missing.map((m) => `\`${m}\``).join(', ') : undefined;
    }
    case 'format': {
      const format = String(value);
      const words = FORMAT_WORDS[format] ?? new RegExp(`\\b${escapeRegExp(format)}\\b`, 'i');
      return words.test(flat) ? undefined : `a word for the format ${format} (${words.source})`;
    }
    case 'pattern': {
      const { literals, counts } = patternParts(String(value));
      if (literals.some((l) => hasToken(flat, l)) || counts.some((n) => hasNumber(flat, n))) return undefined;
      const wanted = [...literals.map((l) => `"${l}"`), ...counts.map(String)];
      return wanted.length ? `one of ${wanted.join(', ')}` : 'a part of the pattern';
    }
    case 'uniqueItems':
      return value !== true || /\b(?:unique|distinct|once)\b/i.test(flat) ? undefined : 'that the items are unique';
    case 'default':
      if (typeof value === 'number') return hasNumber(flat, value) ? undefined : String(value);
      if (typeof value === 'string' || typeof value === 'boolean')
        return hasToken(flat, String(value)) && /\bdefault/i.test(flat) ? undefined : `"default" and ${String(value)}`;
      return /\bdefault/i.test(flat) ? undefined : '"default"';
    default:
      // Bounds and lengths: the number itself.
      return typeof value === 'number' && !hasNumber(flat, value) ? String(value) : undefined;
  }
}

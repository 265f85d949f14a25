// How text becomes search terms, the same for the index and for a query (site-search.ts): words split on anything
// but letters, digits and `_`, with an API key kept whole and its parts added (`insufficient_funds` is found by
// `insufficient funds` too, `createCheckout` by `create checkout`); lower case; stop words and question words dropped
// ("how do I", "what does ... mean"), so they never rank a page that merely repeats them; a light suffix stemmer, so
// `refunds`, `refunded` and `refunding` meet `refund`.

/** Function words and the words of a question; they carry no subject. */
const STOP_WORDS = new Set(
  (
    'a an and any are as at be been by can could do does did doing for from get got has have how i if in into is it its ' +
    'me mean means meaning my of on or our should so than that the their them then there these they this those to ' +
    'us was we were what when where which while who whom why will with would you your not no yes need want use using ' +
    'happens happen'
  ).split(' '),
);

/**
 * `refunds` `refunded` `refunding` -> `refund`; `declines` `declined` -> `declin`; `retries` `retried` -> `retry`.
 * Short words stay as they are.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /[^a-z]/.test(word)) return word;
  let w = word;
  if (/ie[sd]$/.test(w) && w.length > 5) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** A word of a text: letters, digits and `_`, dotted or dashed parts kept together (`payment.created`). */
export const WORD = /[\p{L}\p{N}_]+(?:[.-][\p{L}\p{N}_]+)*/gu;
/** A word with parts: snake_case, dotted or dashed, camelCase (an API key's shape). */
export const COMPOUND = /[_.-]|[a-z][A-Z]/;

/** Raw words of a text: API keys whole (`insufficient_funds`, `payment.created`, `createCheckout`), plus their parts. */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.match(WORD) ?? []) {
    out.push(raw);
    if (!COMPOUND.test(raw)) continue;
    const parts = raw
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .split(/[._\-\s]+/)
      .filter(Boolean);
    if (parts.length > 1) out.push(...parts);
  }
  return out;
}

/** One word as indexed and queried: lower case, stemmed; null for a stop word. Cached: the same words recur. */
const cache = new Map<string, string | null>();

export function term(word: string): string | null {
  if (!cache.has(word)) {
    const lower = word.toLowerCase();
    cache.set(word, STOP_WORDS.has(lower) ? null : stem(lower));
  }
  return cache.get(word) as string | null;
}

/** The terms of a text, in order (stop words dropped). */
export function terms(text: string): string[] {
  return words(text).flatMap((w) => term(w) ?? []);
}

// How an open question reads in the spec, and how to take it apart. The spec states gaps about the
// API in one voice: `x-not-shown` names what is not documented (the site prints it after a
// "Not documented:" label), a description says "Not documented: ..." inline, and either may add
// "Assumed: ..." for the value the spec uses meanwhile. These helpers split that text so the gap
// report can show the question and the assumption apart, the site's tables can move the notes to a
// legend (splitNotes), and a lint or test can reject wording about our sources instead of the API.

/** A gap's text split into the open question and, when the spec fills it in meanwhile, the assumption. */
export interface GapText {
  question: string;
  assumed: string | undefined;
}

const ASSUMED = /(?:^|\s)Assumed:\s*/;
// A "Not documented:" sentence with the "Assumed:" sentence that may follow it; a sentence ends at a
// full stop followed by a space or the end of the text.
const NOT_DOCUMENTED = String.raw`Not documented:\s*(.+?\.)(?=\s|$)(?:\s+Assumed:\s*(.+?\.)(?=\s|$))?`;
// Such a pair, or an "Assumed:" sentence alone: one note of a description.
const NOTE = new RegExp(String.raw`${NOT_DOCUMENTED}|Assumed:\s*.+?\.(?=\s|$)`, 'gs');

/** Collapses YAML line folding (newlines and indentation) into single spaces. */
export const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Splits `x-not-shown` text at its "Assumed:" sentence, if any. */
export function splitNotShown(text: string): GapText {
  const flat = oneLine(text);
  const at = flat.search(ASSUMED);
  if (at < 0) return { question: flat, assumed: undefined };
  const question = flat.slice(0, at).trim();
  // Several "Assumed:" sentences read as one list of assumptions.
  const parts = flat
    .slice(at)
    .split(/(?:^|\s)Assumed:\s*/)
    .map((s) => s.trim())
    .filter(Boolean);
  const assumed = parts.length > 1 ? `${parts.map((s) => s.replace(/\.$/, '')).join('; ')}.` : parts[0];
  return { question, assumed };
}

/**
 * The "Not documented: ..." statements inside a description, each up to the end of its
 * sentence, with the "Assumed: ..." sentence that follows it, if any. Empty when there is none.
 */
export function notDocumentedIn(text: string): GapText[] {
  const flat = oneLine(text);
  const found: GapText[] = [];
  for (const m of flat.matchAll(new RegExp(NOT_DOCUMENTED, 'g'))) found.push({ question: m[1]!.trim(), assumed: m[2]?.trim() });
  return found;
}

/**
 * The "Assumed: ..." sentences of a description that do not follow a "Not documented:" one (those are
 * paired by notDocumentedIn): each with the sentence it qualifies, the statement the spec could not
 * source (`A non-integer amount is rejected with ... Assumed: the error code, read from its name.`).
 */
export function standaloneAssumptionsIn(text: string): { claim: string; assumed: string }[] {
  const sentences = oneLine(text).split(/(?<=\.)\s+(?=[A-Z`(])/);
  const found: { claim: string; assumed: string }[] = [];
  sentences.forEach((sentence, i) => {
    const m = /^Assumed:\s*(.+)$/.exec(sentence);
    const before = sentences[i - 1];
    if (!m || before === undefined || /^(?:Not documented|Assumed):/.test(before)) return;
    found.push({ claim: before, assumed: m[1]! });
  });
  return found;
}

/** Splits a description into the text without its notes and the notes, each on one line. */
export function splitNotes(description: string): { text: string; notes: string[] } {
  const notes: string[] = [];
  const text = description
    .replace(NOTE, (note) => {
      notes.push(oneLine(note));
      return '';
    })
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
  return { text, notes };
}

/** Wording that talks about our sources rather than the API (a line break may split it); never allowed in reader-facing text. */
export const SOURCE_TALK = /\b(?:product\s+spec(?:ification)?|upstream)\b/i;

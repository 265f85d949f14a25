// Each caveat once per page. A page can show the same schema or rule many times (43 webhook payloads,
// three operation cards that share a rule), and each would repeat its "Not documented: ..." and
// "Assumed: ..." sentences. The page's render keeps the notes it has shown in `Astro.locals`; a later
// description keeps its own text and only the notes the page has not shown yet.
import { splitNotes } from '@paydocs/spec-access/marks';

/** A description with the notes already shown on this page taken out; the others are recorded as shown. */
export function onceOnPage(astro: { locals: App.Locals }, description: string | undefined): string | undefined {
  if (!description) return description;
  const { text, notes } = splitNotes(description);
  astro.locals.shownNotes ??= new Set();
  const shown = astro.locals.shownNotes;
  const fresh = notes.filter((note) => !shown.has(note));
  for (const note of fresh) shown.add(note);
  if (fresh.length === notes.length) return description;
  return [text, ...fresh].filter(Boolean).join(' ') || undefined;
}

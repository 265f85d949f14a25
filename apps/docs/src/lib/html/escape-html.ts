// The one HTML escaper of the site, for text put into markup built as strings (spec fragments
// rendered with set:html, search hits built in the browser). Escapes the five characters that can
// end a text node or an attribute value; unescapeHtml reads them back (the error catalogue's filter,
// the link checker's ids and hrefs).

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const UNESCAPES = Object.fromEntries(Object.entries(ESCAPES).map(([c, entity]) => [entity, c]));

/** The five entities escapeHtml writes, back to their characters, in one pass (`&amp;lt;` is `&lt;`). */
export function unescapeHtml(html: string): string {
  return html.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => UNESCAPES[entity]!);
}

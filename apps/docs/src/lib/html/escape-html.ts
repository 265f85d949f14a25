// The one HTML escaper of the site, for text put into markup built as strings (spec fragments
// rendered with set:html, search hits built in the browser). Escapes the five characters that can
// end a text node or an attribute value.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

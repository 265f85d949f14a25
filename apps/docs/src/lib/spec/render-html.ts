// Small HTML fragments shared by the Astro components (escaped; safe for set:html).
import { schemaAnchor } from './anchors.ts';
import type { Constraint, TypeLabel } from './describe-schema.ts';
import { escapeHtml } from '../html/escape-html.ts';

/** A type label with each named schema linked to its reference entry (`href`: the spec model's). */
export function typeHtml(type: { text: string; refs: string[] } | TypeLabel, href: (anchor: string) => string): string {
  const refs = [...new Set(type.refs)].sort((a, b) => b.length - a.length);
  if (!refs.length) return `<code>${escapeHtml(type.text)}</code>`;
  const pattern = new RegExp(`\\b(${refs.map((r) => r.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\b`, 'g');
  let html = '';
  let last = 0;
  for (const match of type.text.matchAll(pattern)) {
    html += escapeHtml(type.text.slice(last, match.index));
    html += `<a href="${href(schemaAnchor(match[1]!))}"><code>${escapeHtml(match[1]!)}</code></a>`;
    last = match.index! + match[0].length;
  }
  html += escapeHtml(type.text.slice(last));
  return html;
}

export function constraintHtml(c: Constraint): string {
  return c.code === undefined ? escapeHtml(c.label) : `${escapeHtml(c.label)} <code>${escapeHtml(c.code)}</code>`;
}

/**
 * An identifier (field path, enum value, error code, constant name) with a break opportunity
 * after each `_`, `.` and `/`: long snake_case names then wrap at their joints instead of forcing
 * a table column wider than the page. `<wbr>` adds no text, so copying and find-in-page still see
 * the plain name.
 */
export function identHtml(name: string): string {
  return escapeHtml(name).replace(/([_./])(?=[^_./])/g, '$1<wbr>');
}

/** Rendered note text with its "Not documented:" and "Assumed:" labels in bold, as every spec note shows them. */
export const boldNoteLabels = (html: string) => html.replace(/\b(Not documented|Assumed):/g, '<strong>$1:</strong>');

// HTML snippets of the static reference (/api-spec and, for a large spec, its per-tag pages):
// parameter and response lines of an operation. Shared parameters and responses are described
// once on /api-spec; a link to one is `#anchor` there and `/api-spec#anchor` from another page.
import { apiSpecHref, parameterAnchor, responseAnchor } from './anchors.ts';
import { escapeHtml, markdownToHtml } from './markdown-html.ts';
import type { OperationSummary } from './operation-summary.ts';
import { typeHtml } from './render-html.ts';

/** Markdown of one paragraph, without the <p>. */
export const inlineHtml = (md: string | undefined) => markdownToHtml(md).replace(/^<p>|<\/p>$/g, '');

/** `#anchor` on the page that holds it, else the full link. */
export function refHref(anchor: string, currentPath: string): string {
  const href = apiSpecHref(anchor);
  return href.startsWith(`${currentPath}#`) ? `#${anchor}` : href;
}

type Param = OperationSummary['parameters'][number];
type Resp = OperationSummary['responses'][number];

// Types are plain text here (kept light: a page holds many operations); the Schemas section and
// the interactive reference have the details.
export function paramHtml(p: Param, currentPath: string): string {
  const name = p.component
    ? `<a href="${refHref(parameterAnchor(p.component), currentPath)}"><code>${escapeHtml(p.name)}</code></a>`
    : `<code>${escapeHtml(p.name)}</code>`;
  const facts = `${p.in}, ${escapeHtml(p.type.text)}, ${p.required ? 'required' : 'optional'}${p.deprecated ? ', deprecated' : ''}`;
  return `${name} (${facts})${!p.component && p.description ? `: ${inlineHtml(p.description)}` : ''}`;
}

export function responseHtml(r: Resp, currentPath: string): string {
  return r.component
    ? `<a href="${refHref(responseAnchor(r.component), currentPath)}">${escapeHtml(r.status)} ${escapeHtml(r.component)}</a>`
    : `<strong>${escapeHtml(r.status)}</strong>${r.description ? `: ${inlineHtml(r.description)}` : ''}${r.body ? ` (${typeHtml({ text: r.body.label, refs: r.body.refs })})` : ''}`;
}

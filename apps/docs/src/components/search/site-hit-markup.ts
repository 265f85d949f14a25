// One search result of the dialog as HTML: the section's title (an operation with its method badge, other API
// answers with their kind), the page it is on, and the excerpt with the matched words in <mark>. Everything from
// the index is escaped.
import type { SiteHit } from '@paydocs/api-search';
import { escapeHtml } from '../../lib/html/escape-html.ts';

const KIND_LABELS: Record<SiteHit['kind'], string> = {
  guide: '',
  operation: 'Operation',
  schema: 'Schema',
  error: 'Error code',
  event: 'Webhook',
  field: 'Field',
};

/** The excerpt with each matched word in <mark>. */
export function markedExcerpt(hit: Pick<SiteHit, 'excerpt' | 'marks'>): string {
  let html = '';
  let at = 0;
  for (const [start, end] of hit.marks) {
    html += `${escapeHtml(hit.excerpt.slice(at, start))}<mark>${escapeHtml(hit.excerpt.slice(start, end))}</mark>`;
    at = end;
  }
  return html + escapeHtml(hit.excerpt.slice(at));
}

export function renderSiteHit(hit: SiteHit): string {
  const badge = hit.method
    ? `<span class="spec-method spec-method--${escapeHtml(hit.method)}">${escapeHtml(hit.method.toUpperCase())}</span> `
    : KIND_LABELS[hit.kind]
      ? `<span class="search-hit__kind">${KIND_LABELS[hit.kind]}</span> `
      : '';
  const title = hit.kind === 'guide' ? escapeHtml(hit.title) : `<code>${escapeHtml(hit.title)}</code>`;
  const page = hit.page && hit.page !== hit.title ? `<span class="search-hit__in">${escapeHtml(hit.page)}</span>` : '';
  return `<li class="search-hit" data-kind="${hit.kind}">
    <a class="search-hit__page" href="${escapeHtml(hit.url)}">${badge}${title}</a>${page}
    <p class="search-hit__excerpt">${markedExcerpt(hit)}</p>
  </li>`;
}

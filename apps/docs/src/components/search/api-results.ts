// The spec-derived answers shown above the full-text results: fetches /search/api-index.json
// once (when the dialog first searches, never before), ranks it with searchApiIndex and renders
// each hit with its kind, and a method badge for operations. A missing index only costs these
// answers: full-text search goes on without them.
import { searchApiIndex, type ApiEntry, type ApiHit } from '@paydocs/api-search';
// The method badge's look (.spec-method); loaded with the search code, pages without spec
// components have not loaded it.
import '../spec/spec.css';
import { escapeHtml } from '../../lib/html/escape-html.ts';

const BASE = import.meta.env.BASE_URL.replace(/\/?$/, '/');
let index: Promise<ApiEntry[]> | undefined;

function loadApiIndex(): Promise<ApiEntry[]> {
  index ??= fetch(`${BASE}search/api-index.json`).then((response) => {
    if (!response.ok) throw new Error(`search/api-index.json: ${response.status}`);
    return response.json() as Promise<ApiEntry[]>;
  });
  index.catch(() => (index = undefined));
  return index;
}

export async function apiHits(term: string): Promise<ApiHit[]> {
  try {
    return searchApiIndex(await loadApiIndex(), term);
  } catch {
    return [];
  }
}

const KIND_LABELS: Record<ApiHit['kind'], string> = { error: 'Error code', operation: 'Operation', webhook: 'Webhook', field: 'Field' };

export function renderApiHit(hit: ApiHit): string {
  const badge = hit.method
    ? `<span class="spec-method spec-method--${escapeHtml(hit.method)}">${escapeHtml(hit.method.toUpperCase())}</span> `
    : `<span class="search-hit__kind">${KIND_LABELS[hit.kind]}</span> `;
  return `<li class="search-hit search-hit--api" data-api-kind="${hit.kind}">
    <a class="search-hit__page" href="${escapeHtml(hit.url)}">${badge}<code>${escapeHtml(hit.title)}</code></a>
    <p class="search-hit__excerpt">${escapeHtml(hit.detail)}</p>
  </li>`;
}

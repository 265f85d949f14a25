// Search inside the dialog (loaded on first open, with Pagefind behind it): runs the search as
// the reader types, shows the spec's own answers first (api-results.ts), then page titles with
// their best-matching headings (links to anchors) and a polite status line, and moves between
// field and results with the arrow keys.
import { apiHits, renderApiHit } from './api-results.ts';
import { searchSite, type SearchHit } from './pagefind-client.ts';
import { escapeHtml } from '../../lib/html/escape-html.ts';

function renderHit(hit: SearchHit): string {
  // Pagefind excerpts are already HTML-escaped, with <mark> around the matches.
  const headings = hit.headings
    .map((h) => `<li><a class="search-hit__heading" href="${escapeHtml(h.url)}">${escapeHtml(h.title)}</a></li>`)
    .join('');
  return `<li class="search-hit">
    <a class="search-hit__page" href="${escapeHtml(hit.url)}">${escapeHtml(hit.title)}</a>
    <p class="search-hit__excerpt">${hit.excerpt}</p>
    ${headings ? `<ul class="search-hit__headings">${headings}</ul>` : ''}
  </li>`;
}

function moveFocus(list: HTMLElement, input: HTMLInputElement, event: KeyboardEvent): void {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  event.preventDefault();
  const links = [...list.querySelectorAll('a')];
  const index = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = index + (event.key === 'ArrowDown' ? 1 : -1);
  (next < 0 ? input : links[Math.min(next, links.length - 1)])?.focus();
}

/**
 * Adds search to a dialog shell (once per dialog) and searches for what is already typed.
 * `onLoadFailure` reports a Pagefind that cannot load (the shell owns the message).
 */
export function enhanceSearchDialog(dialog: HTMLDialogElement, onLoadFailure: () => void): void {
  const input = dialog.querySelector('input')!;
  if (dialog.dataset.searchReady === undefined) {
    dialog.dataset.searchReady = '';
    const status = dialog.querySelector<HTMLElement>('[role="status"]')!;
    const list = dialog.querySelector('ul')!;
    const run = async () => {
      const term = input.value.trim();
      if (!term) {
        list.innerHTML = '';
        status.textContent = '';
        return;
      }
      try {
        // API answers (error code, operation, field) first, then the full-text results.
        const [api, hits] = await Promise.all([apiHits(term), searchSite(term)]);
        if (!hits || input.value.trim() !== term) return;
        list.innerHTML = api.map(renderApiHit).join('') + hits.map(renderHit).join('');
        const count = api.length + hits.length;
        status.textContent = count ? `${count} results for “${term}”` : `No results for “${term}”`;
      } catch {
        onLoadFailure();
      }
    };
    input.addEventListener('input', run);
    input.addEventListener('keydown', (event) => {
      if (event.key === 'ArrowDown') moveFocus(list, input, event);
    });
    list.addEventListener('keydown', (event) => moveFocus(list, input, event));
    dialog.addEventListener('search:run', run);
  }
  if (input.value.trim()) dialog.dispatchEvent(new Event('search:run'));
}

// Search inside the dialog (loaded on first intent to search, search-trigger.ts): runs the search as the reader types, shows one
// result per section (an exact API key first: error code, operation, event, field), each linking to
// its anchor with the page's name and an excerpt, a polite status line, and moves between field and
// results with the arrow keys. The ranking is @paydocs/api-search's createDialogSearch.
import { createDialogSearch, fetchSiteIndex } from '@paydocs/api-search';
import { renderSiteHit } from './site-hit-markup.ts';
// The method badge's look (.spec-method); loaded with the search code, pages without spec
// components have not loaded it.
import '../spec/spec.css';

const dialogHits = createDialogSearch(() => fetchSiteIndex(import.meta.env.BASE_URL));
// This module loads when the reader shows intent to search (search-trigger.ts): the index loads with it, so the
// first query finds it ready or on its way. A failure shows on the first search.
dialogHits.prepare().catch(() => {});

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
 * `onLoadFailure` reports a search index that cannot load (the shell owns the message).
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
        const hits = await dialogHits(term);
        if (input.value.trim() !== term) return;
        list.innerHTML = hits.map(renderSiteHit).join('');
        status.textContent = hits.length ? `${hits.length} results for “${term}”` : `No results for “${term}”`;
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

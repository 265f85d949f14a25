// The search dialog: a modal <dialog> with a search field, a polite status line and result
// links (page titles, with matching headings linking to their anchors). Loaded on demand by
// search-trigger.ts; the dialog element is created on first open of each page, because
// client-side navigation replaces <body>.
import { searchSite, type SearchHit } from './pagefind-client.ts';
import './search-dialog.css';

const TEMPLATE = `
  <div class="search-dialog__bar">
    <label class="sr-only" for="search-dialog-input">Search docs</label>
    <input id="search-dialog-input" class="search-dialog__input" type="search" autocomplete="off"
      spellcheck="false" placeholder="Search docs" aria-describedby="search-dialog-status" />
    <button type="button" class="search-dialog__close" data-search-close>Close</button>
  </div>
  <p id="search-dialog-status" class="search-dialog__status" role="status"></p>
  <ul class="search-dialog__results" aria-label="Search results"></ul>`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

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

function createDialog(): HTMLDialogElement {
  const dialog = document.createElement('dialog');
  dialog.className = 'search-dialog';
  dialog.setAttribute('aria-label', 'Search documentation');
  dialog.dataset.searchDialog = '';
  dialog.innerHTML = TEMPLATE;
  const input = dialog.querySelector('input')!;
  const status = dialog.querySelector<HTMLElement>('[role="status"]')!;
  const list = dialog.querySelector('ul')!;

  input.addEventListener('input', async () => {
    const term = input.value.trim();
    if (!term) {
      list.innerHTML = '';
      status.textContent = '';
      return;
    }
    try {
      const hits = await searchSite(term);
      if (!hits || input.value.trim() !== term) return;
      list.innerHTML = hits.map(renderHit).join('');
      status.textContent = hits.length ? `${hits.length} results for “${term}”` : `No results for “${term}”`;
    } catch {
      status.textContent = 'Search could not be loaded. Check your connection and try again.';
    }
  });
  input.addEventListener('keydown', (event) => {
    // A search field's own Escape only clears it; readers expect Escape to close the dialog.
    if (event.key === 'Escape') {
      event.preventDefault();
      dialog.close();
    }
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    list.querySelector('a')?.focus();
  });
  list.addEventListener('keydown', (event) => moveFocus(list, input, event));
  // Result links navigate (client-side); close first so a same-page anchor is not hidden.
  dialog.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest('a[href], [data-search-close]') || target === dialog) dialog.close();
  });
  document.body.append(dialog);
  return dialog;
}

function moveFocus(list: HTMLElement, input: HTMLInputElement, event: KeyboardEvent): void {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  event.preventDefault();
  const links = [...list.querySelectorAll('a')];
  const index = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = index + (event.key === 'ArrowDown' ? 1 : -1);
  (next < 0 ? input : links[Math.min(next, links.length - 1)])?.focus();
}

export function openSearchDialog(): void {
  const dialog = document.querySelector<HTMLDialogElement>('dialog[data-search-dialog]') ?? createDialog();
  if (!dialog.open) dialog.showModal();
  const input = dialog.querySelector('input')!;
  input.focus();
  input.select();
}

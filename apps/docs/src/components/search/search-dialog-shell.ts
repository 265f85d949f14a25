// The search dialog's markup and the parts that must work before any search code has loaded:
// opening (focus in the field, so the first keystrokes are not lost), closing with Escape, the
// Close button or a click on the backdrop, and a message when the search code cannot load.
// Created on first open of each page, because client-side navigation replaces <body>.
import './search-dialog.css';

const TEMPLATE = `
  <div class="search-dialog__bar">
    <label class="sr-only" for="search-dialog-input">Search docs</label>
    <input id="search-dialog-input" class="search-dialog__input" type="search" autocomplete="off"
      spellcheck="false" placeholder="Search docs" aria-describedby="search-dialog-status" />
    <button type="button" class="runtime-button" data-search-close>Close</button>
  </div>
  <p id="search-dialog-status" class="search-dialog__status" role="status"></p>
  <ul class="search-dialog__results" aria-label="Search results"></ul>`;

const LOAD_FAILED_MESSAGE = 'Search could not be loaded. Check your connection and try again.';

function createDialog(): HTMLDialogElement {
  const dialog = document.createElement('dialog');
  dialog.className = 'search-dialog';
  dialog.setAttribute('aria-label', 'Search documentation');
  dialog.dataset.searchDialog = '';
  dialog.innerHTML = TEMPLATE;
  // A search field's own Escape only clears it; readers expect Escape to close the dialog.
  dialog.querySelector('input')!.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    dialog.close();
  });
  // Result links navigate (client-side); close first so a same-page anchor is not hidden.
  dialog.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target === dialog || target.closest('a[href], [data-search-close]')) dialog.close();
  });
  document.body.append(dialog);
  return dialog;
}

export function openDialogShell(): HTMLDialogElement {
  const dialog = document.querySelector<HTMLDialogElement>('dialog[data-search-dialog]') ?? createDialog();
  if (!dialog.open) dialog.showModal();
  const input = dialog.querySelector('input')!;
  input.focus();
  input.select();
  return dialog;
}

export function showLoadFailure(dialog: HTMLDialogElement): void {
  dialog.querySelector('[role="status"]')!.textContent = LOAD_FAILED_MESSAGE;
}

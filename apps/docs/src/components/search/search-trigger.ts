// Opens search from any [data-search-open] button, Ctrl+K / ⌘K, or "/" (when the reader is not
// typing). The dialog opens at once with the field focused; the search code, and through it
// the search index, loads on first intent only: the pointer over a search button or focus on it
// (so most of it has loaded by the click), else the shortcut. Listeners sit on document, so they
// survive client-side navigation.
import { openDialogShell, showLoadFailure } from './search-dialog-shell.ts';

type SearchDialogModule = typeof import('./search-dialog.ts');
let searchModule: Promise<SearchDialogModule> | undefined;

function loadSearch(): Promise<SearchDialogModule> {
  searchModule ??= import('./search-dialog.ts');
  return searchModule;
}

const isSearchButton = (target: EventTarget | null) => target instanceof Element && target.closest('[data-search-open]') !== null;

function openSearch(): void {
  const dialog = openDialogShell();
  loadSearch().then(
    (module) => module.enhanceSearchDialog(dialog, () => showLoadFailure(dialog)),
    (error: unknown) => {
      searchModule = undefined; // let the next attempt import again
      showLoadFailure(dialog);
      console.error('[docs] search could not be loaded', error);
    },
  );
}

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

function isShortcut(event: KeyboardEvent): boolean {
  if (event.altKey || event.shiftKey) return false;
  if (event.key.toLowerCase() === 'k') return event.ctrlKey || event.metaKey;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTyping(event.target);
}

function showPlatformModifier(): void {
  const platform = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform;
  if (!/mac|iphone|ipad/i.test(platform)) return;
  for (const key of document.querySelectorAll('[data-search-modifier]')) key.textContent = '⌘';
}

document.addEventListener('click', (event) => {
  if (isSearchButton(event.target)) openSearch();
});
for (const intent of ['pointerover', 'focusin'] as const) {
  document.addEventListener(intent, (event) => {
    // A failed load is tried again on opening, which reports it.
    if (isSearchButton(event.target)) loadSearch().catch(() => (searchModule = undefined));
  });
}
document.addEventListener('keydown', (event) => {
  if (event.defaultPrevented || event.isComposing || !isShortcut(event)) return;
  if (!document.querySelector('[data-search-open]')) return;
  event.preventDefault();
  openSearch();
});
document.addEventListener('astro:page-load', showPlatformModifier);

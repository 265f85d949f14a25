// Behaviour of the request-sample tabs (markup: src/lib/code-tabs/remark-code-tabs.ts; visibility:
// src/styles/code-tabs.css, driven by <html data-code-lang>). Choosing a language selects it in
// every group of the page, stores it under `code-lang` (read before the first paint by
// pre-paint.ts) and follows changes made in other browser tabs. Keyboard as the WAI-ARIA tabs
// pattern with automatic activation: Left/Right wrap, Home/End jump.
// @see https://www.w3.org/WAI/ARIA/apg/patterns/tabs/
import { readStorage, writeStorage } from '../layout/scripts/storage.ts';

const KEY = 'code-lang';
const root = document.documentElement;

const tabsOf = (group: Element) => [...group.querySelectorAll<HTMLButtonElement>('[role="tab"]')];

/** The tab a group shows for the reader's language: that language's tab, else the first. */
function activeTab(group: Element, lang: string): HTMLButtonElement | undefined {
  const tabs = tabsOf(group);
  return tabs.find((tab) => tab.dataset.lang === lang) ?? tabs[0];
}

/** Brings aria-selected and the roving tabindex in line with what the CSS shows. */
function sync(): void {
  const lang = root.getAttribute('data-code-lang') ?? '';
  for (const group of document.querySelectorAll('[data-code-tabs]')) {
    const active = activeTab(group, lang);
    for (const tab of tabsOf(group)) {
      const selected = tab === active;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
    }
  }
}

function choose(tab: HTMLButtonElement): void {
  const lang = tab.dataset.lang ?? '';
  // Other groups above may change height: keep the chosen tab where the reader's eyes are.
  const before = tab.getBoundingClientRect().top;
  root.setAttribute('data-code-lang', lang);
  writeStorage(KEY, lang);
  sync();
  const shift = tab.getBoundingClientRect().top - before;
  if (shift) window.scrollBy(0, shift);
}

function onKeydown(event: KeyboardEvent): void {
  const tab = event.target instanceof HTMLElement ? event.target.closest<HTMLButtonElement>('[role="tab"]') : null;
  const group = tab?.closest('[data-code-tabs]');
  if (!tab || !group) return;
  const tabs = tabsOf(group);
  const index = tabs.indexOf(tab);
  const target = {
    ArrowRight: tabs[(index + 1) % tabs.length],
    ArrowLeft: tabs[(index - 1 + tabs.length) % tabs.length],
    Home: tabs[0],
    End: tabs[tabs.length - 1],
  }[event.key];
  if (!target) return;
  event.preventDefault();
  choose(target);
  target.focus();
}

function onClick(event: MouseEvent): void {
  const tab = event.target instanceof HTMLElement ? event.target.closest<HTMLButtonElement>('[data-code-tabs] [role="tab"]') : null;
  if (tab) choose(tab);
}

// Delegated once on the document: survives client-side navigations, which swap <body>.
document.addEventListener('click', onClick);
document.addEventListener('keydown', onKeydown);
document.addEventListener('astro:page-load', sync);

// Another browser tab chose a language (or storage was cleared: key null).
window.addEventListener('storage', (event) => {
  if (event.storageArea !== localStorage || (event.key !== KEY && event.key !== null)) return;
  root.setAttribute('data-code-lang', readStorage(KEY) ?? '');
  sync();
});

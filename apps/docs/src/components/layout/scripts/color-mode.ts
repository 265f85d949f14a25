// The colour mode switch and the reactions the product spec asks for: the choice is stored under
// `theme` and synced across tabs; cleared storage falls back to the system preference when
// respected, else to the default; a system preference change (not while printing) resets the
// mode. The first paint is handled by pre-paint.ts, with the same rule (`pickMode`); this module keeps it up to date.
import { onEachPage } from './on-each-page.ts';
import { colorModeLabel, pickMode } from './pre-paint.ts';
import { readStorage, removeStorage } from './storage.ts';

export const THEME_KEY = 'theme';
type Mode = 'light' | 'dark';

const root = document.documentElement;
const darkQuery = matchMedia('(prefers-color-scheme: dark)');
const printQuery = matchMedia('print');

const chosenMode = (): Mode => pickMode(root.dataset, readStorage(THEME_KEY), darkQuery.matches);

export const currentMode = (): Mode => (root.dataset.theme === 'dark' ? 'dark' : 'light');

function apply(mode: Mode): void {
  // Only on a change: rewriting the root's attribute with the same value still makes the browser
  // restyle the whole page (on a long guide, ~100 ms of a throttled phone's main thread).
  if (root.dataset.theme !== mode) root.dataset.theme = mode;
  for (const toggle of document.querySelectorAll<HTMLButtonElement>('[data-color-mode-toggle]')) {
    toggle.setAttribute('aria-label', colorModeLabel(mode));
    toggle.title = colorModeLabel(mode);
  }
}

function resetToFallback(): void {
  removeStorage(THEME_KEY);
  apply(chosenMode());
}

onEachPage(() => apply(chosenMode()));
// The switch's click is handled by pre-paint.ts from the first paint (it stores and sets the mode); keep the labels.
document.addEventListener('paydocs:color-mode', () => apply(currentMode()));

// Another tab changed (or cleared) the stored choice. `key` is null after localStorage.clear().
window.addEventListener('storage', (event) => {
  if (event.storageArea !== localStorage || (event.key !== THEME_KEY && event.key !== null)) return;
  apply(chosenMode());
});

// Printing can flip prefers-color-scheme (print previews render light); those flips are not
// the reader's system changing, so ignore changes while printing and the one right after.
let printing = false;
darkQuery.addEventListener('change', () => {
  if (printQuery.matches || printing) {
    printing = printQuery.matches;
    return;
  }
  if (root.dataset.colorSwitch === 'disabled' && root.dataset.respectPrefers !== 'true') return;
  resetToFallback();
});

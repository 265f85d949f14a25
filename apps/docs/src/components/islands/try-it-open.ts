// The "Try it" button of an operation's samples column (TryIt.astro; the site's inline disclosure.js opens and
// closes its panel from the first paint): starts downloading the panel's code when a pointer or the keyboard
// reaches the button (Astro hydrates the island once the opened panel is visible), so a click answers sooner.
import { bindOnce, onEachPage } from '../layout/scripts/on-each-page.ts';

/** Imports the island's component and renderer modules ahead of its hydration (the browser keeps them for it). */
function warm(panel: HTMLElement): void {
  const island = panel.querySelector('astro-island');
  for (const name of ['renderer-url', 'component-url']) {
    const url = island?.getAttribute(name);
    if (url) import(/* @vite-ignore */ url).catch(() => {}); // a failed load shows in the island's own error box
  }
}

onEachPage(() => {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-try-it-open]')) {
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!panel) continue;
    bindOnce(button, 'TryIt', () => {
      const early = () => warm(panel);
      button.addEventListener('pointerenter', early, { once: true });
      button.addEventListener('focus', early, { once: true });
    });
  }
});

// The "Try it" button of an operation's samples column (TryIt.astro; the site's inline disclosure.js opens and
// closes its panel from the first paint): starts downloading the panel's code when a pointer or the keyboard
// reaches the button (Astro hydrates the island once the opened panel is visible), so a click answers sooner.

/** Imports the island's component and renderer modules ahead of its hydration (the browser keeps them for it). */
function warm(panel: HTMLElement): void {
  const island = panel.querySelector('astro-island');
  for (const name of ['renderer-url', 'component-url']) {
    const url = island?.getAttribute(name);
    if (url) import(/* @vite-ignore */ url).catch(() => {}); // a failed load shows in the island's own error box
  }
}

// Listeners on the document, so they serve every page after client-side navigation; importing a module again
// costs nothing (the browser keeps it).
for (const intent of ['pointerover', 'focusin'] as const) {
  document.addEventListener(intent, (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-try-it-open]') : null;
    const panel = button && document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (panel) warm(panel);
  });
}

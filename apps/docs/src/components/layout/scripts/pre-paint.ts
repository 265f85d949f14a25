// The colour-mode rule, written once, and the script inlined in <head> (BaseLayout) that applies it before the
// first paint. Both functions are self-contained on purpose (no imports, no outer names): `prePaintScript()` is
// their source text, so the inline script and color-mode.ts run the same code; the CSP hashes it after the build.

/** A valid stored choice (switch enabled), else the system's mode when respected, else the configured default. */
export function pickMode(data: DOMStringMap, stored: string | null, prefersDark: boolean): 'light' | 'dark' {
  if (data.colorSwitch !== 'disabled' && (stored === 'light' || stored === 'dark')) return stored;
  if (data.respectPrefers === 'true') return prefersDark ? 'dark' : 'light';
  return data.defaultMode === 'dark' ? 'dark' : 'light';
}

/** The switch's accessible name and tooltip: it names the mode the page is in (ColorModeToggle, color-mode.ts). */
export const colorModeLabel = (mode: string) => `Switch between dark and light mode (currently ${mode} mode)`;

/**
 * Sets data-theme, hides a dismissed announcement and marks the reader's code-sample language (data-code-lang, ''
 * when none: the mark also says JavaScript runs, so code tabs collapse to one panel) before the first paint, and
 * makes the colour-mode switch work from the first paint (a click before the bundled scripts arrive is not lost;
 * color-mode.ts then keeps its label current). Settings come from <html>.
 */
function prePaint(pick: typeof pickMode): void {
  const root = document.documentElement;
  const read = (key: string) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const apply = () => {
    if (root.dataset.colorSwitch === 'disabled') {
      try {
        localStorage.removeItem('theme');
      } catch {}
    }
    root.setAttribute('data-theme', pick(root.dataset, read('theme'), matchMedia('(prefers-color-scheme: dark)').matches));
    const id = root.getAttribute('data-announcement-id');
    if (id && read('announcement-dismissed') === id) root.setAttribute('data-announcement-dismissed', '');
    root.setAttribute('data-code-lang', read('code-lang') || '');
  };
  apply();
  // <ClientRouter /> copies the next page's <html> attributes over these: set them again.
  document.addEventListener('astro:after-swap', apply);
  // One listener on the document, which outlives <ClientRouter />'s swaps of <body>.
  const flagged = document as Document & { __paydocsColorMode?: boolean };
  if (flagged.__paydocsColorMode) return;
  flagged.__paydocsColorMode = true;
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element && event.target.closest('[data-color-mode-toggle]'))) return;
    const next = root.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
    try {
      localStorage.setItem('theme', next);
    } catch {}
    root.setAttribute('data-theme', next);
    document.dispatchEvent(new Event('paydocs:color-mode'));
  });
}

/** The inline script's text (a function, so color-mode.ts's bundle, which imports `pickMode`, leaves it out). */
export const prePaintScript = () => `(${prePaint})(${pickMode});`;

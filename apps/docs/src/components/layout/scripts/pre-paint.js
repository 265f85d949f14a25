/* Inlined in <head> (BaseLayout): sets data-theme, hides a dismissed announcement and marks the
   reader's code-sample language (data-code-lang, '' when none: the mark also says JavaScript runs,
   so code tabs collapse to one panel) before the first paint, and makes the colour-mode switch work from the first
   paint (a click before the bundled scripts arrive is not lost; color-mode.ts then keeps its label current).
   Static text on purpose: its CSP hash never changes; settings come from <html>. */
(() => {
  var root = document.documentElement;
  function read(key) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  }
  function mode() {
    var d = root.dataset;
    if (d.colorSwitch === 'disabled') {
      try {
        localStorage.removeItem('theme');
      } catch {}
    } else {
      const stored = read('theme');
      if (stored === 'light' || stored === 'dark') return stored;
    }
    if (d.respectPrefers === 'true') return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    return d.defaultMode === 'dark' ? 'dark' : 'light';
  }
  function apply() {
    root.setAttribute('data-theme', mode());
    var id = root.getAttribute('data-announcement-id');
    if (id && read('announcement-dismissed') === id) root.setAttribute('data-announcement-dismissed', '');
    root.setAttribute('data-code-lang', read('code-lang') || '');
  }
  apply();
  /* <ClientRouter /> copies the next page's <html> attributes over these: set them again. */
  document.addEventListener('astro:after-swap', apply);
  /* One listener on the document, which outlives <ClientRouter />'s swaps of <body>. */
  if (document.__paydocsColorMode) return;
  document.__paydocsColorMode = true;
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element && event.target.closest('[data-color-mode-toggle]'))) return;
    var next = root.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
    try {
      localStorage.setItem('theme', next);
    } catch {}
    root.setAttribute('data-theme', next);
    document.dispatchEvent(new Event('paydocs:color-mode'));
  });
})();

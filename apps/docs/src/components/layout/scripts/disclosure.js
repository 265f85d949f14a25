/* The one disclosure of the site (sidebar categories, the navbar's and the drawer's dropdowns, the reference's "Try it" and
   "Operations"): inlined in <head> of every page (BaseLayout.astro), so the buttons work from the first paint, before
   the page's bundled scripts (started after the first frame) arrive, and after every client-side navigation (one
   listener on the document): a click on a button marked data-disclosure shows or hides the element its aria-controls names, by the `hidden` attribute
   (data-disclosure="hidden") or by the attribute it names (data-disclosure="data-open"), and sets aria-expanded.
   Static text on purpose: its CSP hash never changes. */
(() => {
  if (window.__paydocsDisclosure) return;
  window.__paydocsDisclosure = true;
  document.addEventListener('click', (event) => {
    var button = event.target instanceof Element ? event.target.closest('[data-disclosure]') : null;
    var target = button && document.getElementById(button.getAttribute('aria-controls') || '');
    if (!target) return;
    var attr = button.getAttribute('data-disclosure');
    var shown = attr === 'hidden' ? !target.toggleAttribute('hidden') : target.toggleAttribute(attr);
    button.setAttribute('aria-expanded', String(shown));
  });
})();

/* Inlined after the #base-url-warning banner on the home page (BaseUrlWarning.astro). */
(() => {
  var banner = document.getElementById('base-url-warning');
  if (!banner) return;
  var base = banner.getAttribute('data-base') || '/';
  function show() {
    banner.querySelector('[data-base-configured]').textContent = base;
    banner.querySelector('[data-base-actual]').textContent = location.pathname;
    banner.hidden = false;
  }
  var path = location.pathname;
  var home = path === base || path === `${base}index.html` || `${path}/` === base;
  if (!home) show();
})();

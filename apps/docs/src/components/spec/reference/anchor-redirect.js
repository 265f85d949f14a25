/* Inlined on /api-spec when a large spec splits the reference into pages (api-spec.astro): an old
   link /api-spec#operation/x names an anchor that now lives on /api-spec/<tag>; fetch the table
   of anchors (same origin) and go there. Static text on purpose: its CSP hash never changes. */
(() => {
  var hash = location.hash.slice(1);
  if (!hash) return;
  var id;
  try {
    id = decodeURIComponent(hash);
  } catch (_e) {
    return;
  }
  if (document.getElementById(id)) return;
  var data = document.getElementById('ref-anchor-redirect');
  if (!data) return;
  fetch(data.getAttribute('data-anchors'))
    .then((r) => (r.ok ? r.json() : {}))
    .then((table) => {
      var page = table[id];
      if (page) location.replace(`${data.getAttribute('data-base').replace(/\/$/, '') + page}#${hash}`);
    })
    .catch(() => {});
})();

/* Inlined on the overview /api-spec (api-spec.astro): an old link /api-spec#operation/x names an
   anchor that lives on /api-spec/<tag>; fetch the table of anchors (same origin) and go there. An
   anchor no page holds shows the overview's notice, naming it. Static text on purpose: its CSP
   hash never changes. */
(() => {
  var hash = location.hash.slice(1);
  if (!hash) return;
  var id;
  try {
    id = decodeURIComponent(hash);
  } catch (_e) {
    id = hash;
  }
  if (document.getElementById(id)) return;
  var data = document.getElementById('ref-anchor-redirect');
  if (!data) return;
  var unknown = () => {
    var notice = document.getElementById('ref-anchor-unknown');
    if (!notice) return;
    notice.querySelector('code').textContent = `#${id}`;
    notice.hidden = false;
  };
  fetch(data.getAttribute('data-anchors'))
    .then((r) => (r.ok ? r.json() : {}))
    .then((table) => {
      var page = table[id];
      if (page) location.replace(`${data.getAttribute('data-base').replace(/\/$/, '') + page}#${hash}`);
      else unknown();
    })
    .catch(unknown);
})();

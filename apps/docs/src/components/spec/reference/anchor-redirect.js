/* Inlined on the overview /api-spec and each tag page (AnchorRedirect.astro): an old link
   /api-spec#operation/x names an anchor that lives on another page; fetch the table of anchors
   (same origin) and go there. An anchor no page holds shows the page's notice, naming it. Runs once
   the page is parsed, so an anchor further down is found. Static text: its CSP hash never changes. */
(() => {
  var redirectOldAnchor = () => {
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
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', redirectOldAnchor, { once: true });
  else redirectOldAnchor();
})();

/* Inlined on the overview /api-spec and each tag page (AnchorRedirect.astro), right after the table
   of anchors that now live on other pages: an old link /api-spec#operation/x goes straight on to the
   page that holds its anchor, before this page renders. An anchor found neither in the table nor, once
   the page is parsed, on the page shows the page's notice, naming it. Static text: its CSP hash never
   changes. */
(() => {
  var hash = location.hash.slice(1);
  if (!hash) return;
  var id;
  try {
    id = decodeURIComponent(hash);
  } catch (_e) {
    id = hash;
  }
  var table = document.getElementById('ref-anchor-table');
  var page = table && JSON.parse(table.textContent)[id];
  if (page) {
    location.replace(`${table.getAttribute('data-base').replace(/\/$/, '') + page}#${hash}`);
    return;
  }
  var check = () => {
    var notice = document.getElementById('ref-anchor-unknown');
    if (document.getElementById(id) || !notice) return;
    notice.querySelector('code').textContent = `#${id}`;
    notice.hidden = false;
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', check, { once: true });
  else check();
})();

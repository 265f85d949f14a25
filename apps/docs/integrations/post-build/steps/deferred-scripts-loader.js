// Imports the page's bundled module scripts once the first frame is painted (see ./deferred-scripts.ts).
// The URLs are in this element's data-deferred-scripts attribute, so the code is the same on every
// page (one CSP hash). data-astro-rerun: Astro's router runs it again after a client-side
// navigation, where it imports what the new page adds (the rest is loaded already).
// window.__paydocsScripts: 'loading', then 'ready' once the scripts have run or failed to load
// (browser tests wait for it); one script failing does not keep the others from running.
const hosts = document.querySelectorAll('script[data-deferred-scripts]');
const urls = (hosts[hosts.length - 1]?.dataset.deferredScripts ?? '').split(' ').filter(Boolean);
const firstLoad = window.__paydocsScripts === undefined;
if (firstLoad) window.__paydocsScripts = 'loading';
let pageLoadSeen = false;
document.addEventListener('astro:page-load', () => (pageLoadSeen = true), { once: true });
const afterFirstFrame = () =>
  new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 250); // no frames in a background tab
  });
if (firstLoad) await afterFirstFrame();
await Promise.allSettled(urls.map((url) => import(url)));
// Astro's router fires the first astro:page-load on window load, a listener it adds when its
// module runs: when that was after the load, the page's scripts still get the event, once.
if (firstLoad) {
  const ready = () =>
    setTimeout(() => {
      if (!pageLoadSeen) document.dispatchEvent(new Event('astro:page-load'));
      window.__paydocsScripts = 'ready';
    }, 0);
  if (document.readyState === 'complete') ready();
  else addEventListener('load', ready, { once: true });
}

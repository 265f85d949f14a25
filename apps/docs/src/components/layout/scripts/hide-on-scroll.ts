// Navbar `hideOnScroll`: slides the navbar away while the reader scrolls down, brings it back on
// scrolling up, near the top of the page, and on hash navigation (an in-page link jumps down,
// which must not hide the navbar the reader just used).
import { onEachPage } from './on-each-page.ts';

const HIDDEN_ATTR = 'data-navbar-hidden';
let lastY = window.scrollY;
// While a hash navigation scrolls, direction means nothing.
let ignoreUntil = 0;

function navbar(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-navbar][data-hide-on-scroll="true"]');
}

function setHidden(hidden: boolean): void {
  navbar()?.toggleAttribute(HIDDEN_ATTR, hidden);
}

function revealForHashNavigation(): void {
  ignoreUntil = performance.now() + 1000;
  setHidden(false);
}

window.addEventListener(
  'scroll',
  () => {
    const bar = navbar();
    if (!bar) return;
    const y = window.scrollY;
    if (y < bar.offsetHeight) setHidden(false);
    else if (performance.now() < ignoreUntil) setHidden(false);
    else if (y > lastY) setHidden(true);
    else if (y < lastY) setHidden(false);
    lastY = y;
  },
  { passive: true },
);

window.addEventListener('hashchange', revealForHashNavigation);
// <ClientRouter /> moves to same-page anchors with history.pushState, which fires no hashchange.
document.addEventListener(
  'click',
  (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href*="#"]') : null;
    if (link && link.pathname === location.pathname && link.hash) revealForHashNavigation();
  },
  { capture: true },
);

onEachPage(() => {
  lastY = window.scrollY;
  setHidden(false);
});

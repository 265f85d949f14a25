// "Skip to main content" moves focus (not just the scroll position) to <main>, which has
// tabindex="-1"; done in script because the client router handles in-page links itself.
// Capture phase: runs before the router's click listener, which skips prevented clicks.
document.addEventListener(
  'click',
  (event) => {
    const link = event.target instanceof Element ? event.target.closest('[data-skip-link]') : null;
    const main = document.getElementById('main-content');
    if (!link || !main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  },
  { capture: true },
);

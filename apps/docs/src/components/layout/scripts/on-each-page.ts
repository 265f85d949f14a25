// Runs `init` for the current page now and again after every client-side navigation
// (<ClientRouter /> swaps <body>, so listeners on old elements are gone). Inits must be
// idempotent: they mark the elements they bind (`bindOnce`).
export function onEachPage(init: () => void): void {
  init();
  document.addEventListener('astro:after-swap', init);
}

/** Calls `bind` once per element: later calls for the same element do nothing. */
export function bindOnce<T extends Element>(element: T, key: string, bind: (element: T) => void): void {
  const marker = `bound${key}`;
  const data = (element as unknown as HTMLElement).dataset;
  if (data[marker] !== undefined) return;
  data[marker] = '';
  bind(element);
}

// Feedback while <ClientRouter /> loads the next page:
// - after 200 ms a top progress bar and a spinner appear (timer started on
//   astro:before-preparation, cleared on astro:after-swap), so fast navigations show nothing;
// - if the route's resources cannot be loaded (its HTML, or a stylesheet it adds) the page
//   reloads fully at the target URL instead of swapping in a broken page. Astro itself reloads
//   when the HTML fetch fails; it swaps anyway when a new stylesheet fails, hence the watcher.
// @see https://docs.astro.build/en/guides/view-transitions/#lifecycle-events
import type { TransitionBeforePreparationEvent } from 'astro:transitions/client';

const NAVIGATION_FEEDBACK_DELAY_MS = 200;

/** The top progress bar and the spinner, new for each navigation. */
function indicators(): Element[] {
  const holder = document.createElement('div');
  holder.innerHTML =
    '<div class="nav-progress" role="progressbar" aria-label="Page loading progress"></div>' +
    '<div class="nav-spinner" role="status"><span class="runtime-spinner" aria-hidden="true"></span><span class="sr-only">Loading page</span></div>';
  return [...holder.children];
}

// Shown only when the load takes longer than the delay, so fast navigations do not flash them.
let timer: ReturnType<typeof setTimeout> | undefined;
let shown: Element[] = [];
function hideIndicators(): void {
  clearTimeout(timer);
  for (const element of shown) element.remove();
  shown = [];
}
function showIndicatorsLater(): void {
  hideIndicators();
  timer = setTimeout(() => {
    shown = indicators();
    document.body.append(...shown);
  }, NAVIGATION_FEEDBACK_DELAY_MS);
}

/**
 * Astro preloads the next page's new stylesheets with <link rel=preload as=style> and swaps once
 * each one settles, loaded or not. A capture listener on document sees a link's error before
 * Astro's own listener on the link resumes the navigation.
 */
function watchStylePreloads(): { failed: () => boolean; stop: () => void } {
  let failed = false;
  const onError = (event: Event) => {
    const link = event.target;
    if (link instanceof HTMLLinkElement && link.rel === 'preload' && link.as === 'style') failed = true;
  };
  document.addEventListener('error', onError, { capture: true });
  return { failed: () => failed, stop: () => document.removeEventListener('error', onError, { capture: true }) };
}

function reloadOnFailedLoad(event: TransitionBeforePreparationEvent): void {
  const load = event.loader;
  event.loader = async () => {
    const styles = watchStylePreloads();
    let failure: unknown;
    try {
      await load();
      if (styles.failed()) failure = new Error('a stylesheet of the page failed to load');
    } catch (error) {
      failure = error;
    } finally {
      styles.stop();
    }
    // Astro turns a prevented preparation into a full load of event.to.
    if (failure !== undefined && !event.signal.aborted) {
      console.warn('[docs] navigation failed, reloading', event.to.href, failure);
      event.preventDefault();
    }
  };
}

document.addEventListener('astro:before-preparation', (event) => {
  showIndicatorsLater();
  reloadOnFailedLoad(event as TransitionBeforePreparationEvent);
});
document.addEventListener('astro:after-swap', hideIndicators);

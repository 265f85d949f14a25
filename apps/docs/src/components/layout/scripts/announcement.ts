// Closing the announcement bar: remembered under `announcement-dismissed` with the bar's id, so it
// stays closed across pages and reloads (pre-paint.ts hides it before paint) until a new
// announcement, with a new id, is configured.
import { writeStorage } from './storage.ts';

export const ANNOUNCEMENT_KEY = 'announcement-dismissed';

// One listener on the document: it serves the bar of every page after client-side navigation too.
document.addEventListener('click', (event) => {
  if (!(event.target instanceof Element && event.target.closest('[data-announcement-close]'))) return;
  const id = document.documentElement.dataset.announcementId;
  if (id) writeStorage(ANNOUNCEMENT_KEY, id);
  document.documentElement.setAttribute('data-announcement-dismissed', '');
  // The bar disappears; keep keyboard users at the top of the page rather than nowhere.
  document.querySelector<HTMLElement>('[data-skip-link]')?.focus();
});

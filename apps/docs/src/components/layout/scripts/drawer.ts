// The mobile navigation drawer (< 997px): a modal <dialog> opened by the hamburger button.
// Body scroll is locked while it is open; Escape (native to modal dialogs), the close button,
// a click on the backdrop or following a link closes it. On doc pages the drawer has a secondary
// menu, the docs sidebar: the drawer opens on it, and "Back to main menu" returns to the navbar items.
// The page holds the sidebar once (Sidebar.astro, hidden below 997px): opening the drawer moves
// that <nav> into the secondary menu's slot, closing it puts the <nav> back in its <aside>.
import { bindOnce, onEachPage } from './on-each-page.ts';

const desktop = matchMedia('(min-width: 997px)');

function elements() {
  const dialog = document.querySelector<HTMLDialogElement>('[data-drawer]');
  const toggle = document.querySelector<HTMLButtonElement>('[data-drawer-toggle]');
  return dialog && toggle ? { dialog, toggle } : undefined;
}

function showPanel(dialog: HTMLDialogElement, panel: 'primary' | 'secondary'): void {
  const primary = dialog.querySelector<HTMLElement>('[data-drawer-panel="primary"]');
  const secondary = dialog.querySelector<HTMLElement>('[data-drawer-panel="secondary"]');
  if (!primary || !secondary) return;
  primary.hidden = panel !== 'primary';
  secondary.hidden = panel !== 'secondary';
  const focusTarget =
    panel === 'secondary'
      ? secondary.querySelector<HTMLElement>('[data-drawer-back]')
      : primary.querySelector<HTMLElement>('[data-drawer-show-secondary]');
  focusTarget?.focus();
}

/** Moves the page's docs sidebar <nav> into the drawer (`into`) or back to its <aside>. */
function moveSidebar(dialog: HTMLDialogElement, into: boolean): void {
  const slot = dialog.querySelector<HTMLElement>('[data-drawer-sidebar-slot]');
  const home = document.querySelector<HTMLElement>('[data-docs-sidebar]');
  const nav = document.querySelector<HTMLElement>('[data-docs-sidebar-nav]');
  if (!slot || !home || !nav) return;
  const target = into ? slot : home;
  if (nav.parentElement !== target) target.append(nav);
}

/** Clicks on the ::backdrop target the dialog itself, but so do clicks on its empty space. */
function isOnBackdrop(dialog: HTMLDialogElement, event: MouseEvent): boolean {
  if (event.target !== dialog || event.detail === 0) return false;
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

function close(): void {
  elements()?.dialog.close();
}

onEachPage(() => {
  const found = elements();
  if (!found) return;
  const { dialog, toggle } = found;
  bindOnce(toggle, 'Drawer', () =>
    toggle.addEventListener('click', () => {
      if (dialog.open) {
        dialog.close();
        return;
      }
      moveSidebar(dialog, true);
      dialog.showModal();
      // Like Docusaurus: on a doc page the drawer opens on the docs sidebar (the secondary menu),
      // with "Back to main menu" on top; elsewhere there is no secondary menu.
      if (dialog.querySelector('[data-drawer-panel="secondary"]')) showPanel(dialog, 'secondary');
      document.body.style.overflow = 'hidden';
      toggle.setAttribute('aria-expanded', 'true');
    }),
  );
  bindOnce(dialog, 'Drawer', () => {
    dialog.addEventListener('close', () => {
      moveSidebar(dialog, false);
      document.body.style.removeProperty('overflow');
      toggle.setAttribute('aria-expanded', 'false');
    });
    dialog.addEventListener('click', (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (isOnBackdrop(dialog, event) || target?.closest('[data-drawer-close]') || target?.closest('a[href]')) close();
      else if (target?.closest('[data-drawer-show-secondary]')) showPanel(dialog, 'secondary');
      else if (target?.closest('[data-drawer-back]')) showPanel(dialog, 'primary');
    });
  });
});

// Growing to the desktop layout shows the navbar items in place: the drawer has no purpose then.
desktop.addEventListener('change', () => {
  if (desktop.matches) close();
});

// Navbar dropdowns (disclosure pattern: a button with aria-expanded controlling a list).
// Open/close with Enter, Space or a click (native button behaviour); close on a click or touch
// outside, when focus leaves the dropdown, or on Escape (focus returns to the button).
import { bindOnce, onEachPage } from './on-each-page.ts';

const SELECTOR = '[data-dropdown]';

function parts(dropdown: Element) {
  const button = dropdown.querySelector<HTMLButtonElement>(':scope > [data-dropdown-button]');
  const menu = dropdown.querySelector<HTMLElement>(':scope > [data-dropdown-menu]');
  return button && menu ? { button, menu } : undefined;
}

function setOpen(dropdown: Element, open: boolean): void {
  const found = parts(dropdown);
  if (!found) return;
  found.button.setAttribute('aria-expanded', String(open));
  found.menu.hidden = !open;
}

function closeAll(except?: Element): void {
  for (const dropdown of document.querySelectorAll(SELECTOR)) {
    if (dropdown !== except) setOpen(dropdown, false);
  }
}

onEachPage(() => {
  for (const dropdown of document.querySelectorAll<HTMLElement>(SELECTOR)) {
    bindOnce(dropdown, 'Dropdown', () => {
      const found = parts(dropdown);
      if (!found) return;
      found.button.addEventListener('click', () => {
        const open = found.button.getAttribute('aria-expanded') !== 'true';
        closeAll(dropdown);
        setOpen(dropdown, open);
      });
      dropdown.addEventListener('focusout', (event) => {
        const next = event.relatedTarget;
        if (!(next instanceof Node) || !dropdown.contains(next)) setOpen(dropdown, false);
      });
      dropdown.addEventListener('keydown', (event) => {
        if (event.key !== 'Escape' || found.button.getAttribute('aria-expanded') !== 'true') return;
        event.stopPropagation();
        setOpen(dropdown, false);
        found.button.focus();
      });
    });
  }
});

// One document listener for every dropdown, present and future (after navigation).
for (const type of ['pointerdown', 'touchstart'] as const) {
  document.addEventListener(
    type,
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      closeAll(target?.closest(SELECTOR) ?? undefined);
    },
    { passive: true },
  );
}

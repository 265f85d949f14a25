// Navbar dropdowns (disclosure pattern: a button with aria-expanded controlling a list). The button toggles its
// list through the site's one disclosure (disclosure.js, data-disclosure="hidden"; Enter, Space or a click); this
// closes them: on a click or touch outside (or on another dropdown), when focus leaves one, or on Escape (focus
// returns to the button). Listeners on the document, so they serve every dropdown after client-side navigation too.
const SELECTOR = '[data-dropdown]';

function dropdownOf(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(SELECTOR) : null;
}

/** The open dropdown's button, if `dropdown` is open. */
function openButton(dropdown: Element | null): HTMLElement | null | undefined {
  const button = dropdown?.querySelector<HTMLElement>(':scope > [data-disclosure]');
  return button?.getAttribute('aria-expanded') === 'true' ? button : undefined;
}

/** Closes an open dropdown through the one disclosure: a click on its button hides the list. */
function close(dropdown: Element): void {
  openButton(dropdown)?.click();
}

for (const type of ['pointerdown', 'touchstart'] as const) {
  document.addEventListener(
    type,
    (event) => {
      const inside = dropdownOf(event.target);
      for (const dropdown of document.querySelectorAll(SELECTOR)) if (dropdown !== inside) close(dropdown);
    },
    { passive: true },
  );
}
document.addEventListener('focusout', (event) => {
  const dropdown = dropdownOf(event.target);
  if (dropdown && !(event.relatedTarget instanceof Node && dropdown.contains(event.relatedTarget))) close(dropdown);
});
document.addEventListener('keydown', (event) => {
  const dropdown = dropdownOf(event.target);
  const button = openButton(dropdown);
  if (event.key !== 'Escape' || !dropdown || !button) return;
  close(dropdown);
  button.focus();
});

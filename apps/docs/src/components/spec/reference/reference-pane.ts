// The operations pane's behaviour (ReferencePane.astro): the filter box, and the current operation scrolled into view
// inside the pane's own scroll box (on load, and when the "Operations" toggle, which disclosure.js runs, opens the
// pane between 768 and 1280 px). The list itself is server-rendered and works without it.
import { bindOnce, onEachPage } from '../../layout/scripts/on-each-page.ts';

/** Shows the operations whose method, summary, operationId (in the link) or tag holds every word typed; returns how many show. */
export function filterPane(root: ParentNode, text: string): number {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  let shown = 0;
  for (const group of root.querySelectorAll<HTMLElement>('.ref-pane__group')) {
    const tag = group.querySelector('.ref-pane__tag')?.textContent ?? '';
    let any = false;
    for (const link of group.querySelectorAll<HTMLAnchorElement>('a.ref-pane__op')) {
      const item = link.parentElement!;
      const haystack = `${tag} ${link.textContent} ${link.pathname.split('/').pop()}`.toLowerCase();
      const hit = words.every((w) => haystack.includes(w));
      item.hidden = !hit;
      if (hit) shown++;
      any ||= hit;
    }
    group.hidden = !any && words.length > 0;
  }
  return shown;
}

/** Scrolls the pane's list (not the page) so the current operation sits in its upper third. */
function revealCurrent(pane: HTMLElement): void {
  const box = pane.querySelector<HTMLElement>('.ref-pane__nav');
  const current = box?.querySelector<HTMLElement>('.ref-pane__op[aria-current="page"]');
  if (!box || !current || box.scrollHeight <= box.clientHeight) return;
  box.scrollTop += current.getBoundingClientRect().top - box.getBoundingClientRect().top - box.clientHeight / 3;
}

onEachPage(() => {
  const pane = document.querySelector<HTMLElement>('[data-ref-pane]');
  if (!pane) return;
  const filter = document.querySelector<HTMLElement>('[data-ref-pane-filter]');
  const input = filter?.querySelector('input');
  const count = filter?.querySelector<HTMLElement>('[data-ref-pane-count]');
  if (filter && input) {
    filter.hidden = false;
    bindOnce(input, 'RefPane', () =>
      input.addEventListener('input', () => {
        const shown = filterPane(document, input.value);
        if (count) count.textContent = input.value.trim() ? `${shown} ${shown === 1 ? 'operation matches' : 'operations match'}` : '';
      }),
    );
  }
  // The toggle itself works from the first paint (disclosure.js, inline); once it has opened the pane, bring the
  // current operation into view.
  const toggle = document.querySelector<HTMLButtonElement>('[data-ref-pane-toggle]');
  if (toggle)
    bindOnce(toggle, 'RefPane', () =>
      toggle.addEventListener('click', () => requestAnimationFrame(() => pane.hasAttribute('data-open') && revealCurrent(pane))),
    );
  revealCurrent(pane);
});

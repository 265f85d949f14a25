// Collapsible sidebar categories: the toggle button flips aria-expanded and the list it controls.
import { bindOnce, onEachPage } from './on-each-page.ts';

onEachPage(() => {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-category-toggle]')) {
    bindOnce(button, 'Category', () =>
      button.addEventListener('click', () => {
        const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
        const expand = button.getAttribute('aria-expanded') !== 'true';
        button.setAttribute('aria-expanded', String(expand));
        if (list) list.hidden = !expand;
      }),
    );
  }
});

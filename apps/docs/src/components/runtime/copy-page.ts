// "Copy page" (PageActions.astro): fetches the page's Markdown version and puts it on the
// clipboard, announcing "Copied page as Markdown" in the live region. The Markdown is requested
// inside the click's ClipboardItem promise, so browsers that need a user gesture still get one.
import { announce, writeClipboard } from './code-copy.ts';

const DONE_MS = 2000;

async function markdownOf(href: string): Promise<string> {
  const response = await fetch(href, { headers: { Accept: 'text/markdown' } });
  if (!response.ok) throw new Error(`${href}: ${response.status}`);
  return response.text();
}

async function copyPage(button: HTMLButtonElement): Promise<void> {
  const href = button.dataset.copyPage!;
  const label = button.querySelector('[data-copy-page-label]');
  try {
    if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
      const blob = markdownOf(href).then((text) => new Blob([text], { type: 'text/plain' }));
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    } else {
      await writeClipboard(await markdownOf(href));
    }
  } catch {
    announce('Copy failed');
    return;
  }
  announce('Copied page as Markdown');
  if (label) {
    label.textContent = 'Copied';
    setTimeout(() => (label.textContent = 'Copy page'), DONE_MS);
  }
}

document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('[data-copy-page]') : null;
  if (button) void copyPage(button);
});

document.addEventListener('astro:page-load', () => {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-copy-page]')) button.hidden = false;
});

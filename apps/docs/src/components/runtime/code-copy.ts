// Adds a copy button to every code block (<pre>) of the page, on first load and after each
// client-side navigation. The button's accessible name is "Copy code"; after copying, a polite
// live region announces "Copied" (and the button shows it) for two seconds.
const ANNOUNCE_MS = 2000;
const COPY_ICON =
  '<svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" stroke-width="2"><rect x="9" y="9" width="11" height="11" rx="2"/><path d="M5 15V5a2 2 0 0 1 2-2h10"/></svg>';

export async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Insecure contexts (plain http on a LAN host) have no async clipboard API.
  const area = Object.assign(document.createElement('textarea'), { value: text, readOnly: true });
  area.style.cssText = 'position:fixed;opacity:0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('The browser refused to copy');
}

export function announce(message: string): void {
  const region = document.querySelector<HTMLElement>('[data-runtime-announcer]');
  if (!region) return;
  region.textContent = message;
  setTimeout(() => {
    if (region.textContent === message) region.textContent = '';
  }, ANNOUNCE_MS);
}

async function copy(button: HTMLButtonElement, pre: HTMLPreElement): Promise<void> {
  const code = pre.querySelector('code') ?? pre;
  try {
    await writeClipboard(code.textContent ?? '');
  } catch {
    announce('Copy failed');
    return;
  }
  button.dataset.copied = '';
  announce('Copied');
  setTimeout(() => delete button.dataset.copied, ANNOUNCE_MS);
}

function addCopyButtons(): void {
  for (const pre of document.querySelectorAll<HTMLPreElement>('pre:not([data-copy-ready])')) {
    if (pre.closest('[data-no-copy]')) continue;
    pre.dataset.copyReady = '';
    const wrapper = document.createElement('div');
    wrapper.className = 'code-block';
    pre.replaceWith(wrapper);
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'copy-code';
    button.setAttribute('aria-label', 'Copy code');
    button.innerHTML = `${COPY_ICON}<span class="copy-code__done" aria-hidden="true">Copied</span>`;
    button.addEventListener('click', () => void copy(button, pre));
    wrapper.append(pre, button);
  }
}

document.addEventListener('astro:page-load', addCopyButtons);

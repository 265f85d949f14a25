// Dev-only banner with the spec's lint, bundle and example problems (injected by the live
// preview integration into every page of `astro dev`). Fetches the current status on each page
// load, so it survives the reload a fix triggers, and follows the server's updates over Vite's
// HMR channel while the page stays open.
import { STATUS_EVENT, STATUS_PATH, type SpecStatus } from './live-status.ts';

const ID = 'paydocs-spec-status';

function render(status: SpecStatus): void {
  let banner = document.getElementById(ID);
  if (status.problems.length === 0) {
    banner?.remove();
    return;
  }
  if (!banner) {
    banner = document.createElement('div');
    banner.id = ID;
    banner.setAttribute('role', 'alert');
    banner.style.cssText =
      'position:fixed;inset:auto 0 0 0;z-index:2147483647;max-height:40vh;overflow:auto;padding:0.75rem 1rem;' +
      'background:#5c0b0b;color:#fff;font:13px/1.5 ui-monospace,monospace;box-shadow:0 -4px 16px rgb(0 0 0/40%)';
    document.body.append(banner);
  }
  const title = document.createElement('strong');
  title.textContent = `Spec: ${status.problems.length} problem${status.problems.length === 1 ? '' : 's'}${status.written ? '' : ' (the page shows the last bundle that built)'}${status.checked ? '' : ', checking…'}`;
  const list = document.createElement('ul');
  list.style.cssText = 'margin:0.25rem 0 0;padding-left:1.25rem';
  for (const problem of status.problems) {
    const item = document.createElement('li');
    item.textContent = problem;
    list.append(item);
  }
  banner.replaceChildren(title, list);
}

async function refresh(): Promise<void> {
  try {
    const response = await fetch(STATUS_PATH, { cache: 'no-store' });
    if (response.ok) render((await response.json()) as SpecStatus);
  } catch {
    // The dev server is restarting; the next page load asks again.
  }
}

document.addEventListener('astro:page-load', () => void refresh());
void refresh();
import.meta.hot?.on(STATUS_EVENT, (status: SpecStatus) => render(status));

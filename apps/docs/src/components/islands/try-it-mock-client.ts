// Registers the Try it mock Service Worker (dist/mock-sw.js) on first Send and waits until it controls this page:
// a Service Worker only sees the requests of the pages it controls, and a page that registers one is controlled
// only once the worker has activated and claimed it (service-worker.ts calls clients.claim()). Every request to the
// mock names the tab's sandbox (sandbox-session.ts), and resetSandbox empties it.
import { resetPath, SANDBOX_HEADER, tabSandboxId } from '../../mock/sandbox-session.ts';

const CONTROL_TIMEOUT_MS = 10_000;

let controlled: Promise<void> | undefined;

function waitForController(container: ServiceWorkerContainer, scope: string): Promise<void> {
  if (container.controller) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the mock did not start within ${CONTROL_TIMEOUT_MS / 1000} s (it answers pages under ${scope} only)`)),
      CONTROL_TIMEOUT_MS,
    );
    container.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** Resolves when the mock controls this page; rejects with a reason to show. */
export function ensureMock(script: string, scope: string): Promise<void> {
  controlled ??= navigator.serviceWorker
    .register(script, { scope })
    .then(() => waitForController(navigator.serviceWorker, scope))
    .catch((error: unknown) => {
      controlled = undefined;
      throw error;
    });
  return controlled;
}

/** The header that puts a request in this tab's sandbox. */
export const sandboxHeaders = (): Record<string, string> => ({ [SANDBOX_HEADER]: tabSandboxId() });

/** Empties this tab's sandbox: what Try it created is gone, reads answer the documented examples again. */
export async function resetSandbox(script: string, scope: string, prefix: string): Promise<void> {
  await ensureMock(script, scope);
  const response = await fetch(resetPath(prefix), { method: 'POST', headers: sandboxHeaders() });
  if (!response.ok) throw new Error(`the mock answered ${response.status}`);
}

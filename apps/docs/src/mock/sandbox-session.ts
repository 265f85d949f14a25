// Which sandbox of the Try it mock a tab uses: an id kept in the tab's sessionStorage (so the state lives while the
// tab does, across its pages and reloads, and a new tab starts empty), sent to the Service Worker in a header on
// every Try it request; and the URL under the mock prefix that resets it. Shared by the page (TryIt) and the worker.

/** The request header naming the tab's sandbox; the worker removes it before the mock sees the request. */
export const SANDBOX_HEADER = 'x-paydocs-sandbox';
/** The sandbox of requests that name none (the Scalar explorer's). */
export const SHARED_SANDBOX = 'shared';
const STORAGE_KEY = 'paydocs-mock-sandbox';

/** `POST` here (under the mock prefix) resets the sandbox the header names. */
export const resetPath = (prefix: string) => `${prefix}/__sandbox/reset`;

/** The tab's sandbox id, made on first use; `shared` where sessionStorage is unavailable. */
export function tabSandboxId(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.sessionStorage): string {
  try {
    const known = storage?.getItem(STORAGE_KEY);
    if (known) return known;
    const id = crypto.randomUUID();
    storage?.setItem(STORAGE_KEY, id);
    return storage ? id : SHARED_SANDBOX;
  } catch {
    return SHARED_SANDBOX;
  }
}

/** A sandbox id as the worker accepts it: the page's UUID or `shared`, nothing else reaches the cache keys. */
export function sandboxIdOf(header: string | null): string {
  return header && /^[0-9a-f-]{36}$/i.test(header) ? header.toLowerCase() : SHARED_SANDBOX;
}

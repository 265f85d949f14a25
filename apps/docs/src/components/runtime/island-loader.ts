// Loads an island module, retrying a failed load with a fresh URL.
// Chromium keeps a failed dynamic import() of a URL in the document's module map, so calling
// the same import() again fails without touching the network; a query string makes it a new
// module request (its own imports are still shared by URL).
import type { IslandLoader, IslandModule } from './island-registry.ts';

const FAILED_MODULE_URL = /(https?:\/\/\S+?\.m?js)\b/;

/** The URL of the module that failed, when the browser names it in the error message. */
export function failedModuleUrl(error: unknown): string | undefined {
  return error instanceof Error ? FAILED_MODULE_URL.exec(error.message)?.[1] : undefined;
}

export function isIslandModule(value: unknown): value is IslandModule {
  return typeof value === 'object' && value !== null && (value as { default?: unknown }).default != null;
}

export interface LoadIslandOptions {
  importUrl?: (url: string) => Promise<unknown>;
  reload?: () => void;
}

function checked(name: string, module: unknown): IslandModule {
  if (!isIslandModule(module)) {
    throw new Error(`Island "${name}": its module has no default export (a React component) to render`);
  }
  return module;
}

export async function loadIsland(
  name: string,
  loader: IslandLoader,
  attempt: number,
  lastError: unknown,
  { importUrl = (url) => import(/* @vite-ignore */ url), reload = () => location.reload() }: LoadIslandOptions = {},
): Promise<IslandModule> {
  const url = attempt > 0 ? failedModuleUrl(lastError) : undefined;
  if (!url) return checked(name, await loader());
  const fresh = await importUrl(`${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`);
  if (isIslandModule(fresh)) return fresh;
  // The bundler merged the island into a shared chunk whose exports are not the island's
  // module, and this document keeps the failed import: only a new document can load it.
  reload();
  return new Promise<never>(() => {});
}

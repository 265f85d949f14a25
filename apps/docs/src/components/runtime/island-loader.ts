// Loads an island module, retrying a failed load with a fresh URL.
// Chromium caches a failed dynamic import() of a URL for the life of the document, so calling
// the same import() again would fail without touching the network; a query string makes it a
// new module request (its own imports are still shared by URL).
import type { IslandLoader, IslandModule } from './island-registry.ts';

const FAILED_MODULE_URL = /(https?:\/\/\S+?\.m?js)\b/;

/** The URL of the module that failed, when the browser names it in the error message. */
export function failedModuleUrl(error: unknown): string | undefined {
  return error instanceof Error ? FAILED_MODULE_URL.exec(error.message)?.[1] : undefined;
}

export async function loadIsland(loader: IslandLoader, attempt: number, lastError: unknown): Promise<IslandModule> {
  const url = attempt > 0 ? failedModuleUrl(lastError) : undefined;
  if (!url) return loader();
  return (await import(/* @vite-ignore */ `${url}?retry=${attempt}`)) as IslandModule;
}

// Finds the islands of the built site: pages that render an IslandHost, and the URL pattern of
// each island's code chunk (so a spec can delay, fail or replace it).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import type { Locator } from '@playwright/test';
import { builtPages, cachedForBuild, DIST } from './site-routes.ts';

const REGISTRY = join(import.meta.dirname, '../src/components/runtime/island-registry.ts');

export interface IslandOnPage {
  route: string;
  name: string;
}

/** Every built page that hosts an island, with the island's registry name. */
export function islandPages(): IslandOnPage[] {
  return cachedForBuild('island-pages', () =>
    builtPages().flatMap((page) => {
      const html = readFileSync(page.file, 'utf8');
      return [...html.matchAll(/data-island-host="([^"]+)"/g)].map((match) => ({ route: page.route, name: match[1]! }));
    }),
  );
}

/** Size of the island's built chunk, or undefined when no file in _astro matches. */
export function islandChunkSize(name: string): number | undefined {
  const pattern = islandChunkPattern(name);
  const file = readdirSync(join(DIST, '_astro')).find((entry) => pattern.test(`/_astro/${entry}`));
  return file ? statSync(join(DIST, '_astro', file)).size : undefined;
}

/**
 * The island with the smallest chunk, on the first page that hosts it: the runtime behaviours
 * (spinner, Retry, crash screen) are the same for every island, the lightest one tests fastest.
 */
export function lightestIsland(): (IslandOnPage & { chunk: RegExp }) | undefined {
  const candidates = islandPages()
    .map((island) => ({ ...island, size: islandChunkSize(island.name) }))
    .filter((island): island is IslandOnPage & { size: number } => island.size !== undefined)
    .sort((a, b) => a.size - b.size);
  const island = candidates[0];
  return island && { route: island.route, name: island.name, chunk: islandChunkPattern(island.name) };
}

/**
 * Matches the island's chunk URL (with or without the retry query). Vite names a dynamically
 * imported chunk after its source file: `ApplicationFeeCalculator.tsx` -> `_astro/ApplicationFeeCalculator.<hash>.js`.
 * The file comes from the registry entry; without one (a build of another source tree, see
 * DOCS_E2E_DIST) the registry's naming convention applies: kebab-case name, PascalCase file.
 */
export function islandChunkPattern(name: string): RegExp {
  const source = readFileSync(REGISTRY, 'utf8');
  const entry = new RegExp(
    `['"]?${name.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')}['"]?\\s*:\\s*\\(\\)\\s*=>\\s*import\\(\\s*['"]([^'"]+)['"]`,
  );
  const path = entry.exec(source)?.[1];
  const file = path
    ? basename(path, extname(path))
    : name.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());
  return new RegExp(`/_astro/${file.replace(/[^\w-]/g, '\\$&')}\\.[\\w-]+\\.js(\\?.*)?$`);
}

/**
 * Brings an island's host into view as a reader would: an island behind a closed disclosure (Try it's panel, opened
 * by its "Try it" button) is opened first, then scrolled to; its code starts loading once it is visible.
 */
export async function revealIsland(host: Locator): Promise<void> {
  const panel = host.locator('xpath=ancestor::*[@hidden][@id][1]');
  if ((await panel.count()) > 0) {
    const id = await panel.getAttribute('id');
    await host.page().locator(`[aria-controls="${id}"]`).click();
  }
  await host.scrollIntoViewIfNeeded();
}

// What the site's search dialog (apps/docs/src/components/search/search-dialog.ts) asks and gets: the section index
// (/search/site-index.json, written by the docs build with its engine serialised), fetched once when the dialog first opens
// (never before), and ranked by createSiteSearch: the same function over the same file as the MCP server's `search`
// tool, so both return the same hits in the same order (packages/mcp/test/search-parity.test.ts runs this module's
// createDialogSearch against the tool). It lives here, not in the docs app, so that test imports it without any
// package depending on the app. A failed fetch is thrown to the dialog, which says so. No Vite globals here.
import { withBase } from '@paydocs/spec-access/urls';
import { DOCS_BUILD_FILES } from './docs-build.ts';
import { createSiteSearch, type SiteHit, type SiteSearch } from './site-search.ts';
import type { SiteIndex } from './site-index.ts';

/** Results the dialog shows for one query. */
export const DIALOG_LIMIT = 10;

export interface DialogSearch {
  (term: string): Promise<SiteHit[]>;
  /** Loads the index and builds the engine ahead of the first query (the dialog calls it when it opens). */
  prepare(): Promise<SiteSearch>;
}

/** The dialog's search over the index `load` returns (loaded once; a failed load is tried again next time). */
export function createDialogSearch(load: () => Promise<SiteIndex>): DialogSearch {
  let engine: Promise<SiteSearch> | undefined;
  const prepare = () => {
    engine ??= load().then(createSiteSearch);
    engine.catch(() => (engine = undefined));
    return engine;
  };
  return Object.assign(async (term: string) => (await prepare()).search(term, DIALOG_LIMIT), { prepare });
}

/** The index of the site served under `base` (the dialog passes Vite's `import.meta.env.BASE_URL`). */
export async function fetchSiteIndex(base: string): Promise<SiteIndex> {
  const response = await fetch(withBase(base, `/${DOCS_BUILD_FILES.siteIndex}`));
  if (!response.ok) throw new Error(`${DOCS_BUILD_FILES.siteIndex}: ${response.status}`);
  return (await response.json()) as SiteIndex;
}

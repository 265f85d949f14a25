// What the search dialog asks and gets: the site's section index (/search/site-index.json, built after the site by
// @paydocs/api-search's `paydocs-search-index`), fetched once when the dialog first searches (never before), and
// ranked by @paydocs/api-search's createSiteSearch: the same function over the same file as the MCP server's
// `search` tool, so both return the same hits in the same order (packages/mcp/test/search-parity.test.ts runs this
// module's createDialogSearch against the tool). A failed fetch is thrown to the dialog, which says so.
import { createSiteSearch, type SiteHit, type SiteIndex, type SiteSearch } from '@paydocs/api-search';

/** Results the dialog shows for one query. */
export const DIALOG_LIMIT = 10;

/** The dialog's search over the index `load` returns (fetched on the first query; a failed load is tried again). */
export function createDialogSearch(load: () => Promise<SiteIndex>): (term: string) => Promise<SiteHit[]> {
  let engine: Promise<SiteSearch> | undefined;
  return async (term) => {
    engine ??= load().then(createSiteSearch);
    engine.catch(() => (engine = undefined));
    return (await engine).search(term, DIALOG_LIMIT);
  };
}

async function fetchIndex(): Promise<SiteIndex> {
  // Read here, not at module load, so Node (the parity test, the relevance benchmark) can import this module.
  const base = import.meta.env.BASE_URL.replace(/\/?$/, '/');
  const response = await fetch(`${base}search/site-index.json`);
  if (!response.ok) throw new Error(`search/site-index.json: ${response.status}`);
  return (await response.json()) as SiteIndex;
}

export const dialogHits = createDialogSearch(fetchIndex);

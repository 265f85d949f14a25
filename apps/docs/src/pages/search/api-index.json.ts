// /search/api-index.json: the spec-derived search index (src/lib/search/api-index.ts), fetched by
// the search dialog the first time it opens and searched before Pagefind's full text.
import type { APIRoute } from 'astro';
import { loadDocsData } from '../../lib/navigation/docs-data.ts';
import { docHref } from '../../config/sidebar-tree.ts';
import { site } from '../../config/site.ts';
import { buildApiIndex } from '../../lib/search/api-index.ts';
import { spec } from '../../lib/spec/spec.ts';

export const GET: APIRoute = async () => {
  const { entries } = await loadDocsData();
  const pages = entries.map((entry) => ({ route: docHref(entry.id, site.base), body: entry.body ?? '' }));
  const base = site.base.replace(/\/$/, '');
  const index = buildApiIndex(spec, pages).map((entry) =>
    entry.url.startsWith('/api-spec') ? { ...entry, url: `${base}${entry.url}` } : entry,
  );
  return new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};

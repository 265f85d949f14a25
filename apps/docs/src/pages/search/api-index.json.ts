// /search/api-index.json: the spec-derived index of exact keys (src/lib/search/api-index.ts), which
// the build's `paydocs-search-index` puts into /search/site-index.json beside the page sections.
import type { APIRoute } from 'astro';
import { loadDocsData } from '../../lib/navigation/docs-data.ts';
import { docHref } from '../../config/sidebar-tree.ts';
import { site } from '../../config/site.ts';
import { buildApiIndex } from '../../lib/search/api-index.ts';
import { specOf } from '../../lib/spec/spec-context.ts';

export const GET: APIRoute = async (context) => {
  const { entries } = await loadDocsData();
  const pages = entries.map((entry) => ({ route: docHref(entry.id, site.base), body: entry.body ?? '' }));
  // Reference URLs carry the base already (the spec model's href).
  const index = buildApiIndex(specOf(context), pages);
  return new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};

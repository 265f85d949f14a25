// /search/api-index.json: the spec-derived index of exact keys (src/lib/search/api-index.ts), which the post-build
// step page-content relinks to the guides that show them and puts into /search/site-index.json beside the sections.
import type { APIRoute } from 'astro';
import { buildApiIndex } from '../../lib/search/api-index.ts';
import { specOf } from '../../lib/spec/spec-context.ts';

// Reference URLs carry the base already (the spec model's href).
export const GET: APIRoute = (context) => Response.json(buildApiIndex(specOf(context)));

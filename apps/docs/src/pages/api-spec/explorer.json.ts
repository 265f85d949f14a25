// /api-spec/explorer.json: the description as the explorer's Scalar reads it, prepared at build time
// (src/lib/explorer/scalar-document.ts). Not a second source: it is made from the bundle on every build.
import type { APIRoute } from 'astro';
import source from 'virtual:paydocs/spec-source';
import { scalarDocument } from '../../lib/explorer/scalar-document.ts';
import { specOf } from '../../lib/spec/spec-context.ts';

export const GET: APIRoute = async ({ locals }) => Response.json(await scalarDocument(specOf({ locals }).doc, source.file));

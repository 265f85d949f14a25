// /api-spec/anchors.json: for a large spec split into pages (src/lib/spec/reference-pages.ts), the
// page that holds each anchor that is not on /api-spec itself; read by /api-spec's redirect script
// so old /api-spec#<anchor> links keep working. Empty ({}) when the reference is one page.
import type { APIRoute } from 'astro';
import { referencePages } from '../../lib/spec/site-spec.ts';
import { specOf } from '../../lib/spec/spec-context.ts';

export const GET: APIRoute = ({ locals }) => Response.json(referencePages(specOf({ locals })).offIndex());

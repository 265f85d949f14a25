// /api-spec.md: the Markdown version of the reference overview (lib/spec/markdown/reference.ts).
import type { APIRoute } from 'astro';
import { overviewMarkdown } from '../lib/spec/markdown/reference.ts';
import { referencePages } from '../lib/spec/site-spec.ts';
import { specOf } from '../lib/spec/spec-context.ts';

export const GET: APIRoute = ({ locals }) => {
  const spec = specOf({ locals });
  return new Response(overviewMarkdown(spec, referencePages(spec)), { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
};

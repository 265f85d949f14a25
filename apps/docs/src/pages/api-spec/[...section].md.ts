// /api-spec/<section>.md: the Markdown version of each reference page (a tag, an operation, the webhooks, the
// schemas), from the same view models as the HTML page (lib/spec/markdown/reference.ts).
import type { APIRoute, GetStaticPaths } from 'astro';
import { referencePageMarkdown } from '../../lib/spec/markdown/reference.ts';
import type { ReferencePage } from '../../lib/spec/reference-pages.ts';
import { referencePages, siteSpec } from '../../lib/spec/site-spec.ts';
import { specOf } from '../../lib/spec/spec-context.ts';

export const getStaticPaths = (() =>
  referencePages(siteSpec()).pages.map((page) => ({ params: { section: page.slug }, props: { page } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props, locals }) => {
  const { page } = props as { page: ReferencePage };
  return new Response(referencePageMarkdown(specOf({ locals }), page), { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
};

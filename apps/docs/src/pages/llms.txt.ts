// /llms.txt: index of the site for language-model tools (see lib/spec/llms-txt.ts).
import type { APIRoute } from 'astro';
import { loadDocsData } from '../lib/navigation/docs-data.ts';
import { readingOrder as sidebarOrder } from '../config/sidebar-tree.ts';
import { site, withBase } from '../config/site.ts';
import { llmsTxt, readingOrder } from '../lib/spec/llms-txt.ts';
import type { ReferencePage } from '../lib/spec/reference-pages.ts';
import { referencePages } from '../lib/spec/site-spec.ts';
import { specOf } from '../lib/spec/spec-context.ts';

/** One line per reference page; an operation page says its own call and summary. */
function referencePageLine(page: ReferencePage): string {
  switch (page.kind) {
    case 'tag':
      return `The ${page.title} operations: parameters, bodies, responses, error codes, samples in curl, Node and Ruby, examples.`;
    case 'operation':
      return `${page.operation.method.toUpperCase()} ${page.operation.path}: ${page.operation.summary ?? page.title}.`;
    case 'webhooks':
      return 'Every webhook: payload schema, signature headers and example.';
    case 'schemas':
      return 'Every schema of the description, with its fields or values.';
  }
}

export const GET: APIRoute = async ({ site: siteUrl, locals }) => {
  const spec = specOf({ locals });
  const { entries, sidebar } = await loadDocsData();
  // Absolute links when the site URL is configured; site-relative otherwise.
  const href = (path: string) => (siteUrl ? new URL(withBase(path), siteUrl).href : withBase(path));
  const byId = new Map(entries.map((e) => [e.id, e]));
  const sidebarIds = sidebarOrder(sidebar).flatMap((n) => (n.kind === 'doc' ? [n.id] : []));
  const order = readingOrder(sidebarIds, [...byId.keys()]);
  const body = llmsTxt({
    title: `${site.title}: ${spec.doc.info.title}`,
    summary: site.tagline,
    details: spec.doc.info.summary,
    guides: order.map((id) => {
      const e = byId.get(id)!;
      return { title: e.data.title, description: e.data.description, href: href(`/${id}.md`) };
    }),
    specLinks: [
      {
        label: 'OpenAPI description (JSON)',
        href: href('/openapi.json'),
        description: `The bundled OpenAPI ${spec.doc.openapi} description of every operation, webhook and schema.`,
      },
      { label: 'OpenAPI description (YAML)', href: href('/openapi.yaml'), description: 'The same description in YAML.' },
      {
        label: 'API reference',
        href: href('/api-spec.md'),
        description: 'Overview of the reference: base URLs, authentication, every tag with its operations.',
      },
      ...referencePages(spec).pages.map((page) => ({
        label: `API reference: ${page.title}`,
        href: href(`${page.path}.md`),
        description: referencePageLine(page),
      })),
      {
        label: 'API changelog (Markdown)',
        href: href('/changelog.md'),
        description:
          'What changed in each release of the description, breaking changes first (also as /changelog.json and the Atom feed /changelog.xml).',
      },
    ],
  });
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};

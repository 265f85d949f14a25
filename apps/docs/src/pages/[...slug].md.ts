// /<doc id>.md: the Markdown version of every guide (/gettingStarted.md, /apiFundamentals.md), for
// readers' tools and llms.txt. Components become their Markdown rendering, so nothing is lost.
import type { APIRoute, GetStaticPaths } from 'astro';
import type { CollectionEntry } from 'astro:content';
import { loadDocsData } from '../lib/navigation/docs-data.ts';
import { mdxToMarkdown } from '../lib/spec/markdown/mdx-to-markdown.ts';
import { specOf } from '../lib/spec/spec-context.ts';

export const getStaticPaths = (async () => {
  const { entries } = await loadDocsData();
  return entries.map((entry) => ({ params: { slug: entry.id }, props: { entry } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props, locals }) => {
  const { entry } = props as { entry: CollectionEntry<'docs'> };
  const markdown = mdxToMarkdown(specOf({ locals }), {
    file: entry.filePath ?? `src/content/docs/${entry.id}`,
    title: entry.data.title,
    description: entry.data.description,
    body: entry.body ?? '',
  });
  return new Response(markdown, { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
};

// The Starlight peer (Astro) of the first-paint benchmark: our guides as Starlight pages (from the built
// site's Markdown copies, same paths through a `slug` in the front matter), our sidebar, a home page on
// Starlight's splash template with the same hero and cards, and the reference from our bundled spec
// through starlight-openapi under /api-spec/: its overview page is the reference, its Payments tag
// overview the tag page. Starlight groups have no index page, so each category gets the page a Starlight
// site writes for it: a page at /category/<slug> with a link card per child.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SidebarItemInput } from '../../src/config/sidebar-tree.ts';
import {
  type BuiltPeer,
  buildOnce,
  homeSections,
  installPinned,
  type OurContent,
  PEERS_DIR,
  run,
  titleOf,
  versionsOf,
  writeProject,
} from './peer-site.ts';

const PACKAGES = {
  astro: '7.3.5',
  '@astrojs/starlight': '0.42.4',
  'starlight-openapi': '0.26.1',
  '@astrojs/markdown-remark': '7.3.1',
  '@astrojs/markdown-satteri': '0.4.2',
};
const DIR = join(PEERS_DIR, 'starlight');
const OUT = join(DIR, 'dist');

const yamlString = (text: string) => JSON.stringify(text);

function frontMatter(fields: Record<string, unknown>): string {
  return `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? yamlString(value) : JSON.stringify(value)}`)
    .join('\n')}\n---\n`;
}

/** A guide as a Starlight page: the title and summary move into the front matter (Starlight renders both). */
function guidePage(id: string, markdown: string): string {
  const { title, description } = titleOf(markdown);
  const body = markdown.replace(/^# .+\n+(> .+\n+)?/, '');
  return `${frontMatter({ title, description, slug: id })}\n${body}`;
}

/** Our sidebar in Starlight's terms; a category links to its /category/<slug> page first. */
function sidebarItem(item: SidebarItemInput): unknown {
  if (typeof item === 'string') return { slug: item };
  if (item.type === 'doc') return { slug: item.id, label: item.label };
  if (item.type === 'link') return { link: item.href, label: item.label };
  return { label: item.label, items: [{ slug: `category/${item.slug}`, label: 'Overview' }, ...item.items.map(sidebarItem)] };
}

function categories(items: SidebarItemInput[]): Extract<SidebarItemInput, { type: 'category' }>[] {
  return items.flatMap((item) => (typeof item !== 'string' && item.type === 'category' ? [item, ...categories(item.items)] : []));
}

function linkCard(content: OurContent, item: SidebarItemInput): string {
  if (typeof item !== 'string' && item.type === 'category')
    return `<LinkCard title=${yamlString(item.label)} href="/category/${item.slug}" description=${yamlString(item.description)} />`;
  if (typeof item !== 'string' && item.type === 'link') return `<LinkCard title=${yamlString(item.label)} href=${yamlString(item.href)} />`;
  const id = typeof item === 'string' ? item : item.id;
  const { title, description } = titleOf(content.guides.get(id) ?? '');
  return `<LinkCard title=${yamlString(title)} href="/${id}" description=${yamlString(description)} />`;
}

function categoryPage(content: OurContent, category: Extract<SidebarItemInput, { type: 'category' }>): string {
  return `${frontMatter({ title: category.label, description: category.description, slug: `category/${category.slug}` })}
import { CardGrid, LinkCard } from '@astrojs/starlight/components';

<CardGrid>
${category.items.map((item) => linkCard(content, item)).join('\n')}
</CardGrid>
`;
}

function homePage(content: OurContent): string {
  const hero = {
    title: content.title,
    tagline: content.tagline,
    actions: [
      { text: 'Getting Started', link: '/gettingStarted', variant: 'primary' },
      { text: 'API Specification', link: '/api-spec', variant: 'secondary' },
    ],
  };
  const cards = homeSections(content).map(
    (section) =>
      `<LinkCard title=${yamlString(section.label)} href=${yamlString(section.href)} description=${yamlString(section.description)} />`,
  );
  return `${frontMatter({ title: content.title, description: content.tagline, template: 'splash', hero })}
import { CardGrid, LinkCard } from '@astrojs/starlight/components';

## Browse the documentation

<CardGrid>
${cards.join('\n')}
</CardGrid>
`;
}

function astroConfig(content: OurContent): string {
  const sidebar = JSON.stringify(content.sidebar.map(sidebarItem), null, 2);
  return `import starlight from '@astrojs/starlight';
import { defineConfig } from 'astro/config';
import starlightOpenAPI, { openAPISidebarGroups } from 'starlight-openapi';

export default defineConfig({
  integrations: [
    starlight({
      title: ${yamlString(content.title)},
      plugins: [starlightOpenAPI([{ base: 'api-spec', schema: './openapi.json', sidebar: { label: 'API Specification' } }])],
      sidebar: [...${sidebar}, ...openAPISidebarGroups],
    }),
  ],
});
`;
}

const CONTENT_CONFIG = `import { docsLoader } from '@astrojs/starlight/loaders';
import { docsSchema } from '@astrojs/starlight/schema';
import { defineCollection } from 'astro:content';

export const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };
`;

export function buildStarlight(content: OurContent): BuiltPeer {
  installPinned(DIR, PACKAGES, { type: 'module' });
  const files: Record<string, string> = {
    'astro.config.mjs': astroConfig(content),
    'src/content.config.ts': CONTENT_CONFIG,
    'src/content/docs/index.mdx': homePage(content),
    'openapi.json': readFileSync(content.specFile, 'utf8'),
  };
  for (const [id, markdown] of content.guides) files[`src/content/docs/${id}.md`] = guidePage(id, markdown);
  for (const category of categories(content.sidebar))
    files[`src/content/docs/category/${category.slug}.mdx`] = categoryPage(content, category);
  buildOnce(DIR, OUT, { PACKAGES, files }, () => {
    writeProject(DIR, files, ['src', 'dist', '.astro']);
    run(DIR, 'astro', ['build']);
  });
  return {
    name: 'starlight',
    versions: versionsOf(PACKAGES, ['@astrojs/starlight', 'astro', 'starlight-openapi']),
    dist: OUT,
    paths: {
      home: '/',
      'long guide': '/apiFundamentals',
      category: '/category/api-fundamentals',
      reference: '/api-spec',
      'tag page': '/api-spec/operations/tags/payments',
      'operation page': '/api-spec/operations/createpayment',
    },
  };
}

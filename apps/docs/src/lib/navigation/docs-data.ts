// The docs collection and the resolved sidebar, loaded once per build and shared by every page.
import { getCollection, type CollectionEntry } from 'astro:content';
import { site } from '../../config/site.ts';
import { resolveSidebar, type DocSummary, type SidebarNode } from '../../config/sidebar-tree.ts';
import { sidebars } from '../../sidebar.ts';

export interface DocsData {
  entries: CollectionEntry<'docs'>[];
  docs: Map<string, DocSummary>;
  /** The one docs sidebar, resolved (labels, hrefs, descriptions). */
  sidebar: SidebarNode[];
}

let cached: Promise<DocsData> | undefined;

export function loadDocsData(): Promise<DocsData> {
  cached ??= (async () => {
    const entries = await getCollection('docs');
    const docs = new Map(entries.map((entry) => [entry.id, { title: entry.data.title, description: entry.data.description }]));
    return { entries, docs, sidebar: resolveSidebar(sidebars.docs, docs, site.base).items };
  })();
  return cached;
}

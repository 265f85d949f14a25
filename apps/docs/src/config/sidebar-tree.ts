// Turns the sidebar definition (src/sidebar.ts) plus the docs' frontmatter into the resolved tree
// the layout renders: labels, hrefs, descriptions, and the trail to the current page (breadcrumbs,
// expanded categories, aria-current). Pure functions, so the build and unit tests share them.
import { isExternalUrl, withBase } from '@paydocs/spec-access/urls';

/** How src/sidebar.ts is written. A bare string is a doc id. */
export type SidebarItemInput =
  | string
  | { type: 'doc'; id: string; label?: string }
  | { type: 'link'; href: string; label: string }
  | {
      type: 'category';
      label: string;
      /** Slug of the generated index page /category/<slug>. */
      slug: string;
      /** One line shown on the category page, the home page and the parent category page. */
      description: string;
      items: SidebarItemInput[];
    };

/** What the tree needs to know about a doc. */
export interface DocSummary {
  title: string;
  description: string;
}

export type SidebarNode =
  | { kind: 'doc'; id: string; label: string; href: string; description: string }
  | { kind: 'link'; label: string; href: string; description: string; external: boolean }
  | { kind: 'category'; label: string; slug: string; href: string; description: string; items: SidebarNode[] };

export type CategoryNode = Extract<SidebarNode, { kind: 'category' }>;

export interface ResolvedSidebar {
  items: SidebarNode[];
  /** Doc ids the sidebar names but the content collection does not have. */
  missingDocs: string[];
}

/** Resolves labels, hrefs and descriptions; docs that do not exist are left out and reported. */
export function resolveSidebar(items: readonly SidebarItemInput[], docs: ReadonlyMap<string, DocSummary>, base = '/'): ResolvedSidebar {
  const missingDocs: string[] = [];
  const walk = (list: readonly SidebarItemInput[]): SidebarNode[] =>
    list.flatMap((input): SidebarNode[] => {
      const item = typeof input === 'string' ? { type: 'doc' as const, id: input } : input;
      if (item.type === 'doc') {
        const doc = docs.get(item.id);
        if (!doc) {
          missingDocs.push(item.id);
          return [];
        }
        return [
          {
            kind: 'doc',
            id: item.id,
            label: item.label ?? doc.title,
            href: withBase(base, item.id),
            description: doc.description,
          },
        ];
      }
      if (item.type === 'link') {
        return [{ kind: 'link', label: item.label, href: item.href, description: '', external: isExternalUrl(item.href) }];
      }
      const children = walk(item.items);
      // A category whose docs are all missing would be an index page listing nothing.
      if (children.length === 0) return [];
      return [
        {
          kind: 'category',
          label: item.label,
          slug: item.slug,
          href: withBase(base, `/category/${item.slug}`),
          description: item.description,
          items: children,
        },
      ];
    });
  return { items: walk(items), missingDocs };
}

/** Every category, depth first (for the /category/<slug> pages). */
export function allCategories(items: readonly SidebarNode[]): CategoryNode[] {
  return items.flatMap((item) => (item.kind === 'category' ? [item, ...allCategories(item.items)] : []));
}

/**
 * The chain of nodes from the top of the sidebar down to the node whose href is `href`,
 * or an empty array when the page is not in the sidebar.
 */
export function findTrail(items: readonly SidebarNode[], href: string): SidebarNode[] {
  for (const item of items) {
    if (item.href === href) return [item];
    if (item.kind === 'category') {
      const below = findTrail(item.items, href);
      if (below.length > 0) return [item, ...below];
    }
  }
  return [];
}

/** Pages in reading order (categories' index pages included), for previous/next links. */
export function readingOrder(items: readonly SidebarNode[]): SidebarNode[] {
  return items.flatMap((item) => (item.kind === 'category' ? [item, ...readingOrder(item.items)] : item.kind === 'doc' ? [item] : []));
}

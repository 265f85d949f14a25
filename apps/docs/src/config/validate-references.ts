// Checks of the site configuration that need the list of docs and sidebars, which only the build
// knows: a `doc` item must name an existing doc, a `docSidebar` item an existing sidebar with
// something to link to (product spec section 2: both are configuration errors).
import type { ConfigIssue } from './parse.ts';
import type { DropdownEntry, NavbarItem, SiteConfig } from './schema.ts';
import { allCategories, resolveSidebar, type DocSummary, type SidebarItemInput } from './sidebar-tree.ts';

export interface ReferenceContext {
  /** Docs of the content collection by id. */
  docs: ReadonlyMap<string, DocSummary>;
  /** Sidebars of src/sidebar.ts by id. */
  sidebars: Readonly<Record<string, readonly SidebarItemInput[]>>;
}

function unknownDoc(docId: string): string {
  return `no doc with id "${docId}"; doc ids are paths under src/content/docs without the extension (case kept, "x/index" is "x")`;
}

function checkItem(item: NavbarItem | DropdownEntry, path: string, context: ReferenceContext, errors: ConfigIssue[]) {
  if (item.type === 'doc' && !context.docs.has(item.docId)) {
    errors.push({ path: `${path}.docId`, message: unknownDoc(item.docId) });
  }
  if (item.type === 'dropdown') {
    for (const [index, entry] of item.items.entries()) checkItem(entry, `${path}.items[${index}]`, context, errors);
  }
  if (item.type === 'docSidebar') {
    const sidebar = context.sidebars[item.sidebarId];
    if (!sidebar) {
      const known = Object.keys(context.sidebars).join(', ') || '(none)';
      errors.push({
        path: `${path}.sidebarId`,
        message: `unknown sidebar "${item.sidebarId}"; expected one of ${known} (src/sidebar.ts)`,
      });
      return;
    }
    if (resolveSidebar(sidebar, context.docs).items.length === 0) {
      errors.push({
        path,
        message: `doc sidebar "${item.sidebarId}" has nothing to link to: it lists no existing doc, link or category`,
      });
    }
  }
}

/** The problems that fail the build. */
export function validateReferences(config: SiteConfig, context: ReferenceContext): ConfigIssue[] {
  const errors: ConfigIssue[] = [];
  if (!context.docs.has(config.docs.mainDocId)) {
    errors.push({ path: 'docs.mainDocId', message: unknownDoc(config.docs.mainDocId) });
  }
  for (const [index, item] of config.navbar.items.entries()) checkItem(item, `navbar.items[${index}]`, context, errors);
  for (const [sidebarId, items] of Object.entries(context.sidebars)) {
    const resolved = resolveSidebar(items, context.docs);
    // Each category has its own index page, /category/<slug>.
    const slugs = allCategories(resolved.items).map((category) => category.slug);
    for (const slug of new Set(slugs.filter((slug, index) => slugs.indexOf(slug) !== index))) {
      errors.push({ path: `sidebars.${sidebarId}`, message: `category slug "${slug}" is used more than once` });
    }
    const { missingDocs } = resolved;
    // Every sidebar route is a page the site promises: a missing guide fails the build.
    if (missingDocs.length > 0) {
      errors.push({
        path: `sidebars.${sidebarId}`,
        message: `lists docs that do not exist: ${missingDocs.join(', ')}; expected a file in src/content/docs for each`,
      });
    }
  }
  return errors;
}

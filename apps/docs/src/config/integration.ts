// Astro integration that runs the configuration checks needing the doc list (navbar doc and
// docSidebar items, the main doc, the sidebars) as soon as the build starts, so a bad reference
// fails `astro build` / `astro dev` before any page renders.
import { globSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { DOCS_CONTENT_DIR, DOCS_PATTERN, docIdFromPath } from './doc-id.ts';
import { SiteConfigError } from './parse.ts';
import type { SiteConfig } from './schema.ts';
import type { DocSummary, SidebarItemInput } from './sidebar-tree.ts';
import { validateReferences } from './validate-references.ts';

/** Ids of the docs on disk: the files the content collection's glob takes, with its `generateId`. */
const listDocIds = (docsDir: string): string[] => globSync(DOCS_PATTERN, { cwd: docsDir }).map((file) => docIdFromPath(file));

export function siteConfigIntegration(options: {
  config: SiteConfig;
  sidebars: Record<string, readonly SidebarItemInput[]>;
}): AstroIntegration {
  return {
    name: 'paydocs:site-config',
    hooks: {
      'astro:config:setup': ({ config: astroConfig }) => {
        const docsDir = join(fileURLToPath(astroConfig.root), DOCS_CONTENT_DIR);
        // Existence is all these checks need; titles come from the collection at render time.
        const docs = new Map<string, DocSummary>(listDocIds(docsDir).map((id) => [id, { title: id, description: '' }]));
        const errors = validateReferences(options.config, { docs, sidebars: options.sidebars });
        if (errors.length > 0) throw new SiteConfigError(errors);
      },
    },
  };
}

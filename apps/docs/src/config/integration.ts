// Astro integration that runs the configuration checks needing the doc list (navbar doc and
// docSidebar items, the main doc, the sidebars) as soon as the build starts, so a bad reference
// fails `astro build` / `astro dev` before any page renders.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { DOCS_CONTENT_DIR, docIdFromPath } from './doc-id.ts';
import { SiteConfigError } from './parse.ts';
import type { SiteConfig } from './schema.ts';
import type { DocSummary, SidebarItemInput } from './sidebar-tree.ts';
import { validateReferences } from './validate-references.ts';

/** Ids of the docs on disk (same ids as the content collection's `generateId`). */
export function listDocIds(docsDir: string): string[] {
  let files: string[];
  try {
    files = readdirSync(docsDir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return files.filter((file) => /\.mdx?$/i.test(file)).map((file) => docIdFromPath(file));
}

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

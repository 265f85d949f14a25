// A new guide is either in the sidebar (src/sidebar.ts) or says `sidebar: false` in its
// frontmatter: a page that is neither would be built but reachable from nowhere. Step 2 of "Add a
// guide" in the root README's contributor map.
import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sidebars } from '../sidebar.ts';
import { DOCS_CONTENT_DIR, docIdFromPath } from './doc-id.ts';
import type { SidebarItemInput } from './sidebar-tree.ts';

const APP = join(import.meta.dirname, '../..');

function sidebarIds(items: readonly SidebarItemInput[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    if (item.type === 'doc') return [item.id];
    if (item.type === 'category') return sidebarIds(item.items);
    return [];
  });
}

const listed = new Set(sidebarIds(sidebars.docs));
const guides = globSync('**/*.{md,mdx}', { cwd: join(APP, DOCS_CONTENT_DIR) }).map((file) => ({
  file: `${DOCS_CONTENT_DIR}/${file}`,
  id: docIdFromPath(file),
  hidden: /^---\n[\s\S]*?^sidebar:\s*false\s*$[\s\S]*?^---$/m.test(readFileSync(join(APP, DOCS_CONTENT_DIR, file), 'utf8')),
}));

describe('guide placement', () => {
  it('finds the guides', () => {
    expect(guides.length).toBeGreaterThan(10);
  });

  it.each(guides)('$file is in the sidebar or has `sidebar: false`', ({ file, id, hidden }) => {
    expect(
      listed.has(id) || hidden,
      `${file}: add "${id}" to src/sidebar.ts, or set \`sidebar: false\` in its frontmatter for a page reached only by links`,
    ).toBe(true);
  });
});

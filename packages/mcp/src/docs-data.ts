// What the MCP server answers from: the built docs (apps/docs/dist: every page's `.md` version and the search index
// dist/search/api-index.json) and the bundled spec (@paydocs/openapi, through @paydocs/spec-access). Loaded once.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { type JsonObject, loadBundle, locateBundle, walkOperations, type WalkedOperation } from '@paydocs/spec-access';
import type { ApiEntry } from '../../../apps/docs/src/lib/search/api-index.ts';

export const DEFAULT_DIST = resolve(import.meta.dirname, '../../../apps/docs/dist');

export interface DocsPage {
  /** Site route, `/gettingStarted`. */
  route: string;
  title: string;
  markdown: string;
}

export interface DocsData {
  pages: Map<string, DocsPage>;
  apiIndex: ApiEntry[];
  spec: JsonObject;
  operations: WalkedOperation[];
}

function markdownFiles(dir: string, root: string = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'pagefind' || e.name.startsWith('_') ? [] : markdownFiles(path, root);
    return e.name.endsWith('.md') ? [path] : [];
  });
}

export function loadDocsData(options: { dist?: string; bundle?: string } = {}): DocsData {
  const dist = options.dist ?? DEFAULT_DIST;
  const indexFile = join(dist, 'search/api-index.json');
  if (!existsSync(indexFile)) throw new Error(`${indexFile}: missing; build the docs first (pnpm turbo run build --filter=@paydocs/docs)`);
  const pages = new Map<string, DocsPage>();
  for (const file of markdownFiles(dist)) {
    const markdown = readFileSync(file, 'utf8');
    const route = `/${relative(dist, file).replace(/\.md$/, '')}`;
    pages.set(route, { route, title: /^# (.+)$/m.exec(markdown)?.[1]?.trim() ?? route, markdown });
  }
  const spec = loadBundle(options.bundle ?? locateBundle(import.meta.dirname));
  return { pages, apiIndex: JSON.parse(readFileSync(indexFile, 'utf8')) as ApiEntry[], spec, operations: walkOperations(spec) };
}

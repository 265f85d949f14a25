// What every peer site of `bench/lighthouse.ts --peers` shares: the five page types we measure, the
// description of a built peer (its dist/ and the path of each page type it has), an exact-version npm
// install outside the workspace (bench/.peers/<peer>/, git-ignored, like Lighthouse in .lighthouse/),
// a build that reruns only when its inputs change, and the content every peer is generated from: our
// built site's Markdown copies (dist/<page>.md), its sidebar (src/sidebar.ts), title and tagline, and
// the bundled spec (dist/openapi.json). One module per peer (docusaurus.ts, starlight.ts, redoc.ts)
// writes its project from these and builds it.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { SidebarItemInput } from '../../src/config/sidebar-tree.ts';
import { siteConfig } from '../../src/site.config.ts';
import { sidebars } from '../../src/sidebar.ts';

/** Our five page types, and the largest operation's page (createPayment), the page the reference's first-paint target names. */
export const PAGE_TYPES = ['home', 'long guide', 'category', 'reference', 'tag page', 'operation page', 'explorer'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** A peer site built and ready to serve: its static output and the path of each page type it has. */
export interface BuiltPeer {
  name: string;
  /** "package@version, ..." of what was installed. */
  versions: string;
  dist: string;
  /** A page type the peer has no equivalent for is left out (printed as "—"). */
  paths: Partial<Record<PageType, string>>;
}

/** Our built site, the source of every peer's content. */
export interface OurContent {
  /** apps/docs/dist */
  dist: string;
  title: string;
  tagline: string;
  sidebar: SidebarItemInput[];
  /** Every guide's Markdown copy: doc id (`apiFundamentals/authentication`) -> Markdown. */
  guides: Map<string, string>;
  /** dist/openapi.json, the bundled spec the site renders. */
  specFile: string;
}

export const PEERS_DIR = join(import.meta.dirname, '..', '.peers');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Reads our built site: the guides are the Markdown copies outside the reference and the changelog. */
export function readOurContent(dist: string): OurContent {
  const specFile = join(dist, 'openapi.json');
  if (!existsSync(specFile))
    throw new Error(`${specFile} is missing: build the site first (pnpm turbo run build --filter=@paydocs/docs...)`);
  const guides = new Map<string, string>();
  for (const file of markdownFiles(dist)) {
    const id = relative(dist, file).replace(/\.md$/, '');
    if (id === 'api-spec' || id.startsWith('api-spec/') || id === 'changelog') continue;
    guides.set(id, readFileSync(file, 'utf8'));
  }
  return { dist, title: siteConfig.title, tagline: siteConfig.tagline, sidebar: sidebars.docs, guides, specFile };
}

/** The first `# Heading` of a Markdown copy and the `> summary` line under it. */
export function titleOf(markdown: string): { title: string; description: string } {
  const title = /^# (.+)$/m.exec(markdown)?.[1] ?? '';
  const description = /^# .+\n+> (.+)$/m.exec(markdown)?.[1] ?? '';
  return { title, description };
}

/**
 * Installs exactly `packages` (name -> version) into `dir` with npm, unless the last install there was
 * of the same list. Peer dependencies are the packages' own business: npm resolves them; `overrides`
 * pins a transitive package where the newest in range breaks the build.
 */
export function installPinned(
  dir: string,
  packages: Record<string, string>,
  options: { type?: 'module'; overrides?: Record<string, string> } = {},
): void {
  const manifest = JSON.stringify({ private: true, type: options.type, dependencies: packages, overrides: options.overrides }, null, 2);
  const stamp = join(dir, 'node_modules', '.paydocs-installed');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === manifest) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), manifest);
  console.error(
    `installing ${Object.entries(packages)
      .map(([name, version]) => `${name}@${version}`)
      .join(', ')} into ${relative(process.cwd(), dir)} ...`,
  );
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: ['ignore', 2, 2] });
  writeFileSync(stamp, manifest);
}

/** "name@version, ..." for the report. */
export function versionsOf(packages: Record<string, string>, names: string[]): string {
  return names.map((name) => `${name}@${packages[name]}`).join(', ');
}

/** Writes `files` (path relative to `dir` -> text) into `dir`, replacing the folders listed in `fresh` first. */
export function writeProject(dir: string, files: Record<string, string>, fresh: string[] = []): void {
  for (const folder of fresh) rmSync(join(dir, folder), { recursive: true, force: true });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

/**
 * Runs `build` unless the last build in `dir` had the same inputs (the generated project files, the
 * installed versions) and its output `dist` still exists. Builds are slow (minutes on two cores); the
 * generated files change when our content does or when a peer module writes something else.
 */
export function buildOnce(dir: string, dist: string, inputs: unknown, build: () => void): void {
  const key = createHash('sha256').update(JSON.stringify(inputs)).digest('hex');
  const stamp = join(dir, '.paydocs-built');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === key && existsSync(dist)) return;
  rmSync(stamp, { force: true });
  build();
  writeFileSync(stamp, key);
}

/** Runs a command of a peer's installed tooling (node_modules/.bin) in its project folder. */
export function run(dir: string, bin: string, args: string[]): void {
  console.error(`${relative(process.cwd(), dir)}: ${bin} ${args.join(' ')}`);
  // The build's output goes to stderr: stdout is the benchmark's table.
  execFileSync(join(dir, 'node_modules', '.bin', bin), args, { cwd: dir, stdio: ['ignore', 2, 2] });
}

/** A card of the home page: each top-level sidebar entry (a doc or a category) with its one-line description. */
export interface HomeSection {
  label: string;
  href: string;
  description: string;
}

/** The home page's cards, as our home page lists them: the top level of the sidebar. */
export function homeSections(content: OurContent): HomeSection[] {
  return content.sidebar.flatMap((item): HomeSection[] => {
    if (typeof item === 'string' || item.type === 'doc') {
      const id = typeof item === 'string' ? item : item.id;
      const { title, description } = titleOf(content.guides.get(id) ?? '');
      return [{ label: (typeof item === 'string' ? undefined : item.label) ?? title, href: `/${id}`, description }];
    }
    if (item.type === 'category') return [{ label: item.label, href: `/category/${item.slug}`, description: item.description }];
    return [];
  });
}

// The Docusaurus peer (3.x, preset-classic) of the first-paint benchmark: our guides as docs (from the
// built site's Markdown copies), our sidebar with a generated-index page per category at the same
// /category/<slug> paths, a home page with the same hero and cards, and the API reference from our
// bundled spec through docusaurus-plugin-openapi-docs in a second docs instance under /api-spec/ (its
// info page is the overview, the Payments tag page the tag page), so guides keep the classic DocItem.
import { readdirSync, readFileSync } from 'node:fs';
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
  versionsOf,
  writeProject,
} from './peer-site.ts';

const PACKAGES = {
  '@docusaurus/core': '3.10.2',
  '@docusaurus/preset-classic': '3.10.2',
  '@mdx-js/react': '3.1.1',
  react: '19.3.1',
  'react-dom': '19.3.1',
  'docusaurus-plugin-openapi-docs': '5.2.0',
  'docusaurus-theme-openapi-docs': '5.2.0',
  'docusaurus-plugin-sass': '0.2.7',
};
// webpack 5.112.2, the newest in Docusaurus's range, fails the client build on the OpenAPI theme's CommonJS
// modules ("Cannot get final name for export '__esModule'"); 5.109.2 was the newest when the theme was released.
const OVERRIDES = { webpack: '5.109.2' };
const DIR = join(PEERS_DIR, 'docusaurus');
const OUT = join(DIR, 'build');

/** Our sidebar in Docusaurus's terms: a category links to its generated index at /category/<slug>. */
function sidebarItem(item: SidebarItemInput): unknown {
  if (typeof item === 'string') return { type: 'doc', id: item };
  if (item.type === 'doc') return { type: 'doc', id: item.id, label: item.label };
  if (item.type === 'link') return { type: 'link', href: item.href, label: item.label };
  return {
    type: 'category',
    label: item.label,
    link: { type: 'generated-index', slug: `/category/${item.slug}`, description: item.description },
    items: item.items.map(sidebarItem),
  };
}

function config(content: OurContent): string {
  const config = {
    title: content.title,
    tagline: content.tagline,
    url: 'http://127.0.0.1',
    baseUrl: '/',
    onBrokenLinks: 'warn',
    onBrokenAnchors: 'ignore',
    // The copies are plain Markdown (CommonMark), not MDX.
    markdown: { format: 'detect', hooks: { onBrokenMarkdownLinks: 'warn' } },
    presets: [['classic', { docs: { path: 'docs', routeBasePath: '/', sidebarPath: './sidebars.mjs' }, blog: false }]],
    plugins: [
      [
        '@docusaurus/plugin-content-docs',
        { id: 'api', path: 'api', routeBasePath: 'api-spec', sidebarPath: './sidebars-api.mjs', docItemComponent: '@theme/ApiItem' },
      ],
      [
        'docusaurus-plugin-openapi-docs',
        {
          id: 'openapi',
          docsPluginId: 'api',
          config: {
            paydocs: { specPath: 'openapi.json', outputDir: 'api', sidebarOptions: { groupPathsBy: 'tag', categoryLinkSource: 'tag' } },
          },
        },
      ],
    ],
    themes: ['docusaurus-theme-openapi-docs'],
    themeConfig: {
      navbar: {
        title: content.title,
        items: [
          { type: 'doc', docId: 'gettingStarted', label: 'Documentation', position: 'left' },
          { to: '/api-spec/payments', label: 'API Specification', position: 'left' },
        ],
      },
    },
  };
  return `export default ${JSON.stringify(config, null, 2)};\n`;
}

/** The home page: our hero (title, tagline, the two ways in) and a card per top-level sidebar entry. */
function homePage(content: OurContent): string {
  const sections = JSON.stringify(homeSections(content));
  return `import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';

const sections = ${sections};

export default function Home() {
  return (
    <Layout description={${JSON.stringify(content.tagline)}}>
      <header className="hero">
        <div className="container text--center">
          <p>Payment facilitation API</p>
          <h1 className="hero__title">{${JSON.stringify(content.title)}}</h1>
          <p className="hero__subtitle">{${JSON.stringify(content.tagline)}}</p>
          <Link className="button button--primary button--lg" to="/gettingStarted">Getting Started</Link>{' '}
          <Link className="button button--secondary button--lg" to="/api-spec/payments">API Specification</Link>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <h2>Browse the documentation</h2>
        <div className="row">
          {sections.map((section) => (
            <div key={section.href} className="col col--4 margin-bottom--lg">
              <Link className="card padding--lg" to={section.href}>
                <strong>{section.label}</strong>
                <span>{section.description}</span>
              </Link>
            </div>
          ))}
        </div>
      </main>
    </Layout>
  );
}
`;
}

/** The id of the reference's info page, from the front matter the plugin wrote into api/<slug>.info.mdx. */
function infoPageId(): string {
  const file = readdirSync(join(DIR, 'api')).find((name) => name.endsWith('.info.mdx'));
  const id = file && /^id: (.+)$/m.exec(readFileSync(join(DIR, 'api', file), 'utf8'))?.[1];
  if (!id) throw new Error(`docusaurus-plugin-openapi-docs wrote no info page into ${join(DIR, 'api')}`);
  return id.trim();
}

export function buildDocusaurus(content: OurContent): BuiltPeer {
  // No "type": Docusaurus's webpack reads its generated modules by their own syntax.
  installPinned(DIR, PACKAGES, { overrides: OVERRIDES });
  const files: Record<string, string> = {
    'docusaurus.config.mjs': config(content),
    'sidebars.mjs': `export default ${JSON.stringify({ docs: content.sidebar.map(sidebarItem) }, null, 2)};\n`,
    // The sidebar the OpenAPI plugin generates (api/sidebar.ts), grouped by tag.
    'sidebars-api.mjs': "import api from './api/sidebar.ts';\n\nexport default { api };\n",
    'src/pages/index.js': homePage(content),
    'openapi.json': readFileSync(content.specFile, 'utf8'),
    // The docs instance needs its folder before the plugin fills it.
    'api/.keep': '',
  };
  for (const [id, markdown] of content.guides) files[`docs/${id}.md`] = markdown;
  buildOnce(DIR, OUT, { PACKAGES, OVERRIDES, files }, () => {
    writeProject(DIR, files, ['docs', 'api', 'src', 'build', '.docusaurus']);
    run(DIR, 'docusaurus', ['gen-api-docs', 'all']);
    run(DIR, 'docusaurus', ['build', '--out-dir', 'build']);
  });
  return {
    name: 'docusaurus',
    versions: versionsOf(PACKAGES, ['@docusaurus/core', 'docusaurus-plugin-openapi-docs']),
    dist: OUT,
    paths: {
      home: '/',
      'long guide': '/apiFundamentals',
      category: '/category/api-fundamentals',
      reference: `/api-spec/${infoPageId()}`,
      'tag page': '/api-spec/payments',
      'operation page': '/api-spec/create-payment',
    },
  };
}

// HTML to Markdown: the `.md` version of a page is its rendered HTML converted, so a component is written once
// (as HTML) and its Markdown follows. unified does the conversion, as starlight-llms-txt does: `rehype-parse`
// reads the HTML, `rehype-remark` (hast-util-to-mdast) turns it into a Markdown tree, `remark-gfm` +
// `remark-stringify` write it with GFM tables. Before the conversion, the tree is prepared:
// - the page's content is the element search indexes (`data-content-body`), else `<main>`;
// - chrome goes: navigation, buttons, tab lists, forms, status indicators, hidden elements, scripts, and anything
//   marked `data-content-ignore` (what search ignores, the Markdown drops too: one hook for both);
// - code blocks keep their language (Shiki writes it on `<pre data-language>`; to-mdast reads `language-*`);
// - notes (`role="note"`) become blockquotes with their title in bold;
// - a diagram (`<svg>` with a `<title>`) becomes its title and description, what screen readers hear;
// - adjacent inline elements with no space between them (a method badge, its path, its summary) are read as
//   separate words, as the page shows them.
// Links stay as the HTML has them: site-relative with the base, like every link on the page.
// Reusable on any built HTML (the post-build step `markdown-versions`, a search index over sections).
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';

/** The few hast fields the preparation reads (hast's own types are not a dependency of the app). */
interface HNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HNode[];
  position?: unknown;
}

const DROPPED_TAGS = new Set(['script', 'style', 'template', 'noscript', 'nav', 'button', 'form', 'input', 'select', 'textarea', 'dialog']);
const INLINE_TAGS = new Set(['a', 'code', 'span', 'strong', 'em', 'b', 'i', 'kbd', 'time', 'abbr', 'small', 'mark']);

const prop = (node: HNode, name: string) => node.properties?.[name];
const classes = (node: HNode): string[] => {
  const value = prop(node, 'className');
  return Array.isArray(value) ? value.map(String) : [];
};
const isElement = (node: HNode, tag?: string) => node.type === 'element' && (tag === undefined || node.tagName === tag);

function isChrome(node: HNode): boolean {
  if (!isElement(node)) return node.type === 'comment';
  return (
    DROPPED_TAGS.has(node.tagName!) ||
    (node.tagName === 'svg' && !node.children?.some((c) => isElement(c, 'title'))) ||
    prop(node, 'hidden') !== undefined ||
    prop(node, 'ariaHidden') === 'true' ||
    prop(node, 'dataContentIgnore') !== undefined ||
    prop(node, 'role') === 'tablist' ||
    prop(node, 'role') === 'status'
  );
}

function find(node: HNode, test: (n: HNode) => boolean): HNode | undefined {
  if (test(node)) return node;
  for (const child of node.children ?? []) {
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

const textOf = (node: HNode): string => node.value ?? (node.children ?? []).map(textOf).join('');

/** The element holding the page's content: the one search indexes, else `<main>`, else the whole tree. */
export function contentRoot(tree: HNode): HNode {
  return find(tree, (n) => prop(n, 'dataContentBody') !== undefined) ?? find(tree, (n) => isElement(n, 'main')) ?? tree;
}

const paragraph = (children: HNode[]): HNode => ({ type: 'element', tagName: 'p', properties: {}, children });

/** A diagram as the text screen readers get: its title, then its description. */
function diagramText(svg: HNode): HNode[] {
  const text = (tag: string) => textOf(svg.children?.find((c) => isElement(c, tag)) ?? { type: 'text', value: '' }).trim();
  const title = paragraph([
    { type: 'element', tagName: 'strong', properties: {}, children: [{ type: 'text', value: text('title') }] },
    { type: 'text', value: ' (diagram)' },
  ]);
  return text('desc') ? [title, paragraph([{ type: 'text', value: text('desc') }])] : [title];
}

function prepare(node: HNode, inCode = false): void {
  // Source positions are of no use here, and hast-util-to-mdast copies the whole tree: half the copying goes.
  delete node.position;
  if (!node.children) return;
  node.children = node.children.flatMap((child) => (isElement(child, 'svg') && !isChrome(child) ? diagramText(child) : [child]));
  node.children = node.children.filter((child) => !isChrome(child));
  const code = inCode || isElement(node, 'pre') || isElement(node, 'code');
  for (const child of node.children) prepare(child, code);
  if (isElement(node, 'pre')) {
    const language = prop(node, 'dataLanguage');
    const code = node.children.find((c) => isElement(c, 'code'));
    if (typeof language === 'string' && code)
      code.properties = { ...code.properties, className: [...classes(code), `language-${language}`] };
    // A code block is its text: Shiki's thousands of token spans would only slow the conversion down.
    if (code) code.children = [{ type: 'text', value: textOf(code) }];
  }
  if (isElement(node) && prop(node, 'role') === 'note') {
    const label = prop(node, 'ariaLabel');
    const title = node.children.find((c) => isElement(c));
    if (title && isElement(title, 'p') && typeof label === 'string' && textOf(title).trim() === label) {
      title.children = [{ type: 'element', tagName: 'strong', properties: {}, children: title.children ?? [] }];
    }
    node.tagName = 'blockquote';
  }
  if (code) return;
  // Two inline elements side by side with no text between: a space, as the page's layout shows them apart.
  const spaced: HNode[] = [];
  for (const child of node.children) {
    const before = spaced.at(-1);
    if (before && isElement(before) && isElement(child) && INLINE_TAGS.has(before.tagName!) && INLINE_TAGS.has(child.tagName!))
      spaced.push({ type: 'text', value: ' ' });
    spaced.push(child);
  }
  node.children = spaced;
}

const toMarkdown = unified()
  .use(rehypeParse)
  .use(() => (tree: object) => {
    // The tree keeps only the content, prepared; rehype-remark converts it.
    const page = tree as HNode;
    const root = contentRoot(page);
    prepare(root);
    if (root !== page) page.children = [root];
  })
  .use(rehypeRemark)
  // Unpadded table rows: a wide description column would otherwise pad every row to its width.
  .use(remarkGfm, { tablePipeAlign: false })
  .use(remarkStringify, { bullet: '-', emphasis: '_', fences: true, rule: '-' });

/**
 * Table delimiter rows as `| --- |`: unpadded GFM tables get one dash a column, which is valid but which readers'
 * tools (and our own checks) often read as a table only with three. Lines inside code fences are left alone.
 */
function wideDelimiters(markdown: string): string {
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) fence = fence ? undefined : marker;
      return !fence && /^\|(?: :?-:? \|)+$/.test(line) ? line.replace(/-/g, '---') : line;
    })
    .join('\n');
}

/** Markdown of an HTML page or fragment: its content (see contentRoot) without the site's chrome. */
export function htmlToMarkdown(html: string): string {
  // A page's content is inside <main>: the head's inlined stylesheets and the navigation need no parsing.
  const main = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  const content = main >= 0 && end > main ? html.slice(main, end + '</main>'.length) : html;
  return wideDelimiters(String(toMarkdown.processSync(content)));
}

/** A page's meta description, as the built page's `<meta name="description">` states it (entities decoded). */
function metaDescription(html: string): string | undefined {
  const tag = /<meta\b[^>]*\bname="description"[^>]*>/.exec(html)?.[0];
  if (!tag) return undefined;
  const meta = unified().use(rehypeParse, { fragment: true }).parse(tag).children[0] as HNode | undefined;
  const content = meta && prop(meta, 'content');
  return typeof content === 'string' && content.trim() ? content.trim() : undefined;
}

/**
 * The Markdown version of a built page, in the llms.txt shape: its title (the first heading of the content), its
 * description as a quote under it, then the content.
 */
export function pageMarkdown(html: string): string {
  const body = htmlToMarkdown(html).trim();
  const description = metaDescription(html);
  const title = /^# .*$/m.exec(body);
  if (!description) return `${body}\n`;
  if (!title) return `> ${description}\n\n${body}\n`;
  const end = title.index + title[0].length;
  return `${body.slice(0, end)}\n\n> ${description}${body.slice(end)}\n`;
}

// One parse of a built page, and its content as Markdown: the `.md` version of a page is its rendered HTML converted,
// so a component is written once (as HTML) and its Markdown follows; the sections the MCP server answers and the text
// search indexes are cut from the same Markdown tree. The unified utilities do the conversion, as starlight-llms-txt's
// rehype/remark plugins do, called directly: parse5 reads the HTML (hast-util-from-parse5 without source positions,
// which nothing here reads), hast-util-to-mdast turns it into a Markdown tree (keeping heading and row ids as
// `data.anchor`, so it can be cut there), mdast-util-to-markdown writes it with GFM tables (and strikethrough).
// Before the conversion, the tree is prepared, one rule for what is content in every output:
// - the page's content is the element marked `data-content-body`, else `<main>`;
// - chrome goes: navigation, buttons, tab lists, forms, dialogs, status indicators, hidden and `aria-hidden`
//   elements, scripts, and anything marked `data-content-ignore`;
// - code blocks keep their language (Shiki writes it on `<pre data-language>`; to-mdast reads `language-*`);
// - notes (`role="note"`) become blockquotes with their title in bold;
// - a diagram (`<svg>` with a `<title>`) becomes its title and description, what screen readers hear;
// - adjacent inline elements with no space between them (a method badge, its path, its summary) are read as
//   separate words, as the page shows them.
// Links stay as the HTML has them: site-relative with the base, like every link on the page.
// Used by the post-build step `page-content` (and under `astro dev` for `<page>.md`).
import { type AnchoredRow, pageMarkdown, type SectionChunk } from '@paydocs/api-search';
import { fromParse5 } from 'hast-util-from-parse5';
import { defaultHandlers, type Handle, type Options as ToMdastOptions, toMdast } from 'hast-util-to-mdast';
import { gfmStrikethroughToMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableToMarkdown } from 'mdast-util-gfm-table';
import { type Handle as WriteNode, defaultHandlers as markdownHandlers, type Options, toMarkdown } from 'mdast-util-to-markdown';
import { defaultTreeAdapter, parse } from 'parse5';

/** The few hast fields the preparation reads (hast's own types are not a dependency of the app). */
export interface HNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HNode[];
}

const DROPPED_TAGS = new Set(['script', 'style', 'template', 'noscript', 'nav', 'button', 'form', 'input', 'select', 'textarea', 'dialog']);
const INLINE_TAGS = new Set(['a', 'code', 'span', 'strong', 'em', 'b', 'i', 'kbd', 'time', 'abbr', 'small', 'mark']);

const prop = (node: HNode, name: string) => node.properties?.[name];
const isElement = (node: HNode, tag?: string) => node.type === 'element' && (tag === undefined || node.tagName === tag);

function isChrome(node: HNode): boolean {
  if (!isElement(node)) return node.type === 'comment';
  return (
    DROPPED_TAGS.has(node.tagName!) ||
    (node.tagName === 'svg' && !node.children?.some((c) => isElement(c, 'title'))) ||
    prop(node, 'hidden') !== undefined ||
    prop(node, 'ariaHidden') === 'true' ||
    prop(node, 'dataContentIgnore') !== undefined ||
    ['tablist', 'status'].includes(prop(node, 'role') as string)
  );
}

const find = (node: HNode, test: (n: HNode) => boolean): HNode | undefined =>
  test(node) ? node : node.children?.reduce<HNode | undefined>((found, child) => found ?? find(child, test), undefined);

const textOf = (node: HNode): string => node.value ?? (node.children ?? []).map(textOf).join('');

/** The element holding the page's content: the one marked `data-content-body`, else `<main>`, else the whole tree. */
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

/** What the preparation finds on its way: every id in document order, and the headings over an "every call" table. */
interface Found {
  ids: string[];
  /** Anchors of the headings under which the content holds an element marked `data-operation-list`. */
  operationLists: Set<string>;
  heading: string;
}

function prepare(node: HNode, found: Found, inCode = false): void {
  const id = prop(node, 'id');
  if (typeof id === 'string') found.ids.push(id);
  if (typeof id === 'string' && /^h[1-6]$/.test(node.tagName ?? '')) found.heading = id;
  if (prop(node, 'dataOperationList') !== undefined) found.operationLists.add(found.heading);
  if (!node.children) return;
  node.children = node.children.flatMap((child) => (isElement(child, 'svg') && !isChrome(child) ? diagramText(child) : [child]));
  node.children = node.children.filter((child) => !isChrome(child));
  const code = inCode || isElement(node, 'pre') || isElement(node, 'code');
  for (const child of node.children) prepare(child, found, code);
  if (isElement(node, 'pre')) {
    const language = prop(node, 'dataLanguage');
    const code = node.children.find((c) => isElement(c, 'code'));
    if (typeof language === 'string' && code) code.properties = { ...code.properties, className: [`language-${language}`] };
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

/**
 * The parse leaves out attributes nothing here reads (classes but code's, styles, islands' props, `data-` and `aria-`
 * ones but these): a fifth of a page's markup, which would otherwise be converted and walked.
 */
const UNREAD = /^(?:style|props|opts|(?:data|aria)-(?!(?:content-body|content-ignore|operation-list|language|mdast|hidden|label)$).*)$/;
const isRead = (tag: string) => (a: { name: string }) => !UNREAD.test(a.name) && (a.name !== 'class' || tag === 'code');
const createElement: typeof defaultTreeAdapter.createElement = (tag, ns, attrs) =>
  defaultTreeAdapter.createElement(tag, ns, attrs.filter(isRead(tag)));
const treeAdapter = { ...defaultTreeAdapter, createElement };

/** The few mdast fields the cutting reads. */
interface MNode {
  type: string;
  depth?: number;
  value?: string;
  children?: MNode[];
  data?: { anchor?: string };
}

/** A heading or a table row keeps its id as `data.anchor`, so the Markdown can be cut at it. */
const keepAnchor =
  (handle: Handle): Handle =>
  (state, node, parent) => {
    const result = handle(state, node, parent) as MNode | undefined;
    const id = node.properties?.id;
    if (result && !Array.isArray(result) && typeof id === 'string') result.data = { ...result.data, anchor: id };
    return result as ReturnType<Handle>;
  };
const handlers = Object.fromEntries(
  ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr'].map((tag) => [
    tag,
    keepAnchor(defaultHandlers[tag as keyof typeof defaultHandlers] as Handle),
  ]),
);
// `inPlace` (patches/hast-util-to-mdast@10.1.3.patch): the tree, parsed for this one conversion, is rewritten rather than
// cloned first, and nothing reads it after.
const TO_MDAST_OPTIONS = { handlers, inPlace: true } as ToMdastOptions;

/**
 * A writer of text or inline code given only the escaping patterns (`state.unsafe`) whose character it touches, of the
 * 87 it tries on every text: a pattern matches only at its character, and at a line's start (`atBreak`) only after a
 * line ending (mdast-util-to-markdown's compilePattern), so the output is the same for a fraction of the work.
 */
const withPatternsPresent =
  (write: WriteNode): WriteNode =>
  (node, parent, state, info) => {
    const all = state.unsafe;
    const touched = ` ${info.before ?? ''}${node.value ?? ''}${info.after ?? ''}`;
    const newline = /[\r\n]/.test(touched);
    state.unsafe = all.filter((pattern) => touched.includes(pattern.character) && (newline || !pattern.atBreak));
    try {
      return write(node, parent, state, info);
    } finally {
      state.unsafe = all;
    }
  };

// Table rows unpadded (a wide description column would otherwise pad every row to its width) and delimiter rows as
// `| --- |` (one dash a column is valid, but readers' tools, and our own checks, often read a table only with three):
// every cell measures three characters to the table writer.
const gfmTable = gfmTableToMarkdown({ stringLength: () => 3 });
const MARKDOWN_OPTIONS: Options = {
  bullet: '-',
  emphasis: '_',
  fences: true,
  rule: '-',
  extensions: [gfmTable, gfmStrikethroughToMarkdown()],
  handlers: {
    text: withPatternsPresent(markdownHandlers.text),
    // The first character the writer of the node before asks for (`peek`): GFM's table writer has none, so wrote all.
    inlineCode: Object.assign(withPatternsPresent(gfmTable.handlers!.inlineCode!), { peek: () => '`' }),
  },
};
const stringify = (nodes: MNode[]) => toMarkdown({ type: 'root', children: nodes } as never, MARKDOWN_OPTIONS).trimEnd();

/** Plain text of Markdown nodes: blocks and table cells apart, inline text as is (code included, link targets not). */
function plainText(node: MNode): string {
  if (node.value !== undefined) return node.type === 'html' ? '' : node.value;
  const inline = node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell' || node.type === 'link';
  return (node.children ?? []).map(plainText).join(inline ? '' : ' ');
}
const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
const linkText = (node: MNode): number =>
  node.type === 'link' ? clean(plainText(node)).length : (node.children ?? []).reduce((n, c) => n + linkText(c), 0);

/** A piece of a page from one anchored heading to the next, before the app names its kind. */
export interface Chunk extends Omit<SectionChunk, 'kind' | 'listing'> {
  /** Share of the text that is link text. */
  linkShare: number;
  /** Holds an element marked `data-operation-list` (an "every call" table). */
  operationList: boolean;
}

/** A table row with an id: its table's header row and the row, as the page's Markdown writes them. */
export type Row = Omit<AnchoredRow, 'kind'>;

/** What one parse of a built page gives every output: its Markdown cut at its anchors, and its head. */
export interface PageContent {
  /** Site path of its Markdown version (`<link rel="alternate" type="text/markdown">`), if it announces one. */
  markdownHref?: string;
  /** The page marks its content for search and the other outputs (`data-content-body`). */
  marked: boolean;
  /** The first heading's text. */
  title?: string;
  /** `<meta name="keywords">`. */
  keywords: string;
  /** Every id in the content, in document order. */
  ids: string[];
  chunks: Chunk[];
  rows: Row[];
}

function anchoredRows(nodes: MNode[]): Row[] {
  const rows: Row[] = [];
  for (const node of nodes) {
    if (node.type !== 'table') {
      rows.push(...anchoredRows(node.children ?? []));
      continue;
    }
    const [header, ...body] = node.children ?? [];
    for (const row of body) {
      const anchor = row.data?.anchor;
      const title = clean(plainText(row.children?.[0] ?? row));
      if (anchor) rows.push({ anchor, title, markdown: stringify([{ ...node, children: [header!, row] }]), text: clean(plainText(row)) });
    }
  }
  return rows;
}

const tableWithout = (node: MNode): MNode =>
  node.type === 'table'
    ? { ...node, children: node.children?.filter((row, i) => i === 0 || !row.data?.anchor) }
    : { ...node, children: node.children?.map(tableWithout) };

function cut(nodes: MNode[], operationLists: Set<string>, pageTitle: MNode | undefined): Chunk[] {
  const groups: { heading?: MNode; nodes: MNode[] }[] = [{ nodes: [] }];
  for (const node of nodes) {
    if (node.type === 'heading' && node.data?.anchor) groups.push({ heading: node, nodes: [] });
    groups.at(-1)!.nodes.push(node);
  }
  return groups
    .filter((g) => g.nodes.length > 0)
    .map(({ heading, nodes }) => {
      // The heading and the page's title are the chunk's title, not its text; anchored rows are texts of their own.
      const body = nodes.filter((n) => n !== heading && n !== pageTitle && n.type !== 'html').map(tableWithout);
      const text = clean(body.map(plainText).join(' '));
      const anchor = heading?.data?.anchor ?? '';
      return {
        anchor,
        level: heading?.depth ?? 0,
        title: clean(plainText(heading ?? pageTitle ?? { type: 'text', value: '' })),
        markdown: stringify(nodes),
        text,
        linkShare: text ? body.reduce((n, c) => n + linkText(c), 0) / text.length : 0,
        operationList: operationLists.has(anchor),
      };
    });
}

/** An attribute of the first `tag` element that passes `test`. */
function attribute(tree: HNode, tag: string, test: (n: HNode) => boolean, name: string): string | undefined {
  const element = find(tree, (n) => isElement(n, tag) && test(n));
  const value = element && prop(element, name);
  return typeof value === 'string' ? value.trim() : undefined;
}

/** `html` with each `<tag>` element rewritten, found by its tags' indexes (a lazy `<pre\b[\s\S]*?<\/pre>` costs 20x). */
function rewriteElements(html: string, tag: string, rewrite: (element: string) => string): string {
  const parts: string[] = [];
  let done = 0;
  for (let start = html.indexOf(`<${tag}`); start >= 0; start = html.indexOf(`<${tag}`, Math.max(done, start + 1))) {
    const close = html.indexOf(`</${tag}>`, start);
    if (close < 0) break;
    if (!/[\s>]/.test(html.charAt(start + tag.length + 1))) continue;
    parts.push(html.slice(done, start), rewrite(html.slice(start, close + tag.length + 3)));
    done = close + tag.length + 3;
  }
  parts.push(html.slice(done));
  return parts.join('');
}

/**
 * What of a page any output reads: its `<head>` (the Markdown link, the description, the keywords) and its `<main>`.
 * The navigation, sidebars and footer around `<main>` are most of a reference page's body, and the head's scripts and
 * styles a third of its text: they are not parsed.
 */
function headAndMain(html: string): string {
  const head = html.indexOf('</head>');
  const main = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  if (!(head >= 0 && head < main && main < end)) return html;
  const headText = ['script', 'style'].reduce((text, tag) => rewriteElements(text, tag, () => ''), html.slice(0, head));
  return `${headText}</head><body>${html.slice(main, end)}</main></body></html>`;
}

/**
 * Shiki's token spans out of code blocks, before the parse: a code block is read as its text (see prepare), and the
 * spans are half of the elements of a page with code.
 */
const withoutTokenSpans = (html: string) => rewriteElements(html, 'pre', (pre) => pre.replace(/(?:<\/?span\b[^>]*>)+/g, ''));

/**
 * One parse of a built page (or fragment), for every output made of it: the content (see contentRoot) as Markdown,
 * cut at each anchored heading, the description (`<meta name="description">`) as a quote under the first `# ` title,
 * and the head's Markdown link and keywords.
 */
export function readPage(html: string): PageContent {
  const tree = fromParse5(parse(withoutTokenSpans(headAndMain(html)), { treeAdapter })) as HNode;
  const head = find(tree, (n) => isElement(n, 'head')) ?? tree;
  const isMeta = (name: string) => (n: HNode) => prop(n, 'name') === name;
  const markdownHref = attribute(
    head,
    'link',
    (n) => prop(n, 'type') === 'text/markdown' && String(prop(n, 'rel')) === 'alternate',
    'href',
  );
  const description = attribute(head, 'meta', isMeta('description'), 'content');
  const root = contentRoot(tree);
  const marked = prop(root, 'dataContentBody') !== undefined;
  const found: Found = { ids: [], operationLists: new Set(), heading: '' };
  prepare(root, found);
  const mdast = toMdast(root as never, TO_MDAST_OPTIONS) as MNode;
  const nodes = mdast.type === 'root' ? (mdast.children ?? []) : [mdast];
  const titleAt = nodes.findIndex((n) => n.type === 'heading' && n.depth === 1);
  if (description) nodes.splice(titleAt + 1, 0, { type: 'html', value: `> ${description}` });
  const pageTitle = nodes[titleAt];
  return {
    ...(markdownHref ? { markdownHref } : {}),
    marked,
    title: pageTitle && clean(plainText(pageTitle)),
    keywords: attribute(head, 'meta', isMeta('keywords'), 'content') ?? '',
    ids: found.ids,
    chunks: cut(nodes, found.operationLists, pageTitle),
    rows: anchoredRows(nodes),
  };
}

/** Markdown of an HTML page or fragment (see readPage). */
export const htmlToMarkdown = (html: string) => pageMarkdown(readPage(html));

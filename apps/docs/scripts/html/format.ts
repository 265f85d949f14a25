// Formats HTML for file snapshots, one element or text node per line, indented by depth, so a
// change to a component shows as a diff of the lines it touches. Lossless: no whitespace is added
// to or dropped from the HTML itself. The formatter's own line breaks and indentation are layout,
// and the whitespace that belongs to a text node is shown with markers: a newline as `↵`, a space
// at either end of a text node as `␣` (spaces inside stay). `unformatHtml` undoes it exactly, and
// format.test.ts checks that on every case. Used by the render tests' snapshots; the site never
// runs it.
import { type DefaultTreeAdapterTypes, html as htmlSpec } from 'parse5';
import { childrenOf, isElement, type Node, parseHtmlFragment } from './query.ts';

const INDENT = '  ';
const NEWLINE = '↵';
const EDGE_SPACE = '␣';

// The HTML standard's void elements, as parse5 serializes them (no end tag).
const VOID = new Set([
  'area',
  'base',
  'basefont',
  'bgsound',
  'br',
  'col',
  'embed',
  'frame',
  'hr',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

// The escaping of parse5's serializer, so unformatHtml(formatHtml(x)) is parse5's serialization of x.
const escapeText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/\u00a0/g, '&nbsp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const escapeAttribute = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/\u00a0/g, '&nbsp;')
    .replace(/"/g, '&quot;');

/** A text node's line: newlines and the spaces at its ends made visible. */
function textLine(text: string): string {
  const lead = /^ */.exec(text)![0].length;
  const trail = text.length > lead ? / *$/.exec(text)![0].length : 0;
  const middle = text.slice(lead, text.length - trail);
  return EDGE_SPACE.repeat(lead) + middle.replace(/\n/g, NEWLINE) + EDGE_SPACE.repeat(trail);
}

function openTag(element: DefaultTreeAdapterTypes.Element): string {
  const attrs = element.attrs.map((a) => ` ${a.name}="${escapeAttribute(a.value)}"`).join('');
  return `<${element.tagName}${attrs}>`;
}

function lines(node: Node, depth: number, rawText: boolean): string[] {
  const pad = INDENT.repeat(depth);
  if (node.nodeName === '#text') {
    const { value } = node as DefaultTreeAdapterTypes.TextNode;
    return [pad + textLine(rawText ? value : escapeText(value))];
  }
  if (node.nodeName === '#comment') return [`${pad}<!--${(node as DefaultTreeAdapterTypes.CommentNode).data.replace(/\n/g, NEWLINE)}-->`];
  if (!isElement(node)) return [];
  const open = openTag(node);
  if (VOID.has(node.tagName)) return [pad + open];
  const children = childrenOf(node);
  const close = `</${node.tagName}>`;
  if (children.length === 0) return [pad + open + close];
  // Text of <script>, <style>, <noscript> (scripting on, as parse5 parses) ... is not escaped.
  const raw = node.namespaceURI === htmlSpec.NS.HTML && htmlSpec.hasUnescapedText(node.tagName, true);
  return [pad + open, ...children.flatMap((child) => lines(child, depth + 1, raw)), pad + close];
}

/** The fragment's HTML, one element or text node per line. */
export function formatHtml(html: string): string {
  const root = parseHtmlFragment(html);
  return `${childrenOf(root)
    .flatMap((node) => lines(node, 0, false))
    .join('\n')}\n`;
}

/** Undoes formatHtml: parse5's serialization of the original fragment. */
export function unformatHtml(formatted: string): string {
  return formatted
    .split('\n')
    .map((line) => line.replace(/^ +/, ''))
    .map((line) => line.replace(/^␣+|␣+$/g, (spaces) => ' '.repeat(spaces.length)).replace(/↵/g, '\n'))
    .join('');
}

// Turns a guide's MDX source into plain Markdown for /<page>.md: the frontmatter becomes a title
// and summary, ESM lines and MDX comments go, and every component is replaced by its Markdown
// rendering (component-markdown.ts). Code (fenced and inline) passes through untouched.
import { withBase } from '@paydocs/spec-access/urls';
import { replaceFences } from '@paydocs/spec-tools/markdown';
import type { SpecModel } from '../spec-model.ts';
import { componentMarkdown, type Attributes } from './component-markdown.ts';

export interface MdxSource {
  /** Shown in error messages, e.g. `src/content/docs/gettingStarted.mdx`. */
  file: string;
  title: string;
  description: string;
  /** MDX source; a leading frontmatter block is ignored. */
  body: string;
}

const ATTR = String.raw`[A-Za-z_][\w-]*(?:\s*=\s*(?:"[^"]*"|'[^']*'|\{[^{}]*\}))?`;
const SELF_CLOSING = new RegExp(String.raw`<([A-Z][A-Za-z0-9]*)((?:\s+${ATTR})*)\s*\/>`, 'g');
const OPENING = String.raw`<([A-Z][A-Za-z0-9]*)((?:\s+${ATTR})*)\s*>`;
const PAIRED = new RegExp(String.raw`${OPENING}((?:(?!<\1[\s>/])[\s\S])*?)<\/\1\s*>`, 'g');

export class MdxMarkdownError extends Error {
  override name = 'MdxMarkdownError';
}

export function parseAttributes(source: string, where: string): Attributes {
  const attrs: Attributes = {};
  for (const m of source.matchAll(/([A-Za-z_][\w-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|\{([^{}]*)\}))?/g)) {
    const [, key, dq, sq, expr] = m;
    if (dq !== undefined || sq !== undefined) attrs[key!] = dq ?? sq;
    else if (expr === undefined) attrs[key!] = true;
    else {
      const e = expr.trim();
      if (/^(["'])(.*)\1$/.test(e)) attrs[key!] = e.slice(1, -1);
      else if (/^-?\d+(\.\d+)?$/.test(e)) attrs[key!] = Number(e);
      else if (e === 'true' || e === 'false') attrs[key!] = e === 'true';
      else
        throw new MdxMarkdownError(
          `${where}: attribute ${key}={${e}} is not a literal; the Markdown version supports strings, numbers and booleans.`,
        );
    }
  }
  return attrs;
}

function lineOf(text: string, fragment: string): number {
  const at = text.indexOf(fragment);
  return at < 0 ? 0 : text.slice(0, at).split('\n').length;
}

function dedent(text: string): string {
  const lines = text.replace(/^\n+|\s+$/g, '').split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.match(/^ */)![0].length));
  return lines.map((l) => l.slice(Number.isFinite(indent) ? indent : 0)).join('\n');
}

export function mdxToMarkdown(model: SpecModel, page: MdxSource): string {
  const original = page.body.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
  // Mask code so tags shown as examples in code are never rendered.
  const masked: string[] = [];
  const mask = (s: string) => `\u0000${masked.push(s) - 1}\u0000`;
  const maskCode = (s: string) => replaceFences(s, mask).replace(/`[^`\n]+`/g, mask);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL brackets the placeholders `mask` writes; it cannot occur in MDX text.
  const unmask = (s: string): string => s.replace(/\u0000(\d+)\u0000/g, (_m, i: string) => masked[Number(i)]!);
  let text = maskCode(original);
  text = text.replace(/\{\/\*[\s\S]*?\*\/\}/g, '').replace(/^(import|export)\s[^\n]*(\n|$)/gm, '');
  // Site paths in the guide's own links carry the base, as on its HTML page (components' links already do).
  text = text.replace(/\]\((\/(?!\/)[^)\s]*)/g, (_m, url: string) => `](${withBase(model.base, url)}`);

  const render = (tag: string, name: string, rawAttrs: string, children: string): string => {
    const where = `${page.file}:${lineOf(original, tag.split('\n')[0]!)}`;
    const renderer = componentMarkdown[name];
    if (!renderer)
      throw new MdxMarkdownError(`${where}: <${name}> has no Markdown rendering; add it to src/lib/spec/markdown/component-markdown.ts.`);
    try {
      // Children are unmasked so a renderer that quotes them quotes every line of their code;
      // the output is masked again so later passes still never look inside code.
      const md = maskCode(renderer.render(model, parseAttributes(rawAttrs, where), dedent(unmask(children))));
      return renderer.inline ? md : `\n\n${md}\n\n`;
    } catch (error) {
      if (error instanceof MdxMarkdownError) throw error;
      throw new MdxMarkdownError(`${where}: <${name}>: ${(error as Error).message}`, { cause: error });
    }
  };

  text = text.replace(SELF_CLOSING, (tag, name: string, attrs: string) => render(tag, name, attrs, ''));
  // Innermost pairs first: PAIRED never spans another opening tag of the same name.
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(PAIRED, (tag, name: string, attrs: string, children: string) => render(tag, name, attrs, children));
  }
  const leftover = text.match(/<\/?[A-Z][A-Za-z0-9]*[\s/>]/);
  if (leftover) {
    throw new MdxMarkdownError(`${page.file}:${lineOf(original, leftover[0])}: unbalanced or unknown tag ${leftover[0].trim()}.`);
  }

  text = unmask(text);
  // Blockquote renderings sit on their own lines; trailing spaces and long blank runs go.
  text = text
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return `# ${page.title}\n\n> ${page.description}\n\n${text}\n`;
}

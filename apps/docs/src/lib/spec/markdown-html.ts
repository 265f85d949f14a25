// Spec descriptions (CommonMark in OpenAPI 3.1 `description` fields) to HTML, through the processor the guides go
// through: @astrojs/markdown-remark's unified pipeline (remark-parse, GFM, SmartyPants, remark-rehype, Shiki with the
// site's code themes), as starlight-openapi renders its spec Markdown with Astro's own processor. One Markdown
// engine for the site. Spec text can never inject markup: raw HTML in a description is dropped (remark-rehype
// without `allowDangerousHtml`), and a link whose URL is not http(s), site-relative, a fragment or mailto keeps
// its text but loses its link. Rendering is asynchronous; Astro templates await the returned promises.
// @see https://spec.openapis.org/oas/v3.1.0#rich-text-formatting
import { createMarkdownProcessor } from '@astrojs/markdown-remark';
import { createShikiHighlighter } from '@astrojs/markdown-remark/shiki';
import { perValue } from '@paydocs/spec-access/memo';
import { CODE_LANG_ALIAS, CODE_LANGS, CODE_THEME, DUAL_COLOURS } from '../../config/code-themes.ts';
import type { HNode } from '../markdown/html-to-markdown.ts';

const SAFE_URL = /^(https?:\/\/|\/|#|mailto:)/i;

/** Rehype plugin: links to anything but http(s), site paths, fragments and mailto become their text. */
function rehypeSafeLinks() {
  const visit = (node: HNode): void => {
    if (!node.children) return;
    node.children = node.children.flatMap((child) =>
      child.type === 'element' && child.tagName === 'a' && !SAFE_URL.test(String(child.properties?.href ?? ''))
        ? (child.children ?? [])
        : [child],
    );
    for (const child of node.children) visit(child);
  };
  return (tree: HNode) => visit(tree);
}

// One Shiki highlighter for the build: Astro caches highlighters by themes and aliases, and the guides' fences
// (astro.config.mjs, with the same `langAlias`), spec descriptions and highlightCode all ask for the same
// ones. Each asks with every language of CODE_LANGS, so the highlighter has them all from the start: loading
// languages into a shared highlighter while pages render in parallel once mis-coloured a few samples.
const SHIKI = { theme: CODE_THEME, langs: CODE_LANGS, langAlias: CODE_LANG_ALIAS };

let renderer: ReturnType<typeof createMarkdownProcessor> | undefined;
const processor = () => {
  renderer ??= createMarkdownProcessor({
    shikiConfig: { ...SHIKI, transformers: [DUAL_COLOURS] },
    remarkRehype: { allowDangerousHtml: false },
    rehypePlugins: [rehypeSafeLinks],
  });
  return renderer;
};

// The same description appears on many pages (a shared schema, a parameter): each text is rendered once.
const rendered = perValue((source: string) => processor().then(async (p) => (await p.render(source)).code));

/** Block Markdown (paragraphs, lists, code) to HTML; '' for no text. */
export function markdownToHtml(text: string | undefined): Promise<string> {
  const source = text?.trim();
  if (!source) return Promise.resolve('');
  return rendered(source);
}

/**
 * Markdown of one paragraph without its <p>, for list items, definition terms, table cells and sentences; text of
 * several blocks stays as blocks.
 */
export async function inlineMarkdown(text: string | undefined): Promise<string> {
  const html = await markdownToHtml(text);
  const single = /^<p>([\s\S]*)<\/p>$/.exec(html);
  return single && !single[1]!.includes('<p>') ? single[1]! : html;
}

/**
 * A code block as Astro's `<Code>` writes it (`<pre class="astro-code" data-language>`, both themes as CSS
 * variables), from the build's one highlighter; `attributes` go on the `<pre>`.
 */
export const highlightCode = perValue(
  // A sample or example shown on several pages (an operation's page and its tag's) is highlighted once.
  (code: string, lang: string, attributes: Record<string, string> = {}): Promise<string> =>
    createShikiHighlighter(SHIKI).then((highlighter) => highlighter.codeToHtml(code, lang, { attributes, transformers: [DUAL_COLOURS] })),
);

// A line of each language's common syntax: enough to compile most of its grammar's expressions.
const WARM_UP: [lang: string, code: string][] = [
  ['bash', 'curl -X POST "https://$HOST/v1" -H "Authorization: Bearer $TOKEN" -d \'{"a": 1}\' # note'],
  ['js', "import { x } from 'y';\nconst r = await fetch(base + `/v1`, { method: 'POST', body: JSON.stringify({ a: 1 }) }); // note"],
  ['jsx', 'export function C({ id }) {\n  return <div data-id={id} onClick={() => go(id)}>text</div>;\n}'],
  ['json', '{ "a": 1, "b": "text", "c": [true, false, null], "d": { "e": 1.5 } }'],
  [
    'ruby',
    'require \'json\'\nres = Net::HTTP.post(URI("#{base}/v1"), { a: 1 }.to_json) # note\nputs res.code if res.is_a?(Net::HTTPSuccess)',
  ],
  ['yaml', 'a: 1\nb: "text"   # note\nc:\n  - true'],
];

/**
 * Compiles the grammars of the build's highlighter with a line of each language, before the first page needs them.
 * Started with the build: the main thread waits on the bundler while the server build starts, and the first
 * highlighting of each language (compiling its grammar's regular expressions, ~1 s in all) then costs the guides'
 * compile nothing.
 */
export async function warmUpHighlighter(): Promise<void> {
  const highlighter = await createShikiHighlighter(SHIKI);
  for (const [lang, code] of WARM_UP) {
    // One language at a time, each its own task, so the bundler's callbacks are served in between.
    await new Promise((resolve) => setImmediate(resolve));
    await highlighter.codeToHtml(code, lang, { transformers: [DUAL_COLOURS] });
  }
}

import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createShikiHighlighter } from '@astrojs/markdown-remark/shiki';
import { describe, expect, it } from 'vitest';
import { CODE_COLOURS_CSS, CODE_LANG_ALIAS, CODE_LANGS, CODE_THEME, DUAL_COLOURS } from './code-themes.ts';

// One tokenization with CODE_THEME and DUAL_COLOURS must colour every character as Shiki's light and dark pair does.
const SAMPLES: [string, string][] = [
  ['js', "import { randomUUID } from 'node:crypto';\n// a comment\nconst n = 42 * 2; await fetch(base + '/v1', { method: 'POST' });"],
  ['json', '{ "amount": 1250, "currency": "USD", "capture": true, "metadata": null }'],
  ['bash', 'curl -X POST "https://$API_HOST/v1/payments" \\\n  -H "Authorization: Bearer $TOKEN" # send it'],
  ['ruby', 'require \'net/http\'\nuri = URI("https://#{host}/v1")\nputs res.code if res.is_a?(Net::HTTPSuccess)'],
  ['yaml', 'openapi: 3.1.0\ninfo:\n  title: "Payments"   # the API\n  version: 1.2.0'],
  ['md', '# Title\n\n**bold** and _italic_ and `code`'],
  ['text', 'https://{api_host}/v1'],
];

/** Each class's declarations in the generated stylesheet. */
const RULES = new Map([...CODE_COLOURS_CSS.matchAll(/\.(shiki-[0-9a-f]{8}) \{([^}]*)\}/g)].map(([, name, body]) => [name!, body!]));
/** An element's colour declarations, sorted: from its style attribute (Shiki's pair) or its classes' rules (ours). */
function declarations(attrs: string): string[] {
  const style = / style="([^"]*)"/.exec(attrs)?.[1] ?? '';
  const classes = (/ class="([^"]*)"/.exec(attrs)?.[1] ?? '').split(' ').filter((name) => name.startsWith('shiki-'));
  const fromClasses = classes.map((name) => RULES.get(name) ?? expect.fail(`${name} has no rule in CODE_COLOURS_CSS`));
  return [style, ...fromClasses]
    .flatMap((text) => text.split(';'))
    .map((declaration) => declaration.replace(/\s+/g, '').toLowerCase())
    .filter((declaration) => declaration && declaration !== 'overflow-x:auto') // code.css: every .astro-code
    .sort();
}
/** Each visible character with its colour declarations; whitespace has no colour to show. */
const coloured = (html: string) =>
  [...html.matchAll(/<span((?: (?:style|class)="[^"]*")?)>([^<]*)<\/span>/g)].flatMap(([, attrs, text]) =>
    [...text!.replace(/&[#\w]+;/g, '&')].map((c) => (/\s/.test(c) ? ' ' : `${c} ${declarations(attrs!).join(';')}`)),
  );
/** The <pre> tag without its colours, and its colours. */
const pre = (html: string) => {
  const tag = /^<pre[^>]*>/.exec(html)?.[0] ?? '';
  return { tag: tag.replace(/ style="[^"]*"| shiki-[0-9a-f]{8}/g, ''), colours: declarations(tag) };
};

const pair = await createShikiHighlighter({ themes: { light: 'github-light-default', dark: 'github-dark-default' }, langs: CODE_LANGS });
const once = await createShikiHighlighter({ theme: CODE_THEME, langs: CODE_LANGS });

describe('one tokenization for the light and dark themes', () => {
  it.each(SAMPLES)('colours %s as the two themes do, with the same <pre>, through classes only', async (lang, code) => {
    const want = await pair.codeToHtml(code, lang, { defaultColor: false, transformers: [{ preprocess: DUAL_COLOURS.preprocess }] });
    const got = await once.codeToHtml(code, lang, { transformers: [DUAL_COLOURS] });
    expect(coloured(got)).toEqual(coloured(want));
    expect(pre(got)).toEqual(pre(want));
    expect(got).not.toContain(' style=');
  });

  it('writes the bold of a Markdown heading for both themes', async () => {
    const got = await once.codeToHtml('**bold**', 'md', { transformers: [DUAL_COLOURS] });
    expect(coloured(got)[2]).toMatch(/^b .*--shiki-dark-font-weight:bold;.*--shiki-light-font-weight:bold/);
  });
});

describe('the code colours stylesheet', () => {
  it('is the committed src/styles/generated/code-colours.css', async () => {
    await expect(CODE_COLOURS_CSS).toMatchFileSnapshot('../styles/generated/code-colours.css');
  });
});

describe('jsx fences through the JavaScript grammar (CODE_LANG_ALIAS)', () => {
  // Every jsx fence of the guides, as written.
  const fences = globSync('src/content/**/*.mdx', { cwd: fileURLToPath(new URL('../..', import.meta.url)) }).flatMap((file) =>
    [...readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8').matchAll(/^```jsx\n([\s\S]*?)\n```$/gm)].map((m) => [file, m[1]!]),
  );

  const aliased = createShikiHighlighter({ theme: CODE_THEME, langs: CODE_LANGS, langAlias: CODE_LANG_ALIAS });
  const jsxGrammar = createShikiHighlighter({ theme: CODE_THEME, langs: ['jsx'] as unknown as typeof CODE_LANGS });

  it('finds the guides’ jsx fences', () => expect(fences.length).toBeGreaterThan(0));
  it.each(fences)('colours the jsx fence of %s as the JSX grammar does, and keeps data-language="jsx"', async (_file, code) => {
    const want = await (await jsxGrammar).codeToHtml(code, 'jsx', { transformers: [DUAL_COLOURS] });
    const got = await (await aliased).codeToHtml(code, 'jsx', { transformers: [DUAL_COLOURS] });
    expect(coloured(got)).toEqual(coloured(want));
    expect(pre(got).tag).toContain('data-language="jsx"');
  });
});

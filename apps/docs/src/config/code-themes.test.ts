import { createShikiHighlighter } from '@astrojs/markdown-remark/shiki';
import { describe, expect, it } from 'vitest';
import { CODE_LANGS, CODE_THEME, DUAL_COLOURS } from './code-themes.ts';

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

/** Each visible character with its style attribute; whitespace has no colour to show. */
const coloured = (html: string) =>
  [...html.matchAll(/<span(?: style="([^"]*)")?>([^<]*)<\/span>/g)].flatMap(([, style = '', text]) =>
    [...text!.replace(/&[#\w]+;/g, '&')].map((c) => (/\s/.test(c) ? ' ' : `${c} ${style}`)),
  );
const preTag = (html: string) => /^<pre[^>]*>/.exec(html)?.[0];

const pair = await createShikiHighlighter({ themes: { light: 'github-light-default', dark: 'github-dark-default' }, langs: CODE_LANGS });
const once = await createShikiHighlighter({ theme: CODE_THEME, langs: CODE_LANGS });

describe('one tokenization for the light and dark themes', () => {
  it.each(SAMPLES)('colours %s as the two themes do, with the same <pre>', async (lang, code) => {
    const want = await pair.codeToHtml(code, lang, { defaultColor: false });
    const got = await once.codeToHtml(code, lang, { transformers: [DUAL_COLOURS] });
    expect(coloured(got)).toEqual(coloured(want));
    expect(preTag(got)).toBe(preTag(want));
  });

  it('writes the bold of a Markdown heading for both themes', async () => {
    const got = await once.codeToHtml('**bold**', 'md', { transformers: [DUAL_COLOURS] });
    expect(got).toMatch(/--shiki-light-font-weight:bold;--shiki-dark:#[0-9A-F]{6};--shiki-dark-font-weight:bold/);
  });
});

import { describe, expect, it } from 'vitest';
import { classifyCodeColours, codeColourClasses, colourClass, colourStylesheet } from './code-colour-classes.ts';

const KEYWORD = '--shiki-light:#CF222E;--shiki-dark:#FF7B72';
const STRING = '--shiki-light:#0A3069;--shiki-dark:#A5D6FF';
const PRE = '--shiki-light:#1f2328;--shiki-dark:#e6edf3;--shiki-light-bg:#ffffff;--shiki-dark-bg:#0d1117; overflow-x: auto;';
const code = `<pre class="astro-code" style="${PRE}" tabindex="0"><code><span class="line"><span style="${KEYWORD}">const</span><span style="${STRING}"> "a"</span></span></code></pre>`;
const page = (body: string) => `<!DOCTYPE html><html><head><title>t</title></head><body>${body}</body></html>`;

describe('classifyCodeColours', () => {
  it('moves each Shiki style value into a class, keeping the other attributes', () => {
    const { html, styles } = classifyCodeColours(code);
    expect(html).not.toContain('style=');
    expect(html).toContain(`<pre class="astro-code ${colourClass(PRE)}" tabindex="0">`);
    expect(html).toContain(`<span class="${colourClass(KEYWORD)}">const</span>`);
    expect(html).toContain('<span class="line">');
    expect([...styles].sort()).toEqual([PRE, KEYWORD, STRING].sort());
  });

  it('leaves other style attributes alone', () => {
    const other = '<span style="--announcement-bg: #fff4ce">x</span><p style="--shiki-light:#000">p</p>';
    expect(classifyCodeColours(other)).toEqual({ html: other, styles: new Set() });
  });

  it('names a value the same way every time and another value differently', () => {
    expect(colourClass(KEYWORD)).toBe(colourClass(KEYWORD));
    expect(colourClass(KEYWORD)).not.toBe(colourClass(STRING));
    expect(colourClass(KEYWORD)).toMatch(/^shiki-[0-9a-f]{8}$/);
  });

  it('writes one sorted rule per value, whatever the order it met them in', () => {
    const sheet = colourStylesheet([STRING, KEYWORD, STRING]);
    expect(sheet).toBe(colourStylesheet([KEYWORD, STRING]));
    expect(sheet.match(/\{/g)).toHaveLength(2);
    expect(sheet).toContain(`.${colourClass(KEYWORD)}{${KEYWORD}}`);
  });
});

describe('the code-colour-classes step', () => {
  const run = async (pages: Record<string, string>) =>
    codeColourClasses.run({ pages: new Map(Object.entries(pages)), base: '/', assets: '/_astro/', readFile: () => '' });

  it('gives every page with code the same stylesheet of all the site values, and leaves pages without code as they are', async () => {
    const only = `<pre class="astro-code" style="${PRE}"><code><span style="${KEYWORD}">x</span></code></pre>`;
    const result = await run({ 'a.html': page(code), 'b.html': page(only), 'c.html': page('<p>no code</p>') });
    const sheet = (html: string | undefined) => /<style data-code-colours>([^<]*)<\/style><\/head>/.exec(html ?? '')?.[1];
    expect(sheet(result.pages?.get('a.html'))).toBe(colourStylesheet([PRE, KEYWORD, STRING]));
    expect(sheet(result.pages?.get('b.html'))).toBe(sheet(result.pages?.get('a.html')));
    expect(result.pages?.has('c.html')).toBe(false);
  });

  it('fails on a page with code and no </head>', async () => {
    await expect(run({ 'bad.html': code })).rejects.toThrow(/bad\.html has highlighted code and no <\/head>/);
  });
});

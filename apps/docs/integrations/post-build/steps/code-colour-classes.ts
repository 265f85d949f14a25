// Post-build step: Shiki colours every token of highlighted code with a `style` attribute
// (`--shiki-light:#0A3069;--shiki-dark:#A5D6FF`, both themes as CSS variables). The whole site uses
// about a dozen distinct values, repeated ~29,000 times: this step names each value once as a class
// (`shiki-<hash of the value>`) in one small <style> shared by every page with code, and gives the
// elements the class instead. Pages get lighter (47 KB raw, 3.8 KB gzip off the largest reference
// page) and the Content-Security-Policy loses a hash under 'unsafe-hashes' per colour pair.
// The class name depends on the value only, so it is the same on every page and in every build.
import { createHash } from 'node:crypto';
import type { BuiltSite, PostBuildStep } from '../pipeline.ts';

/** An opening <span> or <pre> tag and its attributes. */
const CODE_TAG = /<(span|pre)\b([^>]*)>/g;
const SHIKI_STYLE = /\sstyle="(--shiki-[^"]*)"/;

// About a dozen values, tens of thousands of tokens: each value is hashed once.
const classes = new Map<string, string>();
export function colourClass(style: string): string {
  const name = classes.get(style) ?? `shiki-${createHash('sha256').update(style).digest('hex').slice(0, 8)}`;
  classes.set(style, name);
  return name;
}

/** The page with Shiki's style attributes replaced by classes, and the style values it used. */
export function classifyCodeColours(html: string): { html: string; styles: Set<string> } {
  const styles = new Set<string>();
  const out = html.replace(CODE_TAG, (tag, name: string, attrs: string) => {
    const style = SHIKI_STYLE.exec(attrs)?.[1];
    if (style === undefined) return tag;
    styles.add(style);
    const rest = attrs.replace(SHIKI_STYLE, '');
    const withClass = /\sclass="/.test(rest)
      ? rest.replace(/\sclass="([^"]*)"/, (_m, classes: string) => ` class="${classes} ${colourClass(style)}"`)
      : ` class="${colourClass(style)}"${rest}`;
    return `<${name}${withClass}>`;
  });
  return { html: out, styles };
}

/** One rule per style value, sorted, so the <style> text (and its CSP hash) is the same on every page. */
export function colourStylesheet(styles: Iterable<string>): string {
  return [...new Set(styles)]
    .map((style) => `.${colourClass(style)}{${style}}`)
    .sort()
    .join('');
}

export const codeColourClasses: PostBuildStep = {
  name: 'code-colour-classes',
  reads: [],
  // It removes style attributes and adds an inline <style>: the CSP must hash the pages after it.
  writes: ['inline-styles'],
  run(site: BuiltSite) {
    const classified = new Map<string, string>();
    const all = new Set<string>();
    for (const [page, html] of site.pages) {
      const result = classifyCodeColours(html);
      if (result.styles.size === 0) continue;
      classified.set(page, result.html);
      for (const style of result.styles) all.add(style);
    }
    const tag = `<style data-code-colours>${colourStylesheet(all)}</style>`;
    const pages = new Map<string, string>();
    for (const [page, html] of classified) {
      if (!html.includes('</head>')) throw new Error(`code-colour-classes: ${page} has highlighted code and no </head>`);
      pages.set(
        page,
        html.replace('</head>', () => `${tag}</head>`),
      );
    }
    return { pages, summary: `${all.size} Shiki colour value(s) as classes on ${pages.size} page(s)` };
  },
};

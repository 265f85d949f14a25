// Syntax-highlighting settings shared by Markdown fences (astro.config.mjs), spec descriptions and the
// reference's samples (lib/spec/markdown-html.ts highlightCode), so every code block follows the colour mode the
// same way. Both themes are emitted as CSS variables (`--shiki-light` / `--shiki-dark`, as Shiki's `themes` with
// `defaultColor: false` writes them) and src/styles/code.css picks one per `data-theme`.
// The "-default" GitHub themes keep every token colour at WCAG AA contrast on their background.
//
// One tokenization for both themes: given two themes, Shiki runs the grammar over the code once per theme, and the
// grammar is most of a build's highlighting time. The two GitHub themes have the same rules (scopes and font styles)
// in the same order, with different colours; so the code is tokenized once with CODE_THEME, whose rule i has a
// colour of its own standing for rule i, and DUAL_COLOURS writes each token's light and dark colour from its rule.
import type { AstroUserConfig } from 'astro';
import githubDark from '@shikijs/themes/github-dark-default';
import githubLight from '@shikijs/themes/github-light-default';

type ShikiConfig = NonNullable<NonNullable<AstroUserConfig['markdown']>['shikiConfig']>;
type ShikiLangs = NonNullable<ShikiConfig['langs']>;
type ShikiTransformer = NonNullable<ShikiConfig['transformers']>[number];

/** A theme's rules and its block colours; fails naming the theme when one is missing. */
function partsOf(theme: typeof githubLight) {
  const fg = theme.colors?.['editor.foreground'];
  const bg = theme.colors?.['editor.background'];
  if (!theme.tokenColors || !fg || !bg) throw new Error(`code-themes: ${theme.name} has no token colours or no editor colours`);
  return { rules: theme.tokenColors, fg, bg };
}
const light = partsOf(githubLight);
const dark = partsOf(githubDark);

// Scopes, font styles and which rules set a colour: the same in both themes, or one tokenization cannot serve both.
const ruleShape = (theme: typeof light) => JSON.stringify(theme.rules.map((r) => [r.scope, r.settings.fontStyle, !r.settings.foreground]));
if (ruleShape(light) !== ruleShape(dark))
  throw new Error(`code-themes: ${githubLight.name} and ${githubDark.name} no longer share their rules; highlight with Shiki's \`themes\``);

// Rule i's stand-in colour; the default foreground is #000000 (no rule). Token colours come back upper-case.
const standIn = (i: number) => `#${(i + 1).toString(16).padStart(6, '0').toUpperCase()}`;
const DEFAULT = '#000000';
const upper = (lightColour: string, darkColour: string): [string, string] => [lightColour.toUpperCase(), darkColour.toUpperCase()];
const colourPairs = new Map<string, [light: string, dark: string]>([
  [DEFAULT, upper(light.fg, dark.fg)],
  ...light.rules.flatMap((rule, i) => {
    const darkColour = dark.rules[i]!.settings.foreground;
    return rule.settings.foreground && darkColour ? [[standIn(i), upper(rule.settings.foreground, darkColour)] as const] : [];
  }),
]);

/** The theme the code is tokenized with; its name makes Shiki's class list the one of a light and dark pair. */
export const CODE_THEME = {
  ...githubLight,
  name: `shiki-themes ${githubLight.name} ${githubDark.name}`,
  colors: { ...githubLight.colors, 'editor.foreground': DEFAULT },
  tokenColors: light.rules.map((rule, i) =>
    rule.settings.foreground === undefined ? rule : { ...rule, settings: { ...rule.settings, foreground: standIn(i) } },
  ),
};

const FONT_STYLES: [bit: number, key: string, value: string][] = [
  [1, 'font-style', 'italic'],
  [2, 'font-weight', 'bold'],
];
const DECORATIONS: [bit: number, value: string][] = [
  [4, 'underline'],
  [8, 'line-through'],
];

/** A token's style as Shiki writes a light and dark pair: each theme's colour and font style as CSS variables. */
function dualStyle(colour: string | undefined, fontStyle = 0): Record<string, string> {
  if (colour === undefined && fontStyle === 0) return {}; // plain text: no theme colours it
  const pair = colourPairs.get(colour?.toUpperCase() ?? DEFAULT);
  if (!pair) throw new Error(`code-themes: a token has the colour ${colour}, which stands for no rule of ${CODE_THEME.name}`);
  const decoration = DECORATIONS.filter(([bit]) => fontStyle & bit).map(([, value]) => value);
  const style: Record<string, string> = {};
  for (const [variant, value] of [
    ['light', pair[0]],
    ['dark', pair[1]],
  ]) {
    style[`--shiki-${variant}`] = value!;
    for (const [bit, key, on] of FONT_STYLES) if (fontStyle & bit) style[`--shiki-${variant}-${key}`] = on;
    if (decoration.length > 0) style[`--shiki-${variant}-text-decoration`] = decoration.join(' ');
  }
  return style;
}

const PAIR_STYLE = `--shiki-light:${light.fg};--shiki-dark:${dark.fg};--shiki-light-bg:${light.bg};--shiki-dark-bg:${dark.bg}`;

/** Writes the light and dark colours of CODE_THEME's tokens, and of the block, as Shiki's light and dark pair does. */
export const DUAL_COLOURS: ShikiTransformer = {
  name: 'paydocs:dual-colours',
  tokens(lines) {
    return lines.map((line) => {
      const merged: typeof line = [];
      for (const token of line) {
        const htmlStyle = dualStyle(token.color, token.fontStyle);
        const before = merged.at(-1);
        // Two rules with the same colours in both themes read as one token, as Shiki's pair would cut them.
        if (before && JSON.stringify(before.htmlStyle) === JSON.stringify(htmlStyle)) before.content += token.content;
        else merged.push({ content: token.content, offset: token.offset, htmlStyle });
      }
      return merged;
    });
  },
  pre(node) {
    const style = String(node.properties.style ?? '');
    node.properties.style = style.replace(/^background-color:[^;]*;color:[^;]*/, PAIR_STYLE);
  },
};

/**
 * Languages loaded up front: those the guides' fences, the spec's descriptions and the reference's samples use
 * (bash, js, json, ruby, yaml; jsx through CODE_LANG_ALIAS). Another loads on first use; every grammar loaded is build
 * time. Shiki accepts bundled language names here; Astro's config type only names full grammar objects, hence the cast.
 */
export const CODE_LANGS = ['bash', 'js', 'json', 'ruby', 'yaml'] as unknown as ShikiLangs;

/**
 * `jsx` fences are highlighted with the JavaScript grammar, which reads JSX too: every character of the guides' jsx
 * fences gets the same colours in both themes, and the JSX grammar (a second copy of JavaScript's) cost ~0.4 s of
 * regular-expression compiling per build for eight blocks. A fence keeps `data-language="jsx"`.
 */
export const CODE_LANG_ALIAS = { jsx: 'javascript' };

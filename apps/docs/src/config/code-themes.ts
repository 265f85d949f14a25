// Syntax-highlighting settings shared by Markdown fences (astro.config.mjs), spec descriptions and the
// reference's samples (lib/spec/markdown-html.ts highlightCode), so every code block follows the colour mode the
// same way. Both themes' colours are CSS variables (`--shiki-light` / `--shiki-dark`, as Shiki's `themes` with
// `defaultColor: false` writes them), set by classes (below), and src/styles/code.css picks one per `data-theme`.
// The "-default" GitHub themes keep every token colour at WCAG AA contrast on their background.
//
// One tokenization for both themes: given two themes, Shiki runs the grammar over the code once per theme, and the
// grammar is most of a build's highlighting time. The two GitHub themes have the same rules (scopes and font styles)
// in the same order, with different colours; so the code is tokenized once with CODE_THEME, whose rule i has a
// colour of its own standing for rule i, and DUAL_COLOURS writes each token's light and dark colour from its rule.
import { createHash } from 'node:crypto';
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

// Each colour value a token or block can have is a class, `shiki-<8 hex of sha256(value)>`, whose rule is in
// CODE_COLOURS_CSS (written to src/styles/generated/code-colours.css): no style attribute per token, so the
// Content-Security-Policy needs no 'unsafe-hashes' for code and every page shares one small stylesheet. A token's
// colour pair and each of its font styles are separate classes, so the sheet holds every value the themes can give.
const rules = new Map<string, string>(); // class -> declarations
function classOf(declarations: string): string {
  const name = `shiki-${createHash('sha256').update(declarations).digest('hex').slice(0, 8)}`;
  rules.set(name, declarations);
  return name;
}
/** The light and dark declarations of one property, as Shiki's light and dark pair writes them. */
const both = (property: string, lightValue: string, darkValue = lightValue) =>
  `--shiki-light${property}:${lightValue};--shiki-dark${property}:${darkValue}`;

const BLOCK_CLASS = classOf(`${both('', light.fg, dark.fg)};${both('-bg', light.bg, dark.bg)}`);
const pairClasses = new Map([...colourPairs].map(([standInColour, [l, d]]) => [standInColour, classOf(both('', l, d))]));
// Shiki's font style bits, one class each. A token's font style is one theme rule's, and no rule of the two themes
// both underlines and strikes through (the two share `text-decoration`).
const FONT_CLASSES: [bit: number, name: string][] = [
  [1, classOf(both('-font-style', 'italic'))],
  [2, classOf(both('-font-weight', 'bold'))],
  [4, classOf(both('-text-decoration', 'underline'))],
  [8, classOf(both('-text-decoration', 'line-through'))],
];

/** The classes of a token's light and dark colours and font styles; '' for plain text, which no theme colours. */
function tokenClasses(colour: string | undefined, fontStyle = 0): string {
  if (colour === undefined && fontStyle === 0) return '';
  const pair = pairClasses.get(colour?.toUpperCase() ?? DEFAULT);
  if (!pair) throw new Error(`code-themes: a token has the colour ${colour}, which stands for no rule of ${CODE_THEME.name}`);
  if ((fontStyle & 12) === 12) throw new Error(`code-themes: a token is both underlined and struck through, which no class writes`);
  return [pair, ...FONT_CLASSES.filter(([bit]) => fontStyle & bit).map(([, name]) => name)].join(' ');
}

/** The rule of every class DUAL_COLOURS writes, sorted, as Biome formats CSS; src/styles/generated/code-colours.css. */
export const CODE_COLOURS_CSS = [
  '/* Generated from src/config/code-themes.ts (its test writes it: vitest run -u); do not edit. */\n',
  ...[...rules]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, declarations]) => `.${name} {\n${declarations.toLowerCase().replace(/([^:;]+):([^;]+)(?:;|$)/g, '  $1: $2;\n')}}\n`),
].join('\n');

/** Gives CODE_THEME's tokens, and the block, the classes of their light and dark colours, as Shiki's pair colours them. */
export const DUAL_COLOURS: ShikiTransformer = {
  name: 'paydocs:dual-colours',
  preprocess(_code, options) {
    // No time limit per line (Shiki's default, 500 ms, cut a sample's line mid-template-string on a loaded machine:
    // the rest of the block came out as one string): the colours never depend on the machine's load.
    options.tokenizeTimeLimit = 0;
  },
  tokens(lines) {
    return lines.map((line) => {
      const merged: typeof line = [];
      for (const token of line) {
        const classes = tokenClasses(token.color, token.fontStyle);
        const before = merged.at(-1);
        // Two rules with the same colours in both themes read as one token, as Shiki's pair would cut them.
        if (before && (before.htmlAttrs?.class ?? '') === classes) before.content += token.content;
        else merged.push({ content: token.content, offset: token.offset, htmlStyle: {}, htmlAttrs: classes ? { class: classes } : {} });
      }
      return merged;
    });
  },
  pre(node) {
    // Shiki's block colours become the block class; `overflow-x: auto` (Astro's) is in code.css for every block.
    const rest = String(node.properties.style ?? '')
      .replace(/^background-color:[^;]*;color:[^;]*;?/, '')
      .replace(/\s*overflow-x: auto;/, '')
      .trim();
    node.properties.class = `${node.properties.class ?? ''} ${BLOCK_CLASS}`.trim();
    if (rest) node.properties.style = rest;
    else delete node.properties.style;
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

// Syntax-highlighting settings shared by Markdown fences (astro.config.mjs), spec descriptions and the
// reference's samples (lib/spec/markdown-html.ts highlightCode), so every code block follows the colour mode the
// same way. Both themes are emitted as CSS variables (`defaultColor: false`) and src/styles/code.css picks one per
// `data-theme`.
// The "-default" GitHub themes keep every token colour at WCAG AA contrast on their background.
import type { AstroUserConfig } from 'astro';

type ShikiLangs = NonNullable<NonNullable<NonNullable<AstroUserConfig['markdown']>['shikiConfig']>['langs']>;

export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

/**
 * Languages loaded up front: those the guides' fences, the spec's descriptions and the reference's samples use
 * (bash, js, jsx, json, ruby, yaml). Another loads on first use; every grammar loaded is build time. Shiki accepts
 * bundled language names here; Astro's config type only names full grammar objects, hence the cast.
 */
export const CODE_LANGS = ['bash', 'js', 'jsx', 'json', 'ruby', 'yaml'] as unknown as ShikiLangs;

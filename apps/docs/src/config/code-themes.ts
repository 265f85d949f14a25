// Syntax-highlighting settings shared by Markdown fences (astro.config.mjs) and any <Code />
// component, so every code block follows the colour mode the same way. Both themes are emitted as
// CSS variables (`defaultColor: false`) and src/styles/code.css picks one per `data-theme`.
// The "-default" GitHub themes keep every token colour at WCAG AA contrast on their background.
import type { AstroUserConfig } from 'astro';

type ShikiLangs = NonNullable<NonNullable<NonNullable<AstroUserConfig['markdown']>['shikiConfig']>['langs']>;

export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

/**
 * Languages loaded up front (others load on demand). Shiki accepts bundled language names here;
 * Astro's config type only names full grammar objects, hence the cast.
 */
export const CODE_LANGS = ['bash', 'shell', 'ruby', 'jsx', 'tsx', 'js', 'ts', 'json', 'yaml', 'http', 'diff'] as unknown as ShikiLangs;

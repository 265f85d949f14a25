// Syntax-highlighting settings shared by Markdown fences (astro.config.mjs) and any <Code />
// component, so every code block follows the colour mode the same way. Both themes are emitted as
// CSS variables (`defaultColor: false`) and src/styles/code.css picks one per `data-theme`.
// The "-default" GitHub themes keep every token colour at WCAG AA contrast on their background.
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

/** Languages loaded up front (others load on demand). */
export const CODE_LANGS = ['bash', 'shell', 'ruby', 'jsx', 'tsx', 'js', 'ts', 'json', 'yaml', 'http', 'diff'];

// Components every guide may use without importing them; passed to <Content components={...} />: every component of
// content/, islands/ and spec/ under its file name (`<SchemaTable>`, `<ErrorCatalogue>`), so a new one needs no
// registration; not the reference's page parts (spec/reference/), whose styles would then reach every guide. The
// spec's components render data from the bundled spec, so nothing about the API is written twice. The page's Markdown
// version (/<page>.md) is converted from its HTML after the build (src/lib/markdown/html-to-markdown.ts), so a
// component has no Markdown twin.
const modules = import.meta.glob<{ default: unknown }>(['./{content,islands,spec}/**/*.astro', '!./spec/reference/**'], { eager: true });

export const mdxComponents = Object.fromEntries(
  Object.entries(modules).map(([file, module]) => [file.replace(/^.*\/|\.astro$/g, ''), module.default]),
);

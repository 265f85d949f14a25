// Doc ids keep the case of the file path, because routes are case-sensitive and exact:
// `apiFundamentals/index.mdx` -> `apiFundamentals` -> /apiFundamentals,
// `payments/guides/achForm.mdx` -> /payments/guides/achForm. Astro's default id slugifies
// (lower-cases) the path, which would break every camelCase route of the product spec.

/** The content folder the `docs` collection reads, relative to the app root. */
export const DOCS_CONTENT_DIR = 'src/content/docs';
/** Files that are docs. */
export const DOCS_PATTERN = '**/*.{md,mdx}';

/** Doc id of a file path relative to the docs folder (`a/b/index.mdx` -> `a/b`). */
export function docIdFromPath(entry: string): string {
  const withoutExtension = entry.replace(/\\/g, '/').replace(/\.(md|mdx)$/i, '');
  const id = withoutExtension.replace(/(^|\/)index$/, '');
  if (id === '') {
    throw new Error(
      `${DOCS_CONTENT_DIR}/${entry}: a root index page would collide with the home page (/); ` +
        'give the doc its own name, e.g. overview.mdx',
    );
  }
  return id;
}

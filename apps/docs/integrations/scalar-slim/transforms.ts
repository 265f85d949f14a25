// What the browser build leaves out of Scalar, as pure functions of a module's id and code (the
// Vite plugin in ./index.ts applies them). Scalar ships every feature in one static import graph;
// /api-spec renders one English, read-only reference in the site's own palette, so these parts
// never run there:
// - side effects: Scalar's packages do not declare `sideEffects`, so the bundler keeps every
//   compiled Vue module they import (the whole API client, CodeMirror) even when nothing uses it.
//   Their dist modules only define components and functions; declaring them side-effect free
//   lets tree-shaking drop what the reference never renders.
// - highlighting grammars: 50 highlight.js grammars, of which the page's code samples (curl,
//   Node, Ruby) and examples (JSON, XML, YAML, HTTP) use a dozen.
// - locales: seven translations besides English.
// - themes: fourteen colour themes besides the default the site restyles.
// - YAML: Scalar parses a YAML document and writes YAML when a reader edits or exports one; the
//   page hands it /openapi.json and offers neither, so `yaml` becomes a stub that says so.
// A Scalar release that moves any of these fails the build with the module named, rather than
// silently shipping everything again.

/** Grammars kept: the code-sample languages shown (scalar-config.ts) and the example formats. */
export const KEPT_LANGUAGES = [
  'bash',
  'curl',
  'html',
  'http',
  'javascript',
  'json',
  'plaintext',
  'ruby',
  'shell',
  'typescript',
  'xml',
  'yaml',
];
export const KEPT_LOCALE = 'en';
export const KEPT_THEME = 'default';

/** Any module of Scalar's packages. */
const SCALAR_MODULE = /\/node_modules\/@scalar\//;
const SCALAR_DIST_JS = /\/node_modules\/@scalar\/[^/]+\/dist\/.+\.js$/;
const LANGUAGES_CHUNK = /\/node_modules\/@scalar\/code-highlight\/dist\/chunks\/languages\.js$/;
const LOCALE_MODULE = /\/node_modules\/@scalar\/[^/]+\/dist\/(?:.+\/)?localization\/locales\/([\w-]+)\.js$/;
const THEMES_MODULE = /\/node_modules\/@scalar\/themes\/dist\/index\.js$/;

/** Module id of the `yaml` stand-in that Scalar's modules import instead of the package. */
export const YAML_STUB_ID = '\0paydocs:scalar-yaml-stub';

/** The `yaml` stand-in: the exports Scalar imports, each failing with the reason if ever called. */
export const YAML_STUB = `const leftOut = (what) => () => {
  throw new Error('The interactive reference reads /openapi.json: YAML ' + what + ' is left out of its build (apps/docs/integrations/scalar-slim).');
};
export const parse = leftOut('parsing');
export const stringify = leftOut('output');
export default { parse, stringify };
`;

/** True when `importer` is one of Scalar's modules importing the `yaml` package. */
export function isScalarYamlImport(source: string, importer: string | undefined): boolean {
  return source === 'yaml' && importer !== undefined && SCALAR_MODULE.test(importer);
}

export class ScalarSlimError extends Error {
  constructor(id: string, expected: string) {
    super(
      `scalar-slim: ${id} no longer has ${expected}. Scalar changed its build; update apps/docs/integrations/scalar-slim/transforms.ts.`,
    );
    this.name = 'ScalarSlimError';
  }
}

const cleanId = (id: string) => id.split('?')[0] ?? id;

/** Keeps only `keep` among the entries of the object literal assigned to `name`. */
function keepEntries(code: string, id: string, name: string, keep: (key: string) => boolean): string {
  const declaration = new RegExp(`var ${name} = \\{([^}]*)\\};`);
  const match = declaration.exec(code);
  if (!match?.[1]) throw new ScalarSlimError(id, `\`var ${name} = {...}\``);
  const entries = match[1]
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const kept = entries.filter((entry) => keep(entry.split(':')[0]?.trim().replace(/^"|"$/g, '') ?? ''));
  if (kept.length === 0) throw new ScalarSlimError(id, `any of the kept entries in \`${name}\``);
  // A function, not a string, as replacement: entries such as `javascript: javascript$1` hold `$`.
  return code.replace(declaration, () => `var ${name} = {\n\t${kept.join(',\n\t')}\n};`);
}

/** The highlight.js grammar registry with only KEPT_LANGUAGES; unused grammars then tree-shake. */
export function trimLanguages(code: string, id: string): string {
  return keepEntries(code, id, 'standardLanguages', (key) => KEPT_LANGUAGES.includes(key));
}

/** The theme presets with only the default theme (each preset is a nested object literal). */
export function trimThemes(code: string, id: string): string {
  const declaration = /var presets = \{\n([\s\S]*?)\n\};/;
  const match = declaration.exec(code);
  if (!match?.[1]) throw new ScalarSlimError(id, '`var presets = {...}`');
  const kept = [...match[1].matchAll(/^\t([\w$]+): \{[\s\S]*?^\t\}/gm)].filter((m) => m[1] === KEPT_THEME).map((m) => m[0]);
  if (kept.length !== 1) throw new ScalarSlimError(id, `the \`${KEPT_THEME}\` preset in \`presets\``);
  return code.replace(declaration, () => `var presets = {\n${kept[0]}\n};`);
}

/** A locale module other than English, as the same exports bound to empty tables (English is the fallback). */
export function emptyLocale(code: string, id: string): string {
  // The exported names: the last word of each `local as exported` (or `name`) entry of each `export { ... }`.
  const names = [...code.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) =>
    [...(m[1] ?? '').matchAll(/([\w$]+)\s*(?:,|$)/g)].map((n) => n[1]!),
  );
  if (names.length === 0) throw new ScalarSlimError(id, 'an `export { ... }` of its translations');
  return `${names.map((name) => `export const ${name} = {};`).join('\n')}\n`;
}

/** The transform for a module, or undefined when the module is kept as is. */
export function transformFor(id: string): ((code: string, id: string) => string) | undefined {
  const path = cleanId(id);
  if (LANGUAGES_CHUNK.test(path)) return trimLanguages;
  if (THEMES_MODULE.test(path)) return trimThemes;
  const locale = LOCALE_MODULE.exec(path);
  if (locale && locale[1] !== KEPT_LOCALE) return emptyLocale;
  return undefined;
}

/**
 * Scalar's compiled modules are side-effect free (see above), told to the bundler as a rule it applies itself, before
 * it loads a module: so its lazy barrel optimisation also skips the modules Scalar's index files re-export unused.
 */
export const SIDE_EFFECT_FREE = [{ test: SCALAR_DIST_JS, sideEffects: false }];

/** The modules transformFor edits: the only ids the plugin's transform hook is called for. */
export const EDITED_MODULE = new RegExp([LANGUAGES_CHUNK, THEMES_MODULE, LOCALE_MODULE].map((r) => r.source).join('|'));

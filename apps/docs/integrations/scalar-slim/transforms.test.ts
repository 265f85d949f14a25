import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  EDITED_MODULE,
  emptyLocale,
  isScalarYamlImport,
  KEPT_LANGUAGES,
  ScalarSlimError,
  SIDE_EFFECT_FREE,
  transformFor,
  trimLanguages,
  trimThemes,
  YAML_STUB,
} from './transforms.ts';

// The installed Scalar modules the transforms edit, found the way the bundler finds them.
const require = createRequire(import.meta.url);
const reactEntry = require.resolve('@scalar/api-reference-react');
const fromReference = createRequire(require.resolve('@scalar/api-reference', { paths: [dirname(reactEntry)] }));
const fromComponents = createRequire(fromReference.resolve('@scalar/components'));
const languagesFile = join(dirname(fromComponents.resolve('@scalar/code-highlight')), 'chunks', 'languages.js');
const themesFile = fromReference.resolve('@scalar/themes');
const referenceDist = dirname(fromReference.resolve('@scalar/api-reference'));

describe('which modules are edited', () => {
  it('declares Scalar dist modules side-effect free, and nothing else', () => {
    const sideEffectFree = (id: string) => SIDE_EFFECT_FREE.some((rule) => rule.test.test(id) && !rule.sideEffects);
    expect(sideEffectFree('/x/node_modules/.pnpm/a/node_modules/@scalar/api-client/dist/v2/blocks/a.vue.js')).toBe(true);
    expect(sideEffectFree('/x/node_modules/@scalar/api-client/dist/style.css')).toBe(false);
    expect(sideEffectFree('/x/node_modules/vue/dist/vue.runtime.esm-bundler.js')).toBe(false);
    expect(sideEffectFree('/work/main/apps/docs/src/components/islands/ApiReference.tsx')).toBe(false);
  });
  it('calls the transform hook for the edited modules only', () => {
    for (const id of [languagesFile, themesFile, join(referenceDist, 'features/localization/locales/de.js')]) {
      expect(EDITED_MODULE.test(id)).toBe(true);
      expect(transformFor(id)).toBeDefined();
    }
    expect(EDITED_MODULE.test(join(referenceDist, 'index.js'))).toBe(false);
    expect(EDITED_MODULE.test('/x/node_modules/vue/dist/vue.runtime.esm-bundler.js')).toBe(false);
  });
  it('empties every locale but English, and leaves other modules alone', () => {
    const locale = (l: string) => `/x/node_modules/@scalar/api-reference/dist/features/localization/locales/${l}.js`;
    expect(transformFor(locale('de'))).toBe(emptyLocale);
    expect(transformFor(locale('zh-cn'))).toBe(emptyLocale);
    expect(transformFor(locale('en'))).toBeUndefined();
    expect(transformFor('/x/node_modules/@scalar/api-reference/dist/index.js')).toBeUndefined();
  });
});

describe('trimLanguages on the installed @scalar/code-highlight', () => {
  const code = readFileSync(languagesFile, 'utf8');
  const trimmed = trimLanguages(code, languagesFile);
  const registry = /var standardLanguages = \{([^}]*)\};/.exec(trimmed)?.[1] ?? '';
  const keys = registry
    .split(',')
    .map((e) => e.split(':')[0]?.trim())
    .filter(Boolean);

  it('keeps exactly the listed grammars', () => {
    expect(keys.sort()).toEqual([...KEPT_LANGUAGES].sort());
    expect(registry).toContain('javascript: javascript$1'); // `$` kept verbatim
    expect(registry).not.toMatch(/\bpython\b|\brust\b|\bgo\b/);
  });

  it('names the module when Scalar changes its build', () => {
    expect(() => trimLanguages('export {}', languagesFile)).toThrow(ScalarSlimError);
    expect(() => trimLanguages('export {}', languagesFile)).toThrow(/languages\.js no longer has `var standardLanguages/);
  });
});

describe('trimThemes on the installed @scalar/themes', () => {
  it('keeps the default preset only', () => {
    const trimmed = trimThemes(readFileSync(themesFile, 'utf8'), themesFile);
    const presets = /var presets = \{\n([\s\S]*?)\n\};/.exec(trimmed)?.[1] ?? '';
    expect(presets).toMatch(/^\tdefault: \{/);
    expect(presets).toContain('theme: default_default');
    expect(presets).not.toContain('alternate_default');
  });

  it('fails with the module named when the default preset is missing', () => {
    expect(() => trimThemes('var presets = {\n\tmoon: {\n\t\tslug: "moon"\n\t}\n};', 'themes.js')).toThrow(
      /themes\.js no longer has the `default` preset/,
    );
  });
});

describe('emptyLocale on an installed locale', () => {
  it('exports the same names, empty', () => {
    const file = join(referenceDist, 'features', 'localization', 'locales', 'de.js');
    const stub = emptyLocale(readFileSync(file, 'utf8'), file);
    expect(stub).toBe('export const de = {};\n');
  });

  it('exports each name as exported: the alias of `local as exported`', () => {
    expect(emptyLocale('const a = {}, c = {};\nexport { a as b, c };\nexport {\n  d\n};', 'x.js')).toBe(
      'export const b = {};\nexport const c = {};\nexport const d = {};\n',
    );
  });

  it('fails on a module without exports', () => {
    expect(() => emptyLocale('const de = {};', 'de.js')).toThrow(ScalarSlimError);
  });
});

describe('the yaml stand-in', () => {
  it('replaces yaml for Scalar modules only', () => {
    expect(isScalarYamlImport('yaml', '/x/node_modules/.pnpm/a/node_modules/@scalar/workspace-store/dist/client.js')).toBe(true);
    expect(isScalarYamlImport('yaml', '/work/main/apps/docs/src/lib/x.ts')).toBe(false);
    expect(isScalarYamlImport('yaml/browser', '/x/node_modules/@scalar/a/dist/b.js')).toBe(false);
    expect(isScalarYamlImport('yaml', undefined)).toBe(false);
  });

  it('exports what Scalar imports, each failing with the reason', async () => {
    const stub = await import(`data:text/javascript,${encodeURIComponent(YAML_STUB)}`);
    expect(Object.keys(stub).sort()).toEqual(['default', 'parse', 'stringify']);
    expect(() => stub.parse('a: 1')).toThrow(/reads \/openapi\.json: YAML parsing is left out/);
    expect(() => stub.default.stringify({})).toThrow(/YAML output is left out/);
  });
});

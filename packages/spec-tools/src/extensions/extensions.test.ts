// The registry is complete and wired: every `x-` key used in spec/ has a contract and a section with
// an example in spec/README.md, every rule a contract names exists and is enabled, and every
// project rule is enabled in spec/redocly.yaml (a rule written but not turned on fails here).
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AjvModule from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { rules as pluginRules } from '../lint/plugin.ts';
import { REPO_ROOT } from '../../test/helpers.ts';
import { EXTENSIONS, EXTENSIONS_BY_KEY } from './index.ts';

const SPEC = path.join(REPO_ROOT, 'spec');

/** Every `x-` key used as a YAML key in the split spec, with the first file that uses it. */
function extensionKeysInSpec(): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (node: unknown, file: string): void => {
    if (Array.isArray(node)) {
      for (const n of node) walk(n, file);
    } else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key.startsWith('x-') && !found.has(key)) found.set(key, file);
        walk(value, file);
      }
    }
  };
  const files = globSync('{openapi.yaml,paths/**/*.yaml,components/**/*.yaml,webhooks/**/*.yaml}', { cwd: SPEC });
  for (const file of files) walk(parse(readFileSync(path.join(SPEC, file), 'utf8')), file);
  return found;
}

/** `### \`x-key\`` sections of spec/README.md with whether each has a ```yaml example. */
function documentedExtensions(): Map<string, boolean> {
  const readme = readFileSync(path.join(SPEC, 'README.md'), 'utf8');
  const sections = readme.split(/^### /m).slice(1);
  return new Map(
    sections
      .map((s) => [/^`(x-[A-Za-z-]+)`/.exec(s)?.[1], /```yaml\n/.test(s)] as const)
      .filter((e): e is readonly [string, boolean] => e[0] !== undefined),
  );
}

/** The value of `key` in the ```yaml example of its README section (top level, or one level down). */
function readmeExample(key: string): unknown {
  const readme = readFileSync(path.join(SPEC, 'README.md'), 'utf8');
  const section = readme.split(/^### /m).find((s) => s.startsWith(`\`${key}\``)) ?? '';
  const yaml = /```yaml\n([\s\S]*?)```/.exec(section)?.[1];
  const doc = (yaml ? parse(yaml) : {}) as Record<string, Record<string, unknown>>;
  return key in doc ? doc[key] : Object.values(doc).find((v) => v && typeof v === 'object' && key in v)?.[key];
}

function enabledRules(): Record<string, unknown> {
  return (parse(readFileSync(path.join(SPEC, 'redocly.yaml'), 'utf8')) as { rules: Record<string, unknown> }).rules;
}

describe('extension registry', () => {
  const used = extensionKeysInSpec();
  const documented = documentedExtensions();

  it('finds the extensions the spec uses', () => {
    expect(used.size).toBeGreaterThan(5);
  });

  it.each([...used].map(([key, file]) => ({ key, file })))('`$key` (used in spec/$file) has a contract', ({ key }) => {
    expect(EXTENSIONS_BY_KEY.has(key), `${key} has no contract in packages/spec-tools/src/extensions/`).toBe(true);
  });

  it.each(EXTENSIONS.map((c) => ({ key: c.key })))('`$key` has a section with a yaml example in spec/README.md', ({ key }) => {
    expect(documented.has(key), `spec/README.md has no "### \`${key}\`" section`).toBe(true);
    expect(documented.get(key), `spec/README.md's \`${key}\` section has no \`\`\`yaml example`).toBe(true);
  });

  const ajv = new AjvModule.default({ allErrors: true, strict: true });
  it.each(EXTENSIONS.map((c) => ({ key: c.key, schema: c.schema })))(
    'the spec/README.md example of `$key` meets its contract',
    ({ key, schema }) => {
      const value = readmeExample(key);
      expect(value, `no \`${key}\` in its README example`).toBeDefined();
      const validate = ajv.compile(schema);
      expect(validate(value), JSON.stringify(validate.errors)).toBe(true);
    },
  );

  it('documents no extension that has no contract', () => {
    expect([...documented.keys()].filter((k) => !EXTENSIONS_BY_KEY.has(k))).toEqual([]);
  });

  it.each(EXTENSIONS.flatMap((c) => (c.rules ?? []).map((rule) => ({ key: c.key, rule }))))(
    '$rule (named by `$key`) exists in the plugin',
    ({ rule }) => {
      expect(Object.keys(pluginRules).map((r) => `paydocs/${r}`)).toContain(rule);
    },
  );
});

describe('project lint rules', () => {
  const enabled = enabledRules();
  // Rule modules are named by rule id (src/lint/rules/<id>.ts); helpers are not rules.
  const HELPERS = new Set(['shared', 'component-name']);
  const ruleFiles = globSync('*.ts', { cwd: path.join(import.meta.dirname, '../lint/rules') })
    .filter((f) => !f.endsWith('.test.ts'))
    .map((f) => f.replace(/\.ts$/, ''))
    .filter((id) => !HELPERS.has(id));

  const readme = readFileSync(path.join(import.meta.dirname, '../../README.md'), 'utf8');
  const tests = [
    readFileSync(path.join(import.meta.dirname, '../lint/rules/rules.test.ts'), 'utf8'),
    ...globSync('*.test.ts', { cwd: path.join(import.meta.dirname, '../../test') }).map((f) =>
      readFileSync(path.join(import.meta.dirname, '../../test', f), 'utf8'),
    ),
  ].join('\n');

  it.each(Object.keys(pluginRules).map((id) => ({ id })))('paydocs/$id has a row in the package README and a test', ({ id }) => {
    expect(readme, `packages/spec-tools/README.md has no \`| \`paydocs/${id}\` |\` row in "Project lint rules"`).toContain(
      `| \`paydocs/${id}\` |`,
    );
    const tested = tests.includes(`rule: '${id}'`) || tests.includes(`paydocs/${id}'`);
    expect(tested, `paydocs/${id} has no case in src/lint/rules/rules.test.ts nor in a test/*.test.ts fixture table`).toBe(true);
  });

  it.each(ruleFiles.map((id) => ({ id })))('src/lint/rules/$id.ts is exported by the plugin as paydocs/$id', ({ id }) => {
    expect(Object.keys(pluginRules), `src/lint/rules/${id}.ts is not listed in src/lint/plugin.ts \`rules\``).toContain(id);
  });

  it.each(Object.keys(pluginRules).map((rule) => ({ rule: `paydocs/${rule}` })))(
    '$rule is enabled (error) in spec/redocly.yaml',
    ({ rule }) => {
      expect(enabled[rule], `${rule} is written and exported by src/lint/plugin.ts but not turned on in spec/redocly.yaml`).toBe('error');
    },
  );
});

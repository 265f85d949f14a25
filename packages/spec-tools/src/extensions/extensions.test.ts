// The registry is complete and wired: every `x-` key used in spec/ has a contract and a section with
// an example in spec/README.md, every rule a contract names exists and is enabled, and every
// project rule is enabled in spec/redocly.yaml (a rule written but not turned on fails here) and
// reports a problem in a given/want case (an in-memory case or a broken fixture spec), which runs.
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AjvModule from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { rules as pluginRules } from '../lint/plugin.ts';
import { fixtureConfig, REPO_ROOT } from '../../test/helpers.ts';
import { RULE_CASES, type RuleCase } from '../../test/rule-cases.ts';
import { lintSpec } from '../lint/index.ts';
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

/** Broken fixture specs whose problems test/lint.test.ts and test/extension-contracts.test.ts pin. */
const BROKEN_FIXTURES = ['broken', 'broken-extensions'];

/** Rule ids (without `paydocs/`) that lint reports on the given fixture specs. */
async function rulesFiringOnFixtures(fixtures: readonly string[]): Promise<Set<string>> {
  const fired = new Set<string>();
  for (const name of fixtures) {
    for (const problem of await lintSpec(fixtureConfig(name))) {
      if (problem.rule.startsWith('paydocs/')) fired.add(problem.rule.slice('paydocs/'.length));
    }
  }
  return fired;
}

/** Rules with no case that makes them report: neither a failing in-memory case nor a broken fixture. */
function untestedRules(ids: readonly string[], cases: readonly RuleCase[], firedOnFixtures: ReadonlySet<string>): string[] {
  const failingCase = new Set(cases.filter((c) => c.want.length > 0).map((c) => c.rule));
  return ids
    .filter((id) => !failingCase.has(id) && !firedOnFixtures.has(id))
    .map((id) => `paydocs/${id} has no failing case in test/rule-cases.ts and no broken fixture spec reports it`);
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

describe('untestedRules (given rules, cases and fixture findings; want the untested rules)', () => {
  const doc = 'openapi: 3.1.0';
  const cases: { name: string; ids: string[]; cases: RuleCase[]; fired: string[]; want: string[] }[] = [
    { name: 'a failing in-memory case', ids: ['a'], cases: [{ rule: 'a', name: 'n', doc, want: [/x/] }], fired: [], want: [] },
    { name: 'a broken fixture reports it', ids: ['a'], cases: [], fired: ['a'], want: [] },
    {
      name: 'only a passing case: not tested',
      ids: ['a'],
      cases: [{ rule: 'a', name: 'n', doc, want: [] }],
      fired: [],
      want: ['paydocs/a has no failing case in test/rule-cases.ts and no broken fixture spec reports it'],
    },
    {
      name: 'a case of another rule does not count',
      ids: ['a', 'b'],
      cases: [{ rule: 'b', name: 'n', doc, want: [/x/] }],
      fired: ['c'],
      want: ['paydocs/a has no failing case in test/rule-cases.ts and no broken fixture spec reports it'],
    },
  ];
  it.each(cases)('$name', ({ ids, cases: ruleCases, fired, want }) => {
    expect(untestedRules(ids, ruleCases, new Set(fired))).toEqual(want);
  });
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

  it.each(Object.keys(pluginRules).map((id) => ({ id })))('paydocs/$id has a row in the package README', ({ id }) => {
    expect(readme, `packages/spec-tools/README.md has no \`| \`paydocs/${id}\` |\` row in "Project lint rules"`).toContain(
      `| \`paydocs/${id}\` |`,
    );
  });

  // A rule is tested when a given/want case makes it report a problem: a case of test/rule-cases.ts
  // with a non-empty `want` (rules.test.ts runs it), or a broken fixture spec on which lint reports it
  // (test/lint.test.ts and test/extension-contracts.test.ts pin each place). Run here, not grepped.
  it('every rule reports a problem in a given/want case', async () => {
    const fired = await rulesFiringOnFixtures(BROKEN_FIXTURES);
    expect(untestedRules(Object.keys(pluginRules), RULE_CASES, fired)).toEqual([]);
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

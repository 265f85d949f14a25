// The constraint trace: every pattern, format, bound, length, default, enum and required list of
// the spec is stated by a section of the API documentation (spec/constraint-sources.yaml) or
// marked `Assumed:` on its schema. Given/want cases on in-memory files, a fixture spec with an
// untraced pattern, and the real spec (which must be clean, each quoted sentence found in the
// section it names when the API documentation is beside the repository).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, test } from 'vitest';
import { type Constraint, constraintsOfFile, readSpecFiles, type SpecFile } from '../src/constraints/collect.ts';
import { parseSources, SOURCES_FILE, traceConstraints } from '../src/constraints/trace.ts';
import { fixture, PRODUCT_SPEC, REPO_ROOT } from './helpers.ts';
import { section } from './product-spec.ts';

function trace(files: SpecFile[], table: string): string[] {
  const { sources, problems } = parseSources(table);
  return [...problems, ...traceConstraints(files.flatMap(constraintsOfFile), sources).problems];
}

const voucher = (body: string): SpecFile => ({ file: 'components/schemas/Voucher.yaml', text: `type: object\nproperties:\n${body}` });
const table = (entries: string) =>
  `sources:\n  - section: 5. Validation rules\n    states: A sentence.\n    constraints:\n${entries.replace(/^/gm, '      ')}\n`;

describe('constraintsOfFile', () => {
  test('finds keywords with their pointer and line, not names, examples or extensions', () => {
    const found = constraintsOfFile(
      voucher(
        [
          '  format:',
          '    type: string',
          '    format: date',
          '    description: A property named format.',
          '  code:',
          '    type: string',
          '    pattern: ^V',
          '    examples: [{pattern: x}]',
          '    x-note: {minimum: 1}',
          '    description: A code.',
          'required: [code]',
        ].join('\n'),
      ),
    );
    expect(found.map((c: Constraint) => [c.pointer, c.line, c.value])).toEqual([
      ['#/properties/format/format', 5, 'date'],
      ['#/properties/code/pattern', 9, '^V'],
      ['#/required', 13, ['code']],
    ]);
  });

  test('a parameter schema is marked by the parameter that carries it', () => {
    const [c] = constraintsOfFile({
      file: 'paths/a.yaml',
      text: "parameters:\n  - name: id\n    in: path\n    description: 'Id. Assumed: starts with v_.'\n    schema: {type: string, pattern: ^v_}\n",
    });
    expect(c).toMatchObject({ pointer: '#/parameters/0/schema/pattern', assumed: true });
  });
});

describe('traceConstraints', () => {
  const key = "'components/schemas/Voucher.yaml#/properties/code/pattern'";
  const code = (extra = '') => voucher(`  code:\n    type: string\n    pattern: ^V\n    description: 'A code.${extra}'`);
  const cases: { name: string; given: [SpecFile[], string]; want: RegExp[] }[] = [
    { name: 'traced pattern', given: [[code()], table(`${key}: ^V`)], want: [] },
    {
      name: 'untraced pattern',
      given: [[code()], table("'components/schemas/Voucher.yaml#/x': 1")],
      want: [
        /`components\/schemas\/Voucher.yaml#\/x` names no constraint/,
        /^components\/schemas\/Voucher.yaml:5 #\/properties\/code\/pattern: pattern "\^V" is neither traced nor assumed; .* #\/properties\/code$/,
      ],
    },
    {
      name: 'pattern marked Assumed',
      given: [[code(' Not documented: its format. Assumed: starts with V.')], table("'x.yaml#/*': 1")],
      want: [/names no constraint/],
    },
    {
      name: 'value changed since it was traced',
      given: [[code()], table(`${key}: ^W`)],
      want: [/:5 #\/properties\/code\/pattern: pattern is "\^V" but .* traces "\^W"/],
    },
    {
      name: 'a glob traces every match',
      given: [
        [code(), { file: 'components/schemas/Other.yaml', text: 'type: string\npattern: ^V\ndescription: Other.\n' }],
        table("'components/schemas/*.yaml#/*pattern': ^V"),
      ],
      want: [/Voucher.yaml:5 #\/properties\/code\/pattern: pattern "\^V" is neither traced/],
    },
    {
      name: 'a source without its sentence',
      given: [[], 'sources:\n  - section: 5. Rules\n    constraints: {a: 1}\n'],
      want: [/sources\/0 \(5. Rules\): expected `states`/],
    },
  ];
  test.each(cases)('$name', ({ given, want }) => {
    const problems = trace(...given);
    expect(problems).toHaveLength(want.length);
    for (const [i, w] of want.entries()) expect(problems[i]).toMatch(w);
  });
});

describe('a fixture spec with an untraced pattern', () => {
  it('reports the pattern with its file:line and nothing else', () => {
    const dir = fixture('constraint-trace');
    const problems = trace(readSpecFiles(dir), readFileSync(path.join(dir, SOURCES_FILE), 'utf8'));
    expect(problems).toEqual([
      expect.stringMatching(
        /^components\/schemas\/Voucher.yaml:7 #\/properties\/code\/pattern: pattern "\^VC-\[0-9\]\{6\}\$" is neither traced nor assumed/,
      ),
    ]);
  });
});

describe('the real spec', () => {
  const specDir = path.join(REPO_ROOT, 'spec');
  const constraints = readSpecFiles(specDir).flatMap(constraintsOfFile);
  const { sources, problems: tableProblems } = parseSources(readFileSync(path.join(specDir, SOURCES_FILE), 'utf8'));
  const result = traceConstraints(constraints, sources);

  it('traces or marks every constraint', () => {
    expect([...tableProblems, ...result.problems]).toEqual([]);
    expect(result.traced.length + result.assumed.length).toBe(constraints.length);
    console.info(`constraint trace: ${constraints.length} constraints, ${result.traced.length} traced, ${result.assumed.length} assumed`);
  });

  const hasProductSpec = existsSync(PRODUCT_SPEC);
  it.skipIf(!hasProductSpec)('quotes each source sentence from the section it names', () => {
    const markdown = readFileSync(PRODUCT_SPEC, 'utf8');
    const plain = (text: string) => text.replace(/\*\*/g, '').replace(/\s+/g, ' ');
    const missing = sources.filter((s) => !plain(section(markdown, Number.parseInt(s.section, 10))).includes(plain(s.states)));
    expect(missing.map((s) => `${s.section}: ${s.states}`)).toEqual([]);
  });
});

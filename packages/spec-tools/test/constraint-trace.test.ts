// The constraint trace: every pattern, format, bound, length, default, enum and required list of
// the spec is stated by a section of the API documentation (spec/constraint-sources.yaml) or
// marked `Assumed:` on its schema, and the sentence cited states the value (a maxLength of 22 needs
// "22"). The register's claims (operation descriptions, `x-rules`) are held to their sources the
// same way. Given/want cases on in-memory files, fixture specs with an untraced pattern and with
// citations that do not state their value, and the real spec (which must be clean, each quoted
// sentence found in the section it names when the API documentation is beside the repository).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, test } from 'vitest';
import { type Constraint, constraintsOfFile, readSpecFiles, type SpecFile } from '../src/constraints/collect.ts';
import { traceClaims, unsourcedRules, unsupportedParts } from '../src/constraints/claims.ts';
import { missingFromSentence } from '../src/constraints/support.ts';
import { parseRegister, SOURCES_FILE, sentencesOf, traceConstraints } from '../src/constraints/trace.ts';
import { fixture, PRODUCT_SPEC, REPO_ROOT } from './helpers.ts';
import { section } from './product-spec.ts';

function trace(files: SpecFile[], table: string): string[] {
  const { sources, problems } = parseRegister(table);
  return [...problems, ...traceConstraints(files.flatMap(constraintsOfFile), sources).problems];
}

const voucher = (body: string): SpecFile => ({ file: 'components/schemas/Voucher.yaml', text: `type: object\nproperties:\n${body}` });
const table = (entries: string, states = 'Codes start with V.') =>
  `sources:\n  - section: 5. Validation rules\n    states: ${states}\n    constraints:\n${entries.replace(/^/gm, '      ')}\n`;

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
      name: 'a cited sentence that does not state the value',
      given: [[code()], table(`${key}: ^V`, 'Every voucher has a code.')],
      want: [
        /:5 #\/properties\/code\/pattern: pattern "\^V" is traced .* to "Every voucher has a code.", which does not state it \(expected one of "V"\)/,
      ],
    },
    {
      name: 'a list of sentences is read as one quote',
      given: [
        [code()],
        "sources:\n  - section: 5. Rules\n    states: ['Every voucher has a code.', 'Codes start with V.']\n    constraints:\n      " +
          `${key}: ^V\n`,
      ],
      want: [],
    },
    {
      name: 'a source without its sentence',
      given: [[], 'sources:\n  - section: 5. Rules\n    constraints: {a: 1}\n'],
      want: [/sources\/0 \(5. Rules\): expected `states`/],
    },
    {
      name: 'a register whose list is not a list',
      given: [[], 'sources: {a: 1}\nclaims: a claim\n'],
      want: [/^constraint-sources.yaml: expected `sources` to be a list$/, /^constraint-sources.yaml: expected `claims` to be a list$/],
    },
  ];
  test.each(cases)('$name', ({ given, want }) => {
    const problems = trace(...given);
    expect(problems).toHaveLength(want.length);
    for (const [i, w] of want.entries()) expect(problems[i]).toMatch(w);
  });
});

describe('missingFromSentence', () => {
  const cases: { given: [string, unknown, string]; want: string | undefined }[] = [
    { given: ['maxLength', 22, 'Statement descriptor 5 to 22 characters.'], want: undefined },
    { given: ['maxLength', 22, 'Statement descriptor 5 characters or more.'], want: '22' },
    { given: ['maxLength', 2, 'address_country (2 characters)'], want: undefined },
    { given: ['maxItems', 4, 'up to four owners'], want: undefined },
    { given: ['exclusiveMaximum', 100000000, 'below 100000000 (minor units)'], want: undefined },
    { given: ['exclusiveMaximum', 100000000, 'below 1000000000'], want: '100000000' },
    { given: ['format', 'uri', 'website_url'], want: 'a word for the format uri (\\b(?:URL|URI|link)s?\\b)' },
    { given: ['format', 'uri', 'presigned_url (a link to a CSV)'], want: undefined },
    { given: ['format', 'date-time', 'created_at'], want: expect.stringContaining('date-time') as unknown as string },
    { given: ['enum', ['test', 'live'], 'account_type (test or live)'], want: undefined },
    { given: ['enum', ['test', 'live', null], 'account_type (test)'], want: '`live`' },
    { given: ['enum', ['payment_intent.requires_capture'], 'payment_intent.attached, created, requires_capture'], want: undefined },
    { given: ['required', ['name', 'number'], 'Create: required name, month'], want: '`number`' },
    { given: ['pattern', '^py_', 'ids carry prefixes (payments py_)'], want: undefined },
    { given: ['pattern', '^[0-9]{4}$', 'acct_last_four'], want: undefined },
    { given: ['pattern', '^[0-9]{4}$', 'ssn_last4 (returned)'], want: undefined },
    { given: ['pattern', '^[0-9a-fA-F]{64}$', 'HMAC SHA-256 hex'], want: 'one of 64' },
    { given: ['default', 25, 'List limit: integer 1 to 100, default 25'], want: undefined },
    { given: ['default', false, 'expedited default false'], want: undefined },
    { given: ['default', 'USA', 'USA or CAN'], want: '"default" and USA' },
  ];
  test.each(cases)('$given.0 $given.1 in "$given.2"', ({ given, want }) => {
    expect(missingFromSentence(...given)).toEqual(want);
  });
});

describe('claims', () => {
  const rule = (description: string): SpecFile => ({
    file: 'paths/void.yaml',
    text: `post:\n  x-rules:\n    - id: void-window\n      description: ${JSON.stringify(description)}\n`,
  });
  const register = (states: string, claim: string) =>
    `claims:\n  - section: 9. Limits\n    states: ${JSON.stringify(states)}\n    claims:\n      'paths/void.yaml#/post/x-rules/0/description': ${JSON.stringify(claim)}\n`;
  const run = (files: SpecFile[], text: string) => {
    const { claims, problems } = parseRegister(text);
    return [...problems, ...traceClaims(files, claims).problems];
  };
  const cases: { name: string; given: [SpecFile[], string]; want: RegExp[] }[] = [
    {
      name: 'supported',
      given: [[rule('Void within 25 minutes.')], register('void window 25 minutes', 'Void within 25 minutes.')],
      want: [],
    },
    {
      name: 'a number the source does not state',
      given: [[rule('Void within 30 minutes.')], register('void window 25 minutes', 'Void within 30 minutes.')],
      want: [/^paths\/void.yaml:4 #\/post\/x-rules\/0\/description: the claim states 30, which "void window 25 minutes"/],
    },
    {
      name: 'an error code the source does not name',
      given: [
        [rule('Later voids fail with `payment_outside_void_window`.')],
        register('void window 25 minutes', 'Later voids fail with `payment_outside_void_window`.'),
      ],
      want: [/the claim states `payment_outside_void_window`/],
    },
    {
      name: 'what follows Assumed: is not claimed',
      given: [
        [rule('Void within 25 minutes. Assumed: the code is `payment_outside_void_window`.')],
        register('void window 25 minutes', 'Void within 25 minutes. Assumed: the code is `payment_outside_void_window`.'),
      ],
      want: [],
    },
    {
      name: 'the claim changed since it was registered',
      given: [[rule('Void within 20 minutes.')], register('void window 25 minutes', 'Void within 25 minutes.')],
      want: [/the claim reads "Void within 20 minutes." but .* registers "Void within 25 minutes."/],
    },
    {
      name: 'a claim listed under two sections is supported by their sentences together',
      given: [
        [rule('Void within 25 minutes; later voids fail with `payment_outside_void_window`.')],
        `${register('void window 25 minutes', 'Void within 25 minutes; later voids fail with `payment_outside_void_window`.')}${register('Refunds and voids: payment_outside_void_window.', 'Void within 25 minutes; later voids fail with `payment_outside_void_window`.').replace('claims:\n', '')}`,
      ],
      want: [],
    },
    {
      name: 'a pointer that names no string',
      given: [[rule('x')], register('s', 'x').replace('/0/description', '/1/description')],
      want: [/`paths\/void.yaml#\/post\/x-rules\/1\/description` names no string of the spec/],
    },
  ];
  test.each(cases)('$name', ({ given, want }) => {
    const problems = run(...given);
    expect(problems).toHaveLength(want.length);
    for (const [i, w] of want.entries()) expect(problems[i]).toMatch(w);
  });

  test('unsourcedRules lists the rules neither registered nor marked', () => {
    const files = [
      rule('Void within 25 minutes.'),
      {
        file: 'paths/b.yaml',
        text: 'get:\n  x-rules:\n    - {id: a, description: "Not documented: a thing."}\n    - {id: b, description: Lists ten.}\n',
      },
    ];
    const open = unsourcedRules(files, new Set(['paths/void.yaml#/post/x-rules/0/description']));
    expect(open.map((r) => [r.file, r.pointer, r.line])).toEqual([['paths/b.yaml', '#/get/x-rules/1/description', 4]]);
  });

  test('unsupportedParts reads numbers and snake_case names, not prose', () => {
    expect(unsupportedParts('Capture within 7 days or get `charge_expired_for_capture`.', 'captured within 7 days')).toEqual([
      '`charge_expired_for_capture`',
    ]);
  });
});

describe('a fixture spec with citations that do not state their values', () => {
  it('reports the length and the format without their words, and the claim without its number', () => {
    const dir = fixture('constraint-trace-unsupported');
    const text = readFileSync(path.join(dir, SOURCES_FILE), 'utf8');
    const files = readSpecFiles(dir);
    const { claims } = parseRegister(text);
    expect([...trace(files, text), ...traceClaims(files, claims).problems]).toEqual([
      expect.stringMatching(
        /^components\/schemas\/Merchant.yaml:7 #\/properties\/statement_descriptor\/maxLength: maxLength 22 is traced .* which does not state it \(expected 22\)/,
      ),
      expect.stringMatching(
        /^components\/schemas\/Merchant.yaml:11 #\/properties\/website_url\/format: format "uri" is traced .* to "website_url", which does not state it/,
      ),
      expect.stringMatching(
        /^components\/schemas\/Merchant.yaml:15 #\/x-rules\/0\/description: the claim states 30, `payment_outside_void_window`/,
      ),
    ]);
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
  const register = readFileSync(path.join(specDir, SOURCES_FILE), 'utf8');
  const { sources, claims, problems: registerProblems } = parseRegister(register);
  const result = traceConstraints(constraints, sources);
  const files = readSpecFiles(specDir);
  const claimResult = traceClaims(files, claims);

  it('traces or marks every constraint, each to a sentence that states it', () => {
    expect([...registerProblems, ...result.problems]).toEqual([]);
    expect(result.traced.length + result.assumed.length).toBe(constraints.length);
    console.info(`constraint trace: ${constraints.length} constraints, ${result.traced.length} traced, ${result.assumed.length} assumed`);
  });

  it('holds every registered claim to its source, and every x-rule is registered or marked', () => {
    expect(claimResult.problems).toEqual([]);
    const open = unsourcedRules(files, claimResult.registered);
    expect(
      open.map((r) => `${r.file}:${r.line} ${r.pointer}: register it with its source in ${SOURCES_FILE} or mark it \`Assumed:\``),
    ).toEqual([]);
    console.info(`claims: ${claimResult.registered.size} registered`);
  });

  const hasProductSpec = existsSync(PRODUCT_SPEC);
  it.skipIf(!hasProductSpec)('quotes each source sentence from the section it names', () => {
    const markdown = readFileSync(PRODUCT_SPEC, 'utf8');
    const plain = (text: string) => text.replace(/\*\*/g, '').replace(/\s+/g, ' ');
    const quotes = [...sources, ...claims].flatMap((s) => sentencesOf(s).map((sentence) => ({ section: s.section, sentence })));
    const missing = quotes.filter((q) => !plain(section(markdown, Number.parseInt(q.section, 10))).includes(plain(q.sentence)));
    expect(missing.map((q) => `${q.section}: ${q.sentence}`)).toEqual([]);
  });
});

// The Node body type check on its own, given/want: the module written per body (bodyModule) and the problems tsc
// reports, at the sample's file:line (typecheckNodeBodies), and checkGuideSamples adding them to the static problems.
// Types come from a hand-written fixture (api-types.d.ts) except in one case that generates them from the fixture
// spec, so a run costs one small compile per case.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { checkGuideSamples, formatSampleProblem } from '../src/samples/index.ts';
import { bodyModule, type TypedBody, typecheckNodeBodies } from '../src/samples/typecheck-node.ts';

const dir = fileURLToPath(new URL('./fixtures/samples/', import.meta.url));
const specFile = path.join(dir, 'openapi.json');
const typesFile = path.join(dir, 'api-types.d.ts');

const body = (text: string, over: Partial<TypedBody> = {}): TypedBody => ({
  file: 'guide.mdx',
  line: 10,
  template: '/checkouts',
  method: 'post',
  text,
  identifiers: [],
  ...over,
});

test('bodyModule: the body assigned to its operation request type, run-time identifiers declared any', () => {
  expect(bodyModule(body('{ amount: order.total }', { identifiers: ['order', 'key'] }), 3).split('\n')).toEqual([
    "import type { paths } from './api';",
    'declare const order: any; declare const key: any;',
    `type Body = NonNullable<paths["/checkouts"]["post"]['requestBody']>['content']['application/json'];`,
    '// The sample body, exactly as the guide writes it:',
    'export const body3: Body = { amount: order.total };',
    '',
  ]);
});

describe('typecheckNodeBodies', () => {
  const message = (m: string) => `node sample: the body does not type-check against the API types: ${m}`;
  // given bodies, each with the problems it should get at its guide line; all compiled in one program (as a guide's
  // bodies are), so one compile tries every row and the problems must land on the right body
  type Problem = { file: string; line: number; message: string };
  const rows: [string, TypedBody, Problem[]][] = [
    ['a body of the right type', body("{ amount: 100, currency: 'usd' }"), []],
    ['run-time values declared', body("{ amount: order.total, currency: 'usd' }", { identifiers: ['order'] }), []],
    [
      'a wrong type on the body line',
      body("{ amount: '100', currency: 'usd' }", { file: 'a.mdx', line: 7 }),
      [{ file: 'a.mdx', line: 7, message: message("Type 'string' is not assignable to type 'number'.") }],
    ],
    [
      'an unknown property three lines down',
      body("{\n  amount: 1,\n  currency: 'usd',\n  colour: 'red',\n}", { file: 'b.mdx', line: 40 }),
      [
        {
          file: 'b.mdx',
          line: 43,
          message: message(
            `Object literal may only specify known properties, and 'colour' does not exist in type '{ amount: number; currency: string; description?: string | undefined; }'.`,
          ),
        },
      ],
    ],
    [
      'a message tsc gives in several parts is one line',
      body("({ amount: '1', currency: 'usd' }) as { amount: string; currency: string }", { file: 'd.mdx', line: 60 }),
      [
        {
          file: 'd.mdx',
          line: 60,
          message: message(
            "Type '{ amount: string; currency: string; }' is not assignable to type '{ amount: number; currency: string; description?: string | undefined; }'.   Types of property 'amount' are incompatible.     Type 'string' is not assignable to type 'number'.",
          ),
        },
      ],
    ],
    [
      'an identifier the sample does not declare',
      body("{ amount: order.total, currency: 'usd' }", { file: 'c.mdx', line: 3 }),
      [{ file: 'c.mdx', line: 3, message: message("Cannot find name 'order'.") }],
    ],
  ];

  test('each body gets its own problems, at its guide line', async () => {
    const got = await typecheckNodeBodies(
      rows.map(([, given]) => given),
      specFile,
      typesFile,
    );
    expect(got).toEqual(rows.flatMap(([, , want]) => want));
  });

  test('no bodies: nothing compiled, no problem', async () => {
    expect(await typecheckNodeBodies([], path.join(dir, 'missing.json'))).toEqual([]);
  });

  test('types that do not compile are reported against the spec file, line 0', async () => {
    // given types with an unknown name, as a .ts module (declaration files are not checked: skipLibCheck), written
    // here rather than a fixture so the package's own type check does not read it
    const temp = mkdtempSync(path.join(tmpdir(), 'broken-types-'));
    writeFileSync(
      path.join(temp, 'api.ts'),
      "export interface paths { '/checkouts': { post: { requestBody: { content: { 'application/json': Amount } } } } }\n",
    );
    const problems = await typecheckNodeBodies([body("{ amount: 1, currency: 'usd' }")], specFile, path.join(temp, 'api'));
    rmSync(temp, { recursive: true });
    expect(problems).toEqual([{ file: specFile, line: 0, message: "types of the spec do not compile: Cannot find name 'Amount'." }]);
  });

  test('without a types file, types are generated from the spec', async () => {
    expect(await typecheckNodeBodies([body("{ amount: '1', currency: 'usd' }", { line: 5 })], specFile)).toEqual([
      { file: 'guide.mdx', line: 5, message: message("Type 'string' is not assignable to type 'number'.") },
    ]);
  });

  test('leaves no temporary folder behind', async () => {
    // given an empty temporary folder for the run; want it empty again afterwards
    const temp = mkdtempSync(path.join(tmpdir(), 'typecheck-tmp-'));
    const before = process.env.TMPDIR;
    process.env.TMPDIR = temp;
    try {
      await typecheckNodeBodies([body("{ amount: 1, currency: 'usd' }")], specFile, typesFile);
      expect(readdirSync(temp)).toEqual([]);
    } finally {
      if (before === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = before;
      rmSync(temp, { recursive: true });
    }
  });
});

describe('checkGuideSamples with the type check', () => {
  test('the static problems and those of the Node bodies that do not type-check', async () => {
    // given the broken fixture page and the hand-written types; want its one Node body compiled and its type error
    // (line 28: `amount: '10000'`) after the seven static problems (samples.test.ts)
    const spec = JSON.parse(readFileSync(specFile, 'utf8'));
    const report = await checkGuideSamples([path.join(dir, 'broken.mdx')], spec, { root: dir, specFile, typesFile });
    expect(report.typechecked).toBe(1);
    expect(report.problems.map(formatSampleProblem).slice(10)).toEqual([
      "broken.mdx:28: node sample: the body does not type-check against the API types: Type 'string' is not assignable to type 'number'.",
    ]);
    expect(report.problems).toHaveLength(11);
  });
});

// The samples checker end to end on the fixture pages, type check included (types generated from the fixture spec
// with openapi-typescript, bodies compiled with tsc): the static checks' problems plus the Node body that does not
// type-check, each at its file:line. Not in the mutation run (vitest.mutation.config.ts): the static checks and the
// type check have their own fast given/want files (samples.test.ts, samples-typecheck.test.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { checkGuideSamples, formatSampleProblem } from '../src/samples/index.ts';

const dir = fileURLToPath(new URL('./fixtures/samples/', import.meta.url));
const specFile = path.join(dir, 'openapi.json');
const spec = JSON.parse(readFileSync(specFile, 'utf8'));

test('both fixture pages at once: the body that does not type-check is reported beside the static problems', async () => {
  // given the broken page and the valid one, type check on (one types generation, one compile for both)
  const report = await checkGuideSamples([path.join(dir, 'broken.mdx'), path.join(dir, 'valid.mdx')], spec, { root: dir, specFile });
  const lines = report.problems.map(formatSampleProblem);
  // want: the 10 static problems of broken.mdx (samples.test.ts) and its Node body at line 28; nothing on valid.mdx
  expect(lines.filter((l) => l.startsWith('broken.mdx:28: '))).toEqual([
    "broken.mdx:28: node sample: the body does not type-check against the API types: Type 'string' is not assignable to type 'number'.",
  ]);
  expect(lines).toHaveLength(11);
  expect(lines.filter((l) => l.startsWith('valid.mdx'))).toEqual([]);
  expect(report.typechecked).toBe(2);
});

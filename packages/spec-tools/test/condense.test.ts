// One YAML syntax error is reported once (given/want): the parse error kept once per file with the number of `$ref`s
// waiting on it, the "Can't resolve $ref" lines it causes dropped, exact repeats dropped, everything else kept.
import { describe, expect, test } from 'vitest';
import { condenseProblems } from '../src/lint/condense.ts';
import type { SpecProblem } from '../src/lint/index.ts';

const at = (file: string, line: number, message: string, rule = 'no-unresolved-refs'): SpecProblem => ({
  file,
  line,
  col: 5,
  rule,
  severity: 'error',
  message,
});
const parse = (file: string) => at(file, 2, `Failed to parse: bad indentation of a mapping entry in "${file}" (2:15)`);
const unresolved = (from: string, file: string) =>
  at(from, 9, `Can't resolve $ref: bad indentation of a mapping entry in "${file}" (2:15)`);

describe('condenseProblems', () => {
  test.each([
    {
      name: 'a file that does not parse, reached by three $refs',
      given: [
        parse('/s/C.yaml'),
        unresolved('/s/A.yaml', '/s/C.yaml'),
        parse('/s/C.yaml'),
        unresolved('/s/B.yaml', '/s/C.yaml'),
        unresolved('/s/D.yaml', '/s/C.yaml'),
      ],
      want: [`/s/C.yaml:2 Failed to parse: bad indentation of a mapping entry in "/s/C.yaml" (2:15); 3 $refs to it wait on this fix`],
    },
    {
      name: 'one $ref: singular',
      given: [parse('/s/C.yaml'), unresolved('/s/A.yaml', '/s/C.yaml')],
      want: [`/s/C.yaml:2 Failed to parse: bad indentation of a mapping entry in "/s/C.yaml" (2:15); 1 $ref to it wait on this fix`],
    },
    {
      name: 'a $ref to a missing file is its own problem, kept',
      given: [at('/s/A.yaml', 4, `Can't resolve $ref: ENOENT "/s/Gone.yaml"`)],
      want: [`/s/A.yaml:4 Can't resolve $ref: ENOENT "/s/Gone.yaml"`],
    },
    {
      name: 'exact repeats dropped, other rules kept',
      given: [at('/s/A.yaml', 1, 'x', 'r1'), at('/s/A.yaml', 1, 'x', 'r1'), at('/s/A.yaml', 1, 'x', 'r2')],
      want: ['/s/A.yaml:1 x', '/s/A.yaml:1 x'],
    },
    { name: 'nothing wrong', given: [], want: [] },
  ])('$name', ({ given, want }) => {
    expect(condenseProblems(given).map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual(want);
  });
});

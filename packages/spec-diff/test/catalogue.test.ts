// Runs the case catalogue: each case must report exactly its `want` ids (no more, no fewer) at the level its check
// declares, and every check must be the finding of at least one case, so a check cannot exist without a test that can
// fail. `catalogueProblems` is that rule; the broken fixtures below (a check that stopped reporting, a case wanting
// the wrong id, a check with no case) show that it fails when what it names breaks.
import { describe, expect, test } from 'vitest';
import { CATALOGUE, type CatalogueCase } from './catalogue.ts';
import { allCheckIds, levelOf } from '../src/checks.ts';
import { diffSpecs } from '../src/diff.ts';
import type { Finding } from '../src/finding.ts';

type Diff = (before: object, after: object) => Finding[];

/** What is wrong with a catalogue run with `diff` against the checks `checkIds`; [] when nothing. */
function catalogueProblems(cases: readonly CatalogueCase[], diff: Diff, checkIds: readonly string[]): string[] {
  const problems: string[] = [];
  for (const c of cases) {
    const found = diff(c.before as object, c.after as object);
    const got = found.map((f) => f.id).sort();
    const want = [...c.want].sort();
    if (JSON.stringify(got) !== JSON.stringify(want)) problems.push(`${c.name}: want [${want.join(', ')}], got [${got.join(', ')}]`);
    for (const f of found) {
      if (f.level !== levelOf(f.id)) problems.push(`${c.name}: ${f.id} reported as ${f.level}, its check says ${levelOf(f.id)}`);
      if (!f.before.startsWith('#') || !f.after.startsWith('#')) problems.push(`${c.name}: ${f.id} has no JSON pointer on both sides`);
      if (f.message.length <= 10) problems.push(`${c.name}: ${f.id} has no message`);
    }
  }
  const wanted = new Set(cases.flatMap((c) => c.want));
  for (const id of checkIds) if (!wanted.has(id)) problems.push(`check ${id} is the finding of no case`);
  const names = cases.map((c) => c.name);
  for (const name of new Set(names.filter((n, i) => names.indexOf(n) !== i))) problems.push(`case name ${name} is used twice`);
  return problems;
}

describe('case catalogue', () => {
  test('every case reports exactly what it wants, and every check has a case', () => {
    expect(catalogueProblems(CATALOGUE, diffSpecs, allCheckIds())).toEqual([]);
  });

  // One test per case as well, so a failure names the case in the test list.
  test.each(CATALOGUE.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(catalogueProblems([c], diffSpecs, [])).toEqual([]);
  });
});

describe('catalogueProblems on broken fixtures (given a broken catalogue or check, want the problem named)', () => {
  const CHECK = 'api-operation-id-changed';
  const idCase = CATALOGUE.find((c) => c.want.length === 1 && c.want[0] === CHECK);
  const droppingTheCheck: Diff = (before, after) => diffSpecs(before, after).filter((f) => f.id !== CHECK);

  test('the fixtures exist in the catalogue', () => {
    expect(idCase, `a case wanting only ${CHECK}`).toBeDefined();
  });

  const cases: { name: string; run: () => string[]; want: string[] }[] = [
    {
      name: 'a check that stopped reporting fails its case and loses its coverage',
      run: () => catalogueProblems([idCase!], droppingTheCheck, [CHECK]),
      want: [`${idCase?.name}: want [${CHECK}], got []`],
    },
    {
      name: 'a case wanting the wrong id',
      run: () => catalogueProblems([{ ...idCase!, want: ['api-removed'] }], diffSpecs, []),
      want: [`${idCase?.name}: want [api-removed], got [${CHECK}]`],
    },
    {
      name: 'a check no case wants',
      run: () => catalogueProblems([idCase!], diffSpecs, [CHECK, 'api-removed']),
      want: ['check api-removed is the finding of no case'],
    },
    {
      name: 'a name used twice',
      run: () => catalogueProblems([idCase!, idCase!], diffSpecs, []),
      want: [`case name ${idCase?.name} is used twice`],
    },
  ];
  test.each(cases)('$name', ({ run, want }) => {
    expect(run()).toEqual(want);
  });
});

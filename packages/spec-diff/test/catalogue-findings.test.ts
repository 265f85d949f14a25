// Every finding of every catalogue case in full: level, id, the JSON pointer on both sides, the operation it was met
// under and its sentence, one small snapshot file per check (__snapshots__/catalogue/<check>.txt, the cases whose
// first wanted finding is that check), so a review after `-u` reads one check's diff at a time. catalogue.test.ts
// pins which checks fire; this pins what each finding says and where it points, so a finding that names the wrong
// field, side or pointer fails. After a deliberate change: `vitest run -u`, then review the snapshot files' diff.
import { describe, expect, test } from 'vitest';
import { SCHEMA_CHECKS, SUBJECTS } from '../src/checks.ts';
import { diffSpecs } from '../src/diff.ts';
import { CATALOGUE, type CatalogueCase } from './catalogue.ts';

/** The check a finding id belongs to: `request-body-max-length-decreased` -> `max-length-decreased`. */
function checkOf(id: string): string {
  const subject = SUBJECTS.find((s) => id.startsWith(`${s}-`) && id.slice(s.length + 1) in SCHEMA_CHECKS);
  return subject ? id.slice(subject.length + 1) : id;
}

function findingsText(c: CatalogueCase): string {
  return diffSpecs(c.before as object, c.after as object)
    .map((f) => `${f.level} ${f.id}\n  before: ${f.before}\n  after:  ${f.after}\n  where:  ${f.where ?? '-'}\n  ${f.message}`)
    .join('\n');
}

const byCheck = new Map<string, CatalogueCase[]>();
for (const c of CATALOGUE) {
  const check = c.want[0] === undefined ? 'no-finding' : checkOf(c.want[0]);
  byCheck.set(check, [...(byCheck.get(check) ?? []), c]);
}

describe('checkOf', () => {
  test.each([
    ['request-body-max-length-decreased', 'max-length-decreased'],
    ['webhook-payload-became-nullable', 'became-nullable'],
    ['api-removed', 'api-removed'],
    ['webhook-payload-removed', 'webhook-payload-removed'],
  ])('%s belongs to %s', (id, want) => {
    expect(checkOf(id)).toBe(want);
  });
});

test.each([...byCheck].sort(([a], [b]) => a.localeCompare(b)))('%s', async (check, cases) => {
  const text = cases.map((c) => `## ${c.name}\n\n${findingsText(c) || '(no finding)'}\n`).join('\n');
  await expect(text).toMatchFileSnapshot(`__snapshots__/catalogue/${check}.txt`);
});

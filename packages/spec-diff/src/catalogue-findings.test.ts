// Every finding of every catalogue case in full: level, id, the JSON pointer on both sides, the operation it was met
// under and its sentence, one snapshot per case (__snapshots__/catalogue-findings.test.ts.snap). catalogue.test.ts
// pins which checks fire; this pins what each finding says and where it points, so a finding that names the wrong
// field, side or pointer fails. After a deliberate change: `vitest run -u`, then review the snapshot diff.
import { expect, test } from 'vitest';
import { CATALOGUE } from './catalogue.ts';
import { diffSpecs } from './diff.ts';

test.each(CATALOGUE.map((c) => [c.name, c] as const))('%s', (_name, c) => {
  const findings = diffSpecs(c.before as object, c.after as object).map(
    (f) => `${f.level} ${f.id}\n  before: ${f.before}\n  after:  ${f.after}\n  where:  ${f.where ?? '-'}\n  ${f.message}`,
  );
  expect(findings.join('\n')).toMatchSnapshot();
});

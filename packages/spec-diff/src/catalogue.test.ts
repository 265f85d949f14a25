// Runs the case catalogue: each case must report exactly its `want` ids (no more, no fewer), and every check of the
// catalogue must be exercised by at least one case, so a check cannot exist without a test that can fail.
import { describe, expect, test } from 'vitest';
import { CATALOGUE } from './catalogue.ts';
import { allCheckIds, levelOf } from './checks.ts';
import { diffSpecs } from './diff.ts';

describe('case catalogue', () => {
  test('has at least 60 cases', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(60);
  });

  test('case names are unique', () => {
    const names = CATALOGUE.map((c) => c.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  test.each(CATALOGUE.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const found = diffSpecs(c.before, c.after);
    expect(found.map((f) => f.id).sort()).toEqual([...c.want].sort());
    for (const f of found) {
      expect(f.level).toBe(levelOf(f.id));
      expect(f.before).toMatch(/^#/);
      expect(f.after).toMatch(/^#/);
      expect(f.message.length).toBeGreaterThan(10);
    }
  });

  test('every check id is exercised by a case', () => {
    const wanted = new Set(CATALOGUE.flatMap((c) => c.want));
    const missing = allCheckIds().filter((id) => !wanted.has(id));
    expect(missing).toEqual([]);
  });
});

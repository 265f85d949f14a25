// Table-driven checks of each project rule on small in-memory documents (one rule on at a time); the
// table is test/rule-cases.ts, which extensions.test.ts also reads to require a failing case per rule.
// A case's `at` (when given) pins where each problem points: the editor and the CLI show that spot.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { RULE_CASES as cases } from '../../../test/rule-cases.ts';
import paydocsPlugin from '../plugin.ts';

interface Found {
  message: string;
  /** JSON pointer of the problem, with " (key)" when it marks the key rather than the value. */
  at: string;
}

async function lintWith(rule: string, doc: string): Promise<Found[]> {
  const config = await createConfig({ plugins: [paydocsPlugin()], rules: { [`paydocs/${rule}`]: 'error' } });
  const problems = await lintFromString({ source: doc, absoluteRef: '/virtual/openapi.yaml', config });
  return problems.map((p) => {
    const where = p.location[0];
    return { message: p.message, at: `${where?.pointer ?? '?'}${where?.reportOnKey ? ' (key)' : ''}` };
  });
}

describe('project rules', () => {
  it.each(cases)('$rule: $name', async ({ rule, doc, want, at }) => {
    const found = await lintWith(rule, doc);
    expect(found.map((f) => f.message)).toHaveLength(want.length);
    for (const [i, pattern] of want.entries()) expect(found[i]?.message).toMatch(pattern);
    if (at) expect(found.map((f) => f.at)).toEqual(at);
  });
});

// Table-driven checks of each project rule on small in-memory documents (one rule on at a time); the
// table is test/rule-cases.ts, which extensions.test.ts also reads to require a failing case per rule.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { RULE_CASES as cases } from '../../../test/rule-cases.ts';
import paydocsPlugin from '../plugin.ts';

async function lintWith(rule: string, doc: string): Promise<string[]> {
  const config = await createConfig({ plugins: [paydocsPlugin()], rules: { [`paydocs/${rule}`]: 'error' } });
  const problems = await lintFromString({ source: doc, absoluteRef: '/virtual/openapi.yaml', config });
  return problems.map((p) => p.message);
}

describe('project rules', () => {
  it.each(cases)('$rule: $name', async ({ rule, doc, want }) => {
    const messages = await lintWith(rule, doc);
    expect(messages).toHaveLength(want.length);
    for (const [i, pattern] of want.entries()) expect(messages[i]).toMatch(pattern);
  });
});

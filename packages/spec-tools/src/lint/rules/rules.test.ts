// Table-driven checks of each project rule on small in-memory documents (one rule on at a time); the
// table is test/rule-cases.ts, which extensions.test.ts also reads to require a failing case per rule.
// componentSchemaName, which several rules share, has its own given/want table below.
// A case's `at` (when given) pins where each problem points: the editor and the CLI show that spot.
import { createConfig, lintFromString, Source } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { RULE_CASES as cases } from '../../../test/rule-cases.ts';
import paydocsPlugin from '../plugin.ts';
import { componentSchemaName } from './component-name.ts';
import type { UserContext } from './shared.ts';

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

// The component name the rules tie extensions to (ErrorCode, WebhookEventName, ...): its key in a
// single-file document, its file name when the split spec's file is the walked root.
const where = (pointer: string, file = '/spec/openapi.yaml') =>
  ({ pointer, source: new Source(file, '') }) as unknown as UserContext['location'];

describe('componentSchemaName', () => {
  it.each([
    { given: where('#/components/schemas/ErrorCode'), want: 'ErrorCode' },
    { given: where('#/components/schemas/ErrorCode/properties/code'), want: undefined },
    { given: where('#/components/schemas'), want: undefined },
    { given: where('#/components/responses/ErrorCode'), want: undefined },
    { given: where('#/webhooks/schemas/ErrorCode'), want: undefined },
    { given: where('#/', '/spec/components/schemas/ErrorCode.yaml'), want: 'ErrorCode' },
    { given: where('#', '/spec/components/schemas/Event.yml'), want: 'Event' },
    { given: where('#/', 'C:\\spec\\components\\schemas\\Event.json'), want: 'Event' },
    { given: where('#/', '/spec/components/schemas/Event.yaml.bak'), want: undefined },
    { given: where('#/', '/spec/my-components/schemas/Event.yaml'), want: undefined },
    { given: where('#/', '/spec/components/schemas/events/Event.yaml'), want: undefined },
    { given: where('#/', '/spec/openapi.yaml'), want: undefined },
    { given: where('#/components/schemas/ErrorCode', '/spec/components/schemas/Event.yaml'), want: 'ErrorCode' },
  ])('$given.pointer in $given.source.absoluteRef: $want', ({ given, want }) => {
    expect(componentSchemaName(given)).toBe(want);
  });
});

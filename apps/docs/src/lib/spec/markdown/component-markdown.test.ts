// Given/want cases for the Markdown version of <Operation>: it lists what the HTML card lists
// (headers, then query parameters), each parameter exactly once.
import { describe, expect, test } from 'vitest';
import { createSpecModel } from '../spec-model.ts';
import { spec } from '../spec.ts';
import { miniSpec } from '../test-fixtures/mini-spec.ts';
import { componentMarkdown } from './component-markdown.ts';

const mini = createSpecModel(miniSpec);
const operationMarkdown = (model: typeof mini, id: string) => componentMarkdown.Operation!.render(model, { id }, '');
const parameterLines = (md: string) => md.split('\n').filter((l) => /^- `[^`]+` (query|header|path|cookie) \(/.test(l));

describe('<Operation> as Markdown', () => {
  test.each([
    { id: 'listPayments', want: ['- `limit` query (optional): '] },
    { id: 'createPayment', want: ['- `Idempotency-Key` header (required)', '- `Sub-Account` header (required)'] },
  ])('$id lists $want.length parameter line(s), each once', ({ id, want }) => {
    const lines = parameterLines(operationMarkdown(mini, id));
    expect(lines).toHaveLength(want.length);
    want.forEach((prefix, i) => expect(lines[i]!.startsWith(prefix)).toBe(true));
  });

  // The bug this guards: every list operation of the real spec printed its query parameters twice.
  test('no operation of the real spec lists a parameter twice', () => {
    const repeated = spec
      .operations()
      .map((o) => ({ id: o.id, lines: parameterLines(operationMarkdown(spec, o.id)) }))
      .filter(({ lines }) => new Set(lines).size !== lines.length)
      .map(({ id }) => id);
    expect(repeated).toEqual([]);
  });

  test('lists exactly the card parameters of every real operation', () => {
    for (const o of spec.operations()) {
      const lines = parameterLines(operationMarkdown(spec, o.id));
      const card = o.operation.parameters?.filter((p) => p.in === 'header' || p.in === 'query') ?? [];
      expect(lines.length, o.id).toBe(card.length);
    }
  });
});

// The live preview's status, merged from the workers' replies, and the terminal line of each check (given/want).
import { describe, expect, test } from 'vitest';
import { applyReply, checkLine, initialStatus, isSpecSource } from './live-status.ts';

describe('applyReply', () => {
  test('a written bundle, then the check of the same save', () => {
    let status = initialStatus(3);
    status = applyReply(status, { kind: 'bundled', id: 3, written: true, ms: 412.4, problems: [] });
    expect(status).toMatchObject({ written: true, bundleMs: 412, checked: false, problems: [] });
    status = applyReply(status, { kind: 'checked', id: 3, ms: 5000, problems: ['a.yaml:1:1 rule message'] });
    expect(status).toMatchObject({ written: true, checked: true, problems: ['a.yaml:1:1 rule message'] });
  });

  test('the check may come first; problems are kept once each', () => {
    let status = applyReply(initialStatus(1), { kind: 'checked', id: 1, ms: 1, problems: ['p'] });
    status = applyReply(status, { kind: 'bundled', id: 1, written: false, ms: 1, problems: ['p', 'YAML syntax error'] });
    expect(status).toMatchObject({ written: false, checked: true, problems: ['p', 'YAML syntax error'] });
  });

  test('a reply to an older save is ignored', () => {
    const status = initialStatus(5);
    expect(applyReply(status, { kind: 'checked', id: 4, ms: 1, problems: ['stale'] })).toBe(status);
  });
});

describe('isSpecSource', () => {
  test.each([
    ['components/schemas/PageInfo.yaml', true],
    ['openapi.yaml', true],
    ['paths/checkouts.yml', true],
    ['dist/openapi.yaml', false],
    ['released/openapi.json', false],
    ['redocly.yaml', false],
    ['README.md', false],
    ['../apps/docs/x.yaml', false],
  ])('%s -> %s', (given, want) => {
    expect(isSpecSource(given)).toBe(want);
  });
});

describe('applyReply with example problems before lint', () => {
  test('examples are shown while lint still runs', () => {
    let status = applyReply(initialStatus(2), { kind: 'examples', id: 2, ms: 1, problems: ['PageInfo examples[0]'] });
    expect(status).toMatchObject({ checked: false, problems: ['PageInfo examples[0]'] });
    status = applyReply(status, { kind: 'checked', id: 2, ms: 1, problems: [] });
    expect(status).toMatchObject({ checked: true, problems: ['PageInfo examples[0]'] });
  });
});

describe('checkLine (the terminal says "valid" or "clean" only for a check that ran)', () => {
  test.each([
    { given: { kind: 'examples', id: 1, ms: 12.4, problems: [] }, want: 'spec: examples valid (12 ms)' },
    { given: { kind: 'checked', id: 1, ms: 3000, problems: [] }, want: 'spec: lint clean (3000 ms)' },
    {
      given: { kind: 'examples', id: 1, ms: 5, problems: [], skipped: 'the YAML does not bundle (see the bundle problems)' },
      want: 'spec: examples not checked: the YAML does not bundle (see the bundle problems)',
    },
    {
      given: { kind: 'checked', id: 1, ms: 5, problems: [], skipped: 'the YAML does not bundle (see the bundle problems)' },
      want: 'spec: lint not checked: the YAML does not bundle (see the bundle problems)',
    },
    {
      given: { kind: 'examples', id: 1, ms: 7, problems: ['spec/paths/a.yaml:3:5 x /id: must be string, got 1'] },
      want: 'spec: examples, 1 problem(s) (7 ms):\n  spec/paths/a.yaml:3:5 x /id: must be string, got 1',
    },
  ] as const)('$want', ({ given, want }) => {
    expect(checkLine({ ...given, problems: [...given.problems] })).toBe(want);
  });
});

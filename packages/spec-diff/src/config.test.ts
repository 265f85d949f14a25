// The gate's configuration file: read when present, the default when absent, and every wrong shape fails with the
// file, the key and what was expected (exact messages).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { DEFAULT_CONFIG, loadConfig, parseConfig } from './config.ts';

const messageOf = (run: () => unknown): string | undefined => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return undefined;
};

describe('parseConfig', () => {
  const cases: { name: string; given: unknown; want: { promote: string[] } | string }[] = [
    { name: 'null', given: null, want: 'gate.json: expected an object like {"promote": ["<check id>"]}' },
    { name: 'a string', given: 'promote', want: 'gate.json: expected an object like {"promote": ["<check id>"]}' },
    { name: 'an array', given: [], want: 'gate.json: expected an object like {"promote": ["<check id>"]}' },
    { name: 'an empty object', given: {}, want: { promote: [] } },
    {
      name: 'a comment and a promoted warning',
      given: { $comment: 'why', promote: ['response-body-enum-value-added'] },
      want: { promote: ['response-body-enum-value-added'] },
    },
    { name: 'an unknown key', given: { promotes: [] }, want: 'gate.json: promotes: unknown key; the only setting is "promote"' },
    { name: 'promote not a list', given: { promote: 'x' }, want: 'gate.json: promote: expected an array of check ids' },
    {
      name: 'a number in the list',
      given: { promote: [5] },
      want: 'gate.json: promote[0]: 5 is not a check id (see packages/spec-diff/README.md)',
    },
    {
      name: 'an unknown id, second in the list',
      given: { promote: ['response-body-enum-value-added', 'nope'] },
      want: 'gate.json: promote[1]: "nope" is not a check id (see packages/spec-diff/README.md)',
    },
    { name: 'a breaking id', given: { promote: ['api-removed'] }, want: 'gate.json: promote[0]: api-removed is already breaking' },
  ];
  test.each(cases)('$name', ({ given, want }) => {
    if (typeof want === 'string') expect(messageOf(() => parseConfig(given, 'gate.json'))).toBe(want);
    else expect(parseConfig(given, 'gate.json')).toEqual(want);
  });
});

describe('loadConfig', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gate-config-'));
  const file = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  };

  test('no file: the default, which promotes nothing', () => {
    expect(loadConfig(join(dir, 'absent.json'))).toBe(DEFAULT_CONFIG);
    expect(DEFAULT_CONFIG).toEqual({ promote: [] });
  });
  test('a file is parsed and validated', () => {
    expect(loadConfig(file('ok.json', '{"promote": ["response-body-enum-value-added"]}'))).toEqual({
      promote: ['response-body-enum-value-added'],
    });
    const bad = file('bad-key.json', '{"x": 1}');
    expect(messageOf(() => loadConfig(bad))).toBe(`${bad}: x: unknown key; the only setting is "promote"`);
  });
  test('a file that is not JSON fails naming it', () => {
    const broken = file('broken.json', '{ promote');
    expect(messageOf(() => loadConfig(broken))).toMatch(new RegExp(`^${broken.replaceAll('.', '\\.')}: not valid JSON: \\S`));
  });
});

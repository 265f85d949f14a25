// The gate's decision: breaking changes (and promoted warnings) need a pending major changeset; warnings alone pass.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { checkBreaking } from './check.ts';
import { parseConfig } from './config.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../test/fixtures/${name}`, import.meta.url));
const base = JSON.parse(readFileSync(fixture('base.json'), 'utf8'));
const withoutList = structuredClone(base);
delete withoutList.paths['/checkouts'].get;
const withNewField = structuredClone(base);
withNewField.components.schemas.Checkout.properties.mode = { type: 'string' };
const withWidenedEnum = structuredClone(base);
withWidenedEnum.components.schemas.CheckoutStatus.enum.push('archived');

describe('checkBreaking', () => {
  test.each([
    ['fails a breaking change with no changeset', withoutList, 'changesets-none', [], false],
    ['fails a breaking change with only a minor changeset', withoutList, 'changesets-minor', [], false],
    ['passes a breaking change with a major changeset', withoutList, 'changesets-major', [], true],
    ['passes an addition with no changeset', withNewField, 'changesets-none', [], true],
    ['passes a warning (response enum widened) with no changeset', withWidenedEnum, 'changesets-none', [], true],
    [
      'fails a warning the config promotes, with no changeset',
      withWidenedEnum,
      'changesets-none',
      ['response-body-enum-value-added'],
      false,
    ],
    ['passes a promoted warning with a major changeset', withWidenedEnum, 'changesets-major', ['response-body-enum-value-added'], true],
  ])('%s', (_name, current, dir, promote, ok) => {
    const result = checkBreaking({ spec: base }, current, fixture(dir), '@paydocs/openapi', { promote });
    expect(result.ok).toBe(ok);
  });

  test('lists a warning as a warning, and as promoted when the config says so', () => {
    const plain = checkBreaking({ spec: base }, withWidenedEnum, fixture('changesets-none'), '@paydocs/openapi');
    expect(plain.warnings.map((f) => f.id)).toEqual(['response-body-enum-value-added']);
    expect(plain.breaking).toEqual([]);
    const promoted = checkBreaking({ spec: base }, withWidenedEnum, fixture('changesets-none'), '@paydocs/openapi', {
      promote: ['response-body-enum-value-added'],
    });
    expect(promoted.breaking).toEqual([expect.objectContaining({ id: 'response-body-enum-value-added', promoted: true })]);
    expect(promoted.warnings).toEqual([]);
  });

  test('sorts every finding into one bucket: breaking (promoted ones marked), warnings, info', () => {
    // One breaking change (a component schema removed), one warning (response enum widened), one info (a new
    // response field); then the info finding promoted.
    const released = structuredClone(base);
    released.components.schemas.Legacy = { type: 'string' };
    const current = structuredClone(withWidenedEnum);
    current.components.schemas.Checkout.properties.mode = { type: 'string' };
    const buckets = (promote: string[]) => {
      const r = checkBreaking({ spec: released }, current, fixture('changesets-none'), '@paydocs/openapi', { promote });
      const ids = (list: { id: string; promoted?: boolean }[]) => list.map((f) => `${f.id}${f.promoted ? ' (promoted)' : ''}`);
      return { ok: r.ok, breaking: ids(r.breaking), warnings: ids(r.warnings), info: ids(r.info) };
    };
    expect(buckets([])).toEqual({
      ok: false,
      breaking: ['api-schema-removed'],
      warnings: ['response-body-enum-value-added'],
      info: ['response-body-property-added'],
    });
    expect(buckets(['response-body-property-added'])).toEqual({
      ok: false,
      breaking: ['api-schema-removed', 'response-body-property-added (promoted)'],
      warnings: ['response-body-enum-value-added'],
      info: [],
    });
  });

  test('with the default config nothing is promoted', () => {
    const r = checkBreaking({ spec: base }, withWidenedEnum, fixture('changesets-none'), '@paydocs/openapi');
    expect([r.ok, r.breaking.length, r.warnings.length, r.info.length]).toEqual([true, 0, 1, 0]);
  });

  // Against a branch's base: the changesets already on the base (by file name) do not count for the branch's own
  // breaking change; their bump is reported apart as `baseBump`. Against a release there is no `baseBump` at all.
  test.each([
    {
      name: "the base's major does not pass the branch's break",
      dir: 'changesets-major',
      onBase: ['brave-lions.md'],
      ok: false,
      bump: undefined,
      baseBump: 'major',
    },
    { name: 'a major added on the branch passes it', dir: 'changesets-major', onBase: [], ok: true, bump: 'major', baseBump: undefined },
    {
      name: 'another file on the base leaves the branch major counted',
      dir: 'changesets-major',
      onBase: ['other.md'],
      ok: true,
      bump: 'major',
      baseBump: undefined,
    },
    { name: 'a minor added on the branch', dir: 'changesets-minor', onBase: [], ok: false, bump: 'minor', baseBump: undefined },
  ] as const)('$name', ({ dir, onBase, ok, bump, baseBump }) => {
    const r = checkBreaking({ spec: base, baseChangesets: new Set(onBase) }, withoutList, fixture(dir), '@paydocs/openapi', {
      promote: [],
    });
    expect({ ok: r.ok, bump: r.bump, baseBump: r.baseBump, hasBaseBump: 'baseBump' in r }).toEqual({
      ok,
      bump,
      baseBump,
      hasBaseBump: true,
    });
  });

  test('against a release, every pending changeset counts and there is no base bump', () => {
    const r = checkBreaking({ spec: base }, withoutList, fixture('changesets-major'), '@paydocs/openapi');
    expect({ ok: r.ok, bump: r.bump, hasBaseBump: 'baseBump' in r }).toEqual({ ok: true, bump: 'major', hasBaseBump: false });
  });

  test('reports the highest pending bump for the package', () => {
    expect(checkBreaking({ spec: base }, base, fixture('changesets-major'), '@paydocs/openapi').bump).toBe('major');
    expect(checkBreaking({ spec: base }, base, fixture('changesets-minor'), '@paydocs/api-types').bump).toBeUndefined();
  });
});

describe('parseConfig', () => {
  test.each([
    ['an array of known ids', { promote: ['response-body-enum-value-added'] }, undefined],
    ['nothing', {}, undefined],
    ['an unknown key', { promotes: [] }, 'gate.json: promotes: unknown key'],
    ['promote not an array', { promote: 'x' }, 'gate.json: promote: expected an array'],
    ['an unknown id', { promote: ['enum-added'] }, 'gate.json: promote[0]: "enum-added" is not a check id'],
    ['an id already breaking', { promote: ['api-removed'] }, 'gate.json: promote[0]: api-removed is already breaking'],
    ['not an object', [], 'gate.json: expected an object'],
  ])('accepts or rejects %s', (_name, value, error) => {
    if (error) expect(() => parseConfig(value, 'gate.json')).toThrow(error);
    else expect(parseConfig(value, 'gate.json').promote).toEqual((value as { promote?: string[] }).promote ?? []);
  });
});

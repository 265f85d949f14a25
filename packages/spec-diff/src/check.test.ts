import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { checkBreaking } from './check.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../test/fixtures/${name}`, import.meta.url));
const base = JSON.parse(readFileSync(fixture('base.json'), 'utf8'));
const withoutList = structuredClone(base);
delete withoutList.paths['/checkouts'].get;
const withNewField = structuredClone(base);
withNewField.components.schemas.Checkout.properties.mode = { type: 'string' };

describe('checkBreaking', () => {
  test.each([
    ['fails a breaking change with no changeset', withoutList, 'changesets-none', false],
    ['fails a breaking change with only a minor changeset', withoutList, 'changesets-minor', false],
    ['passes a breaking change with a major changeset', withoutList, 'changesets-major', true],
    ['passes an addition with no changeset', withNewField, 'changesets-none', true],
  ])('%s', (_name, current, dir, ok) => {
    const result = checkBreaking(base, current, fixture(dir), '@paydocs/openapi');
    expect(result.ok).toBe(ok);
  });

  test('reports the highest pending bump for the package', () => {
    expect(checkBreaking(base, base, fixture('changesets-major'), '@paydocs/openapi').bump).toBe('major');
    expect(checkBreaking(base, base, fixture('changesets-minor'), '@paydocs/api-types').bump).toBeUndefined();
  });
});

// The README's check tables are generated from the catalogue; this fails when either changed without the other.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { README, renderTables, withTables } from './readme-table.ts';

test('the README check tables match the catalogue (run `node test/readme-table.ts --write`)', () => {
  const readme = readFileSync(README, 'utf8');
  expect(withTables(readme, renderTables())).toBe(readme);
});

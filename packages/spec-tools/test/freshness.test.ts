// A bundle older than its YAML is refused, naming the newer file (given/want on a temporary spec folder whose files'
// modification times are set by the test).
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { assertFreshBundle, newerSource } from '../src/bundle/freshness.ts';

/** A spec folder whose files carry the given modification times (seconds). */
function specFolder(files: Record<string, number>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'freshness-'));
  for (const [file, seconds] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), '{}\n');
    utimesSync(path.join(dir, file), seconds, seconds);
  }
  return dir;
}

describe('newerSource', () => {
  const cases: { name: string; given: Record<string, number>; want: string | undefined; bundle?: string }[] = [
    {
      name: 'a bundle newer than every YAML file',
      given: { 'openapi.yaml': 100, 'paths/a.yaml': 100, 'dist/openapi.json': 200 },
      want: undefined,
    },
    { name: 'the root file edited after the bundle', given: { 'openapi.yaml': 300, 'dist/openapi.json': 200 }, want: 'openapi.yaml' },
    {
      name: 'the newest of two edited split files',
      given: { 'openapi.yaml': 100, 'paths/a.yaml': 300, 'components/schemas/B.yaml': 400, 'dist/openapi.json': 200 },
      want: 'components/schemas/B.yaml',
    },
    {
      name: 'the bundled YAML in dist/ is output, not source',
      given: { 'openapi.yaml': 100, 'dist/openapi.json': 200, 'dist/openapi.yaml': 300 },
      want: undefined,
    },
    {
      name: 'released bundles are not source',
      given: { 'openapi.yaml': 100, 'dist/openapi.json': 200, 'released/1.0.0/x.yaml': 300 },
      want: undefined,
    },
    {
      name: 'a bundle outside a dist/ folder is not judged',
      given: { 'openapi.yaml': 300, 'out/openapi.json': 200 },
      want: undefined,
      bundle: 'out/openapi.json',
    },
  ];
  test.each(cases)('$name', ({ given, want, bundle = 'dist/openapi.json' }) => {
    const dir = specFolder(given);
    const found = newerSource(path.join(dir, bundle));
    expect(found && path.relative(dir, found)).toBe(want);
  });

  test('assertFreshBundle names the bundle, the newer file and what to run', () => {
    const dir = specFolder({ 'openapi.yaml': 100, 'paths/a.yaml': 300, 'dist/openapi.json': 200 });
    expect(() => assertFreshBundle(path.join(dir, 'dist/openapi.json'), dir)).toThrow(
      'dist/openapi.json is older than paths/a.yaml (edited since the last bundle): run `pnpm spec bundle`, or leave out --spec to check the YAML as it is now',
    );
  });
});

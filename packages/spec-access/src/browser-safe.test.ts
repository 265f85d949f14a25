// The root entry stays browser-safe: no module it reaches imports a Node built-in or the YAML parser (the Try it
// Service Worker broke on `node:fs` once). Follows the relative imports from index.ts, as a bundler would.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, test } from 'vitest';

function reached(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(/^(?:import|export)[^'"]*from '([^']+)'/gm)) {
    if (spec!.startsWith('.')) reached(join(dirname(file), spec!), seen);
  }
  return seen;
}

test('index.ts reaches no node: module and no yaml', () => {
  const files = [...reached(join(import.meta.dirname, 'index.ts'))];
  expect(files.map((f) => f.replace(/^.*\/src\//, '')).sort()).not.toContain('load.ts');
  const bad = files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/from '(node:[^']+|yaml)'/g)].map((m) => `${f}: ${m[1]}`));
  expect(bad).toEqual([]);
});

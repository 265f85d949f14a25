// src/lib holds the site's derived data and logic; src/components renders it. The dependency runs
// one way: this test fails, naming file and line, when a module under src/lib imports (or
// re-exports, or `?raw`-reads) anything under src/components.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const lib = join(src, 'lib');
const components = join(src, 'components');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.(ts|tsx|js|mjs|astro)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** `file:line: specifier` for every import of src/components in the given source. */
function componentImports(file: string, source: string): string[] {
  const out: string[] = [];
  source.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
      const spec = m[1]!;
      const target = spec.startsWith('.') ? resolve(dirname(file), spec) : spec.startsWith('@/') ? join(src, spec.slice(2)) : '';
      if (target === components || target.startsWith(`${components}/`)) out.push(`${relative(src, file)}:${i + 1}: ${spec}`);
    }
  });
  return out;
}

test.each([
  { given: "import x from '../../components/islands/a.ts';", file: join(lib, 'spec/m.ts'), want: 1 },
  { given: "const m = await import('../components/x.astro?raw');", file: join(lib, 'm.ts'), want: 1 },
  { given: "export { a } from '@/components/a.ts';", file: join(lib, 'm.ts'), want: 1 },
  { given: "import { b } from '../spec/b.ts';", file: join(lib, 'islands/m.ts'), want: 0 },
  { given: "import { c } from './components-list.ts';", file: join(lib, 'm.ts'), want: 0 },
])('finds $want import(s) of src/components in: $given', ({ given, file, want }) => {
  expect(componentImports(file, given)).toHaveLength(want);
});

test('no module under src/lib imports from src/components', () => {
  const self = fileURLToPath(import.meta.url);
  const found = files(lib)
    .filter((f) => f !== self)
    .flatMap((f) => componentImports(f, readFileSync(f, 'utf8')));
  expect(found, `move what these read into src/lib (derived data belongs there):\n${found.join('\n')}`).toEqual([]);
});

// An island is a React component in src/components/islands/ mounted through the registry
// (`<IslandHost client:visible name="..." />`). A component added there but not registered, a
// registry entry whose module is missing, or a name nothing mounts fails here, naming the step.
import { existsSync, globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { islandRegistry } from './island-registry.ts';

const SRC = join(import.meta.dirname, '../..');
const registrySource = readFileSync(join(import.meta.dirname, 'island-registry.ts'), 'utf8');
// `'name': () => import('...')`, or `'name': () => prepare(() => import('...'))` for an island that sets something up first.
const registered = new Map(
  [...registrySource.matchAll(/'([a-z0-9-]+)':\s*\(\)\s*=>\s*(?:\w+\(\(\)\s*=>\s*)?import\('([^']+)'\)/g)].map((m) => [m[1]!, m[2]!]),
);
// Island components are named `<Name>.tsx`; lower-case modules (tool-form.tsx) are parts they share.
const components = globSync('components/islands/[A-Z]*.tsx', { cwd: SRC }).map((f) => f.replace(/^.*\/|\.tsx$/g, ''));
const pages = globSync('**/*.astro', { cwd: SRC })
  .map((f) => readFileSync(join(SRC, f), 'utf8'))
  .join('\n');

describe('island registry', () => {
  it('reads every entry of the registry source', () => {
    expect([...registered.keys()].sort()).toEqual(Object.keys(islandRegistry).sort());
  });

  it.each([...registered].map(([name, module]) => ({ name, module })))('$name loads $module, which exists', ({ module }) => {
    expect(existsSync(join(import.meta.dirname, module)), `${module} does not exist`).toBe(true);
  });

  it.each(components.map((component) => ({ component })))('islands/$component.tsx is in the registry', ({ component }) => {
    const modules = [...registered.values()].map((m) => m.replace(/^.*\/|\.tsx$/g, ''));
    expect(
      modules,
      `add '<kebab-name>': () => import('../islands/${component}.tsx') to src/components/runtime/island-registry.ts`,
    ).toContain(component);
  });

  it('no island is hydrated outside IslandHost (one pattern: the registry)', () => {
    const direct = globSync('**/*.astro', { cwd: SRC }).filter((f) =>
      /<(?!IslandHost\b)[A-Z]\w*\s[^>]*\bclient:(load|idle|visible|media|only)\b/.test(readFileSync(join(SRC, f), 'utf8')),
    );
    expect(direct, 'mount these through <IslandHost client:visible name="..." /> and the registry').toEqual([]);
  });

  it.each([...registered.keys()].map((name) => ({ name })))('"$name" is mounted by some page or wrapper', ({ name }) => {
    expect(pages, `no .astro file mounts <IslandHost client:visible name="${name}" />`).toContain(`name="${name}"`);
  });
});

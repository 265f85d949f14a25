// The workspace helper on throw-away workspaces: the globs of pnpm-workspace.yaml (block or flow list, `dir/*` and
// `dir`) to the packages with a package.json, and the root found from a folder below it.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { findWorkspaceRoot, workspacePackages, workspaceRoot } from './workspace.ts';

function workspace(file: string, manifests: Record<string, object>): string {
  const root = mkdtempSync(join(tmpdir(), 'workspace-'));
  writeFileSync(join(root, 'pnpm-workspace.yaml'), file);
  for (const [dir, manifest] of Object.entries(manifests)) {
    mkdirSync(join(root, dir), { recursive: true });
    writeFileSync(join(root, dir, 'package.json'), JSON.stringify(manifest));
  }
  return root;
}

describe('workspacePackages', () => {
  const cases = [
    { name: 'a block list, dir/* and dir', file: "packages:\n  - spec\n  - 'packages/*'\nother: x\n", want: ['@p/spec', '@p/a'] },
    { name: 'a flow list', file: "packages: [spec, 'tools']\n", want: ['@p/spec'] },
    { name: 'no packages key', file: 'onlyBuiltDependencies: [esbuild]\n', want: [] },
  ];
  test.each(cases)('$name', ({ file, want }) => {
    const root = workspace(file, { spec: { name: '@p/spec' }, 'packages/a': { name: '@p/a', private: true }, other: { name: '@p/x' } });
    expect(workspacePackages(root).map((p) => p.manifest.name)).toEqual(want);
  });

  test('packages that is not a list of globs fails naming the file and the key', () => {
    const root = workspace('packages: spec\n', {});
    expect(() => workspacePackages(root)).toThrow(/pnpm-workspace\.yaml: packages: expected a list of folder globs/);
  });
});

describe('workspace root', () => {
  test('is the nearest folder up holding pnpm-workspace.yaml', () => {
    const root = workspace('packages: [a]\n', { 'a/b': {} });
    expect(findWorkspaceRoot(join(root, 'a/b'))).toBe(root);
  });

  test('outside a workspace: undefined, or an error naming the option', () => {
    expect(findWorkspaceRoot('/')).toBeUndefined();
    expect(() => workspaceRoot('/', '--docs <dist>')).toThrow('no pnpm-workspace.yaml in / or above: pass --docs <dist>');
  });
});

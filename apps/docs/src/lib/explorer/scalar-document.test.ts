import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { walkOperations } from '@paydocs/spec-access';
import { describe, expect, test } from 'vitest';
import { EXPLORER_DOCUMENT_SLUG } from './document-slug.ts';
import { miniSpec } from '../spec/test-fixtures/mini-spec.ts';
import { scalarDocument } from './scalar-document.ts';

interface NavigationEntry {
  type: string;
  title: string;
  method?: string;
  path?: string;
  children?: NavigationEntry[];
}

/** The package.json of the package a file belongs to (the nearest one above it). */
function packageJsonOf(file: string): { dependencies: Record<string, string> } {
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    try {
      return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    } catch {}
  }
  throw new Error(`no package.json above ${file}`);
}

const operationsIn = (entry: NavigationEntry): string[] =>
  entry.type === 'operation' ? [`${entry.method!.toUpperCase()} ${entry.path}`] : (entry.children ?? []).flatMap(operationsIn);

describe('scalarDocument', () => {
  test('carries the description whole, with the sidebar Scalar would otherwise build in the browser', async () => {
    // As the browser receives it: the route serves it as JSON.
    const prepared = JSON.parse(JSON.stringify(await scalarDocument(miniSpec, 'mini')));
    // Scalar's coercion may drop what it never renders (extensions it does not know) and mark schemas for itself; what
    // it renders stays: every operation with its responses, every component.
    const operations = walkOperations(miniSpec as unknown as Record<string, unknown>).filter((o) => o.kind === 'operation');
    expect(operations.length).toBeGreaterThan(0);
    for (const { path, method, operationId, operation } of operations) {
      expect(prepared.paths[path][method]).toMatchObject({ operationId, responses: expect.any(Object) });
      expect(Object.keys(prepared.paths[path][method].responses)).toEqual(Object.keys(operation.responses ?? {}));
    }
    expect(Object.keys(prepared.components.schemas)).toEqual(Object.keys(miniSpec.components?.schemas ?? {}));
    const navigation = prepared['x-scalar-navigation'] as NavigationEntry & { id: string };
    // Named as the browser names the document, so the ids of the sidebar and the sections agree.
    expect(navigation.id).toBe(EXPLORER_DOCUMENT_SLUG);
    expect(operationsIn(navigation).sort()).toEqual(operations.map((o) => `${o.method.toUpperCase()} ${o.path}`).sort());
  });

  test('leaves the document it is given as it was (every page of a build shares it)', async () => {
    const before = structuredClone(miniSpec);
    await scalarDocument(miniSpec, 'mini');
    expect(miniSpec).toEqual(before);
  });

  test("fails, naming the file and the store's reason, when Scalar cannot take the document", async () => {
    const unserializable = { ...miniSpec, 'x-count': 10n };
    await expect(scalarDocument(unserializable, 'spec/dist/openapi.json')).rejects.toThrow(
      /^spec\/dist\/openapi\.json: Scalar's workspace store could not prepare the explorer's document: .*BigInt/,
    );
  });
});

test('uses the store versions @scalar/api-reference itself depends on, so the browser reads the shape the build wrote', () => {
  // Found the way the bundler finds them: api-reference through the React wrapper, the store through api-reference.
  const reactEntry = createRequire(import.meta.url).resolve('@scalar/api-reference-react');
  const referenceEntry = createRequire(reactEntry).resolve('@scalar/api-reference');
  const storeEntry = createRequire(referenceEntry).resolve('@scalar/workspace-store/server');
  const ours = packageJsonOf(fileURLToPath(import.meta.url)).dependencies;
  expect(ours['@scalar/workspace-store']).toBe(packageJsonOf(referenceEntry).dependencies['@scalar/workspace-store']);
  expect(ours['@scalar/json-magic']).toBe(packageJsonOf(storeEntry).dependencies['@scalar/json-magic']);
});

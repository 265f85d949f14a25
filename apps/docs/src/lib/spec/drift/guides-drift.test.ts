// Runs the drift check on every guide against the bundled spec (the docs `test` command runs it).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { siteSpec } from '../site-spec.ts';
import { driftProblems } from './check.ts';

const spec = siteSpec();

const appRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const docsDir = path.join(appRoot, 'src/content/docs');
const mdxFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? mdxFiles(path.join(dir, e.name)) : /\.mdx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );

describe('guide prose agrees with the spec', () => {
  const files = mdxFiles(docsDir);
  test('there are guides to check', () => expect(files.length).toBeGreaterThan(0));
  test.each(files.map((f) => [path.relative(appRoot, f), f]))('%s', (name, file) => {
    expect(driftProblems(name, readFileSync(file, 'utf8'), spec)).toEqual([]);
  });
});

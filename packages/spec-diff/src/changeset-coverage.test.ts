// Pending changesets the next release would leave behind (given/want): a private package without
// `privatePackages.version`, an ignored package, a name that is no package; and the repository's own changesets.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { type ChangesetConfig, unconsumedChangesets, privateByName } from './changeset-coverage.ts';

const changeset = (front: string) => `---\n${front}\n---\n\nChanged.\n`;
function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'coverage-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}
const packages = new Map([
  ['@p/public', false],
  ['@p/private', true],
  ['@p/app', true],
]);

describe('unconsumedChangesets', () => {
  const cases: { name: string; config: ChangesetConfig; files: Record<string, string>; want: string[] }[] = [
    { name: 'a public package', config: {}, files: { 'a.md': changeset('"@p/public": minor') }, want: [] },
    {
      name: 'a private package, privatePackages not set',
      config: {},
      files: { 'a.md': changeset('"@p/private": patch') },
      want: [
        '.changeset/a.md: "@p/private" is private and .changeset/config.json does not set "privatePackages": { "version": true }: `changeset version` would leave this changeset behind',
      ],
    },
    {
      name: 'a private package, privatePackages.version true',
      config: { privatePackages: { version: true, tag: false } },
      files: { 'a.md': changeset('"@p/private": patch') },
      want: [],
    },
    {
      name: 'privatePackages: true (the short form)',
      config: { privatePackages: true },
      files: { 'a.md': changeset('"@p/private": patch') },
      want: [],
    },
    {
      name: 'an ignored package',
      config: { ignore: ['@p/app'], privatePackages: { version: true } },
      files: { 'a.md': changeset("'@p/app': minor") },
      want: ['.changeset/a.md: "@p/app" is in "ignore" of .changeset/config.json: `changeset version` never consumes it'],
    },
    {
      name: 'a name that is no package',
      config: {},
      files: { 'a.md': changeset('"@p/gone": major') },
      want: ['.changeset/a.md: "@p/gone" is not a package of the workspace'],
    },
    { name: 'README.md is not a changeset', config: {}, files: { 'README.md': changeset('"@p/private": patch') }, want: [] },
  ];
  test.each(cases)('$name', ({ config, files, want }) => {
    expect(unconsumedChangesets(folder(files), config, packages)).toEqual(want);
  });
});

describe('privateByName', () => {
  test("this repository's pending changesets are all consumed by the next release", () => {
    const root = fileURLToPath(new URL('../../..', import.meta.url));
    const config = JSON.parse(readFileSync(join(root, '.changeset/config.json'), 'utf8')) as ChangesetConfig;
    expect(unconsumedChangesets(join(root, '.changeset'), config, privateByName(root))).toEqual([]);
  });
});

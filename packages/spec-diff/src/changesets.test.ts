// The bump a changeset folder names for one package: the highest of its changesets, whatever order the files are
// read in, front matter only, quoted or bare package names; README.md and other files are not changesets.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { changesetBumps, highest } from './changesets.ts';

const PKG = '@paydocs/openapi';
const changeset = (front: string, body = 'Changed something.') => `---\n${front}\n---\n\n${body}\n`;

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'changesets-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('the bump of a changeset folder for one package', () => {
  const cases: { name: string; given: Record<string, string>; want: string | undefined }[] = [
    { name: 'no changeset', given: {}, want: undefined },
    { name: 'a quoted name', given: { 'a.md': changeset(`"${PKG}": minor`) }, want: 'minor' },
    { name: 'a single-quoted name', given: { 'a.md': changeset(`'${PKG}': patch`) }, want: 'patch' },
    { name: 'a bare name', given: { 'a.md': changeset(`${PKG}: major`) }, want: 'major' },
    { name: 'spaces around the colon and after the bump', given: { 'a.md': changeset(`"${PKG}" :  major  `) }, want: 'major' },
    { name: 'no space after the colon', given: { 'a.md': changeset(`"${PKG}":minor`) }, want: 'minor' },
    { name: 'Windows line endings', given: { 'a.md': changeset(`"${PKG}": major`).replaceAll('\n', '\r\n') }, want: 'major' },
    { name: 'another package only', given: { 'a.md': changeset('"@paydocs/api-types": major') }, want: undefined },
    { name: 'a word that starts with a bump is not one', given: { 'a.md': changeset(`"${PKG}": majority`) }, want: undefined },
    {
      name: 'the body is not front matter',
      given: { 'a.md': changeset('"@paydocs/api-types": patch', `"${PKG}": major`) },
      want: undefined,
    },
    { name: 'a commented-out line is not a bump', given: { 'a.md': changeset(`# "${PKG}": major`) }, want: undefined },
    { name: 'front matter must open the file', given: { 'a.md': `Intro\n${changeset(`"${PKG}": major`)}` }, want: undefined },
    { name: 'README.md is not a changeset', given: { 'README.md': changeset(`"${PKG}": major`) }, want: undefined },
    { name: 'only .md files are changesets', given: { 'a.txt': changeset(`"${PKG}": major`) }, want: undefined },
    {
      name: 'major read before minor stays major',
      given: { 'a.md': changeset(`"${PKG}": major`), 'b.md': changeset(`"${PKG}": minor`) },
      want: 'major',
    },
    {
      name: 'minor read before major becomes major',
      given: { 'a.md': changeset(`"${PKG}": minor`), 'b.md': changeset(`"${PKG}": major`) },
      want: 'major',
    },
    {
      name: 'minor read before patch stays minor',
      given: { 'a.md': changeset(`"${PKG}": minor`), 'b.md': changeset(`"${PKG}": patch`) },
      want: 'minor',
    },
    {
      name: 'patch read before minor becomes minor',
      given: { 'a.md': changeset(`"${PKG}": patch`), 'b.md': changeset(`"${PKG}": minor`) },
      want: 'minor',
    },
    {
      name: 'two packages in one changeset',
      given: { 'a.md': changeset(`"@paydocs/api-types": major\n"${PKG}": minor`) },
      want: 'minor',
    },
  ];
  test.each(cases)('$name', ({ given, want }) => {
    expect(highest([...changesetBumps(folder(given), PKG).values()])).toBe(want);
  });
});

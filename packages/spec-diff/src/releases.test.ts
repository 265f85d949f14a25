// The release folders: ordered by version, the newest is the baseline, and a stray file fails naming its path.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { compareVersions, latestReleasedFile, listReleases } from './releases.ts';

const meta = (version: string, date = '2026-01-02T03:04:05Z') => JSON.stringify({ version, date });
const release = (version: string) => ({ [`${version}/openapi.json`]: '{}', [`${version}/release.json`]: meta(version) });

function releasesDir(layout: Record<string, string | null>): string {
  const dir = mkdtempSync(join(tmpdir(), 'releases-'));
  for (const [path, content] of Object.entries(layout)) {
    if (content === null) mkdirSync(join(dir, path), { recursive: true });
    else {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), content);
    }
  }
  return dir;
}

describe('compareVersions', () => {
  test.each([
    ['1.0.0', '2.0.0', -1],
    ['10.0.0', '9.9.9', 1],
    ['2.1.0', '2.0.10', 1],
    ['2.0.0-rc.1', '2.0.0', -1],
    ['2.0.0-rc.2', '2.0.0-rc.10', -1],
    ['3.1.4', '3.1.4', 0],
    ['1.0.1', '1.0.0', 1],
    ['2.0.0', '2.0.0-rc.1', 1],
    ['2.0.0-rc.1', '2.0.0-rc.1', 0],
    ['2.0.0-zeta', '2.0.0', -1],
    ['2.0.0-rc.10', '2.0.0-rc.2', 1],
  ])('%s vs %s', (a, b, want) => {
    expect(Math.sign(compareVersions(a, b))).toBe(want);
  });
  test('a name that is not a version fails naming it', () => {
    expect(() => compareVersions('latest', '1.0.0')).toThrow('"latest" is not a version (expected x.y.z)');
    expect(() => compareVersions('1.0.0', 'v2')).toThrow('"v2" is not a version (expected x.y.z)');
  });
});

describe('listReleases', () => {
  test('oldest first, by version not by name', () => {
    const dir = releasesDir({ ...release('10.0.0'), ...release('2.0.0'), ...release('9.1.0'), 'README.md': 'x' });
    expect(listReleases(dir).map((r) => r.version)).toEqual(['2.0.0', '9.1.0', '10.0.0']);
    expect(listReleases(dir)[0]?.date).toBe('2026-01-02T03:04:05.000Z');
    expect(latestReleasedFile(dir)).toBe(join(dir, '10.0.0/openapi.json'));
  });
  test('hidden entries are skipped', () => {
    expect(listReleases(releasesDir({ ...release('1.0.0'), '.DS_Store': 'x' })).map((r) => r.version)).toEqual(['1.0.0']);
  });
  test('the newest file, and the error when there is none', () => {
    const dir = releasesDir({ ...release('1.0.0'), ...release('1.1.0') });
    expect(latestReleasedFile(dir)).toBe(join(dir, '1.1.0/openapi.json'));
    const empty = releasesDir({});
    expect(() => latestReleasedFile(empty)).toThrow(`${empty}: no released spec yet (\`pnpm version-packages\` records one per release)`);
  });
  test('no folder yet: no release', () => {
    expect(listReleases(join(tmpdir(), 'no-such-releases-dir'))).toEqual([]);
  });
  test.each([
    ['a file beside the release folders', { ...release('1.0.0'), 'openapi.json': '{}' }, 'openapi.json: expected only release folders'],
    ['a folder not named by a version', { latest: null }, 'latest: expected only release folders'],
    ['a release folder without its spec', { '1.0.0': null }, '1.0.0/openapi.json: missing'],
    ['a release without its date', { '1.0.0/openapi.json': '{}' }, '1.0.0/release.json: missing'],
    ['a release.json that is not JSON', { '1.0.0/openapi.json': '{}', '1.0.0/release.json': '{' }, '1.0.0/release.json: not valid JSON: '],
    [
      'a date that is not a string',
      { '1.0.0/openapi.json': '{}', '1.0.0/release.json': JSON.stringify({ version: '1.0.0', date: 20260102 }) },
      '/date is 20260102, expected an ISO 8601 date-time',
    ],
    [
      'a number that Date.parse would read as a year is still not a date-time string',
      { '1.0.0/openapi.json': '{}', '1.0.0/release.json': JSON.stringify({ version: '1.0.0', date: 5 }) },
      '/date is 5, expected an ISO 8601 date-time',
    ],
    ['a date that is not one', { '1.0.0/openapi.json': '{}', '1.0.0/release.json': meta('1.0.0', 'soon') }, '/date is "soon"'],
    [
      'the meta of another version',
      { '1.0.0/openapi.json': '{}', '1.0.0/release.json': meta('1.0.1') },
      '/version is "1.0.1", expected "1.0.0"',
    ],
  ])('%s fails naming the path', (_name, layout, want) => {
    expect(() => listReleases(releasesDir(layout))).toThrow(want);
  });
  test('the real releases: 1.0.0 then 2.0.0 at least, each its own spec version', async () => {
    const { readFileSync } = await import('node:fs');
    const releases = listReleases(fileURLToPath(new URL('../../../spec/released', import.meta.url)));
    expect(releases.slice(0, 2).map((r) => r.version)).toEqual(['1.0.0', '2.0.0']);
    for (const r of releases) expect(JSON.parse(readFileSync(r.file, 'utf8')).info.version).toBe(r.version);
  });
});

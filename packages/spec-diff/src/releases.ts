// The released specs: every release of @paydocs/openapi keeps its bundled spec at
// spec/released/<version>/openapi.json (committed, written only by `pnpm version-packages`). The newest one is the
// baseline of the release notes; consecutive pairs are what the API changelog compares.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { compare, valid } from 'semver';
import { readJson } from './config.ts';

export const RELEASED_FILE_NAME = 'openapi.json';
/** Beside the spec: `{ "version", "date" }`, the date (ISO 8601) written by `snapshot`; feeds need one per entry. */
export const RELEASE_META_FILE_NAME = 'release.json';

export interface Release {
  version: string;
  /** When the release was cut (ISO 8601). */
  date: string;
  /** The bundled spec of that release. */
  file: string;
}

function readReleaseDate(dir: string, version: string): string {
  const file = join(dir, RELEASE_META_FILE_NAME);
  if (!existsSync(file)) throw new Error(`${file}: missing; expected { "version": "${version}", "date": "<ISO 8601>" }`);
  const meta = readJson(file) as { version?: unknown; date?: unknown };
  if (meta.version !== version) throw new Error(`${file}: /version is ${JSON.stringify(meta.version)}, expected "${version}"`);
  if (typeof meta.date !== 'string' || Number.isNaN(Date.parse(meta.date))) {
    throw new Error(`${file}: /date is ${JSON.stringify(meta.date)}, expected an ISO 8601 date-time`);
  }
  return new Date(meta.date).toISOString();
}

/** A plain semantic version (`2.0.0`, `2.1.0-rc.1`), as `changeset version` writes it: no `v`, no spaces. */
const isVersion = (text: string): boolean => valid(text) === text;

/** Orders semantic versions (semver's precedence: a pre-release before its release); throws on anything else. */
export function compareVersions(a: string, b: string): number {
  for (const v of [a, b]) if (!isVersion(v)) throw new Error(`"${v}" is not a version (expected x.y.z)`);
  return compare(a, b);
}

/**
 * Every release recorded in `dir`, oldest first. A folder named like a version without its openapi.json, or anything
 * else in `dir` that is not a version folder, fails with the path and what was expected.
 */
export function listReleases(dir: string): Release[] {
  if (!existsSync(dir)) return [];
  const releases: Release[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'README.md') continue;
    if (!entry.isDirectory() || !isVersion(entry.name)) {
      throw new Error(`${join(dir, entry.name)}: expected only release folders named by version (e.g. 2.0.0/openapi.json)`);
    }
    const file = join(dir, entry.name, RELEASED_FILE_NAME);
    if (!existsSync(file)) throw new Error(`${file}: missing; every release folder holds the bundled spec of that release`);
    releases.push({ version: entry.name, date: readReleaseDate(join(dir, entry.name), entry.name), file });
  }
  return releases.sort((a, b) => compareVersions(a.version, b.version));
}

/** The file of the newest release; throws naming `dir` when there is none. */
export function latestReleasedFile(dir: string): string {
  const latest = listReleases(dir).at(-1);
  if (!latest) throw new Error(`${dir}: no released spec yet (\`pnpm version-packages\` records one per release)`);
  return latest.file;
}

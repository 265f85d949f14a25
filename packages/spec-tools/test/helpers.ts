// Paths of the fixtures and of the real spec, for the tests.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vi } from 'vitest';

export const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(PACKAGE_DIR, '../..');
export const CLI = path.join(PACKAGE_DIR, 'src/cli.ts');

export const fixture = (name: string) => path.join(PACKAGE_DIR, 'test/fixtures', name);
export const fixtureConfig = (name: string) => path.join(fixture(name), 'redocly.yaml');

export const REAL_CONFIG = path.join(REPO_ROOT, 'spec/redocly.yaml');
export const PRODUCT_SPEC = path.resolve(REPO_ROOT, '../shared/product-spec.md');

/**
 * The CLI run in this process (`runCli`), as a spawn would see it: exit code, stdout, stderr, paths relative to
 * `cwd`. A spawn loads Redocly, Ajv and openapi-typescript anew (seconds of CPU each); cli.test.ts keeps one spawn
 * for the program itself.
 */
export async function runCliHere(args: string[], cwd = fixture('.')) {
  const { runCli } = await import('../src/cli.ts');
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...a) => void out.push(`${a.join(' ')}\n`));
  const error = vi.spyOn(console, 'error').mockImplementation((...a) => void err.push(`${a.join(' ')}\n`));
  const before = process.cwd();
  process.chdir(cwd);
  try {
    const code = await runCli(args);
    return { code, stdout: out.join(''), stderr: err.join('') };
  } finally {
    process.chdir(before);
    log.mockRestore();
    error.mockRestore();
  }
}

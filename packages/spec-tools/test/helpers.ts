// Paths of the fixtures and of the real spec, for the tests.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(PACKAGE_DIR, '../..');
export const CLI = path.join(PACKAGE_DIR, 'src/cli.ts');

export const fixture = (name: string) => path.join(PACKAGE_DIR, 'test/fixtures', name);
export const fixtureConfig = (name: string) => path.join(fixture(name), 'redocly.yaml');

export const REAL_CONFIG = path.join(REPO_ROOT, 'spec/redocly.yaml');
export const PRODUCT_SPEC = path.resolve(REPO_ROOT, '../shared/product-spec.md');

// Given/want cases for the URL-to-file mapping shared by the preview server and the link checker,
// on a small built-site fixture: `a.html` (a page), `dir/index.html` (a folder page), `a.md`.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { urlToFile } from './url-to-file.ts';

const root = mkdtempSync(join(tmpdir(), 'url-to-file-'));
for (const file of [
  'index.html',
  'apiFundamentals.html',
  'apiFundamentals.md',
  'apiFundamentals/intro.html',
  'dir/index.html',
  'img/a b.png',
]) {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), file);
}

describe('urlToFile', () => {
  test.each([
    { given: '/', want: 'index.html' },
    { given: '/apiFundamentals', want: 'apiFundamentals.html' },
    { given: '/apiFundamentals.md', want: 'apiFundamentals.md' },
    { given: '/apiFundamentals/intro', want: 'apiFundamentals/intro.html' },
    { given: '/dir', want: 'dir/index.html' },
    { given: '/dir/', want: 'dir/index.html' },
    { given: '/img/a%20b.png', want: 'img/a b.png' },
    // A trailing slash asks for a folder index: a `file`-format page is not served there.
    { given: '/apiFundamentals/', want: undefined },
    { given: '/missing', want: undefined },
    { given: '/../etc/passwd', want: undefined },
    { given: '/%E0%A4%A', want: undefined },
  ])('$given -> $want', ({ given, want }) => {
    expect(urlToFile(root, given)).toBe(want === undefined ? undefined : join(root, want));
  });
});

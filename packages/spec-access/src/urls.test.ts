import { expect, test } from 'vitest';
import { baseDir, basePrefix, isExternalUrl, withBase } from './urls.ts';

test.each([
  ['https://example.com', true],
  ['http://x', true],
  ['mailto:a@b.c', true],
  ['//cdn.example.com/x.js', true],
  ['/api-spec', false],
  ['#schema/Payment', false],
  ['payments/overview', false],
])('isExternalUrl(%j) -> %j', (given, want) => expect(isExternalUrl(given)).toBe(want));

test.each([
  ['/', '/api-spec#operation/x', '/api-spec#operation/x'],
  ['/docs/', '/api-spec#operation/x', '/docs/api-spec#operation/x'],
  ['/docs', '/api-spec', '/docs/api-spec'],
  ['/docs/', 'openapi.json', '/docs/openapi.json'],
  ['/docs/', '/', '/docs/'],
  ['/docs/', '#top', '#top'],
  ['/docs/', 'https://example.com/x', 'https://example.com/x'],
])('withBase(%j, %j) -> %j', (base, href, want) => expect(withBase(base, href)).toBe(want));

test.each([
  ['/', '', '/'],
  ['', '', '/'],
  ['/docs/', '/docs', '/docs/'],
  ['/docs', '/docs', '/docs/'],
  ['docs//', '/docs', '/docs/'],
  ['/a/b/', '/a/b', '/a/b/'],
])('base %j: prefix %j, folder %j', (base, prefix, dir) => {
  expect(basePrefix(base)).toBe(prefix);
  expect(baseDir(base)).toBe(dir);
});

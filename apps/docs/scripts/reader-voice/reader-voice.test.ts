import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { sourceTalkInSite, sourceTalkInText } from './reader-voice.ts';

const fixtureSite = fileURLToPath(new URL('./fixtures/site', import.meta.url));
const dist = fileURLToPath(new URL('../../dist', import.meta.url));

describe('source talk in a site', () => {
  const cases: { given: [string, string]; want: number[] }[] = [
    { given: ['a.md', 'Not documented: the unit of `expires_in`.'], want: [] },
    { given: ['a.md', 'One.\nThe upstream docs.'], want: [2] },
    { given: ['a.html', '<script>\nupstream()\n</script><p>fine</p>'], want: [] },
    { given: ['a.txt', 'as the Product Spec says'], want: [1] },
  ];
  test.each(cases)('$given', ({ given, want }) => expect(sourceTalkInText(...given).map((h) => h.line)).toEqual(want));

  test('reports file:line in a broken fixture site, skipping scripts', () => {
    expect(sourceTalkInSite(fixtureSite).sort()).toEqual(['guide/page.md:3 "product\nspec"', 'index.html:5 "upstream"']);
  });
});

describe('the built site', () => {
  test('never mentions "product spec" or "upstream" (run `pnpm build` first)', () => {
    expect(existsSync(dist), `${dist} is missing: build the site before testing it`).toBe(true);
    expect(sourceTalkInSite(dist)).toEqual([]);
  });
});

import { describe, expect, test } from 'vitest';
import { fencedBlocks, replaceFences } from './fences.ts';

describe('fencedBlocks', () => {
  test.each([
    [
      'backticks with meta',
      'a\n```json schema="X"\n{"a": 1}\n```\nb',
      [{ lang: 'json', meta: 'schema="X"', line: 2, code: '{"a": 1}', first: 1, last: 3 }],
    ],
    ['tildes, longer close', '~~~bash\ncurl x\n~~~~\n', [{ lang: 'bash', meta: '', line: 1, code: 'curl x', first: 0, last: 2 }]],
    [
      'indented in JSX',
      '<Tabs>\n  ```js\n  fetch(x)\n    y\n  ```\n</Tabs>',
      [{ lang: 'js', meta: '', line: 2, code: 'fetch(x)\n  y', first: 1, last: 4 }],
    ],
    [
      'a shorter fence does not close',
      '````md\n```\ninner\n```\n````',
      [{ lang: 'md', meta: '', line: 1, code: '```\ninner\n```', first: 0, last: 4 }],
    ],
    ['unclosed runs to the end', '```\nx\ny', [{ lang: '', meta: '', line: 1, code: 'x\ny', first: 0, last: 2 }]],
    ['inline code is not a fence', 'use ``` `x` ``` inline? no: `y`', []],
  ])('%s', (_name, given, want) => {
    expect(fencedBlocks(given)).toEqual(want);
  });
});

describe('replaceFences', () => {
  test('replaces each block, fences included, and keeps the rest', () => {
    expect(replaceFences('a\n```js\nx\n```\nb\n~~~\ny\n~~~', (b) => `[${b.split('\n').length}]`)).toBe('a\n[3]\nb\n[3]');
  });
  test('no fence: unchanged', () => expect(replaceFences('a\nb', () => 'X')).toBe('a\nb'));
});

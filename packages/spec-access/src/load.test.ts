import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadBundle } from './load.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'spec-access-'));
const write = (name: string, text: string) => {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
};

describe('loadBundle', () => {
  test('parses once per file and modification time', () => {
    const file = write('a.json', '{"openapi":"3.1.0","info":{"title":"A"}}');
    const first = loadBundle(file);
    expect(loadBundle(file)).toBe(first);
    writeFileSync(file, '{"openapi":"3.1.0","info":{"title":"B"}}');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(loadBundle(file)).toMatchObject({ info: { title: 'B' } });
  });
  test.each([
    ['missing file', undefined, 'does not exist'],
    ['broken JSON', '{"openapi":', 'is not valid JSON'],
    ['not OpenAPI', '[1,2]', 'expected an object with an "openapi" version'],
  ])('%s: a clear error naming the file', (name, text, message) => {
    const file = text === undefined ? path.join(dir, 'nope.json') : write(`${name}.json`, text);
    expect(() => loadBundle(file)).toThrow(message);
    expect(() => loadBundle(file)).toThrow(file);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPage } from './html-to-markdown.ts';
import { readNow, readPagesAsWritten } from './read-pages.ts';

const page = (n: number) =>
  `<html><head><link rel="alternate" type="text/markdown" href="/p${n}.md"></head><body><main data-content-body>` +
  `<h1>Page ${n}</h1><h2 id="s${n}">Section</h2><p>Text of page ${n}.</p></main></body></html>`;

describe('readPagesAsWritten', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'read-pages-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it("keeps the worker's reading of each page as written, and reads a page changed since on the main thread", async () => {
    const reader = readPagesAsWritten(outDir);
    mkdirSync(join(outDir, 'guides'));
    const written = new Map([
      ['index.html', page(1)],
      ['guides/a.html', page(2)],
      ['guides/b.html', page(3)],
    ]);
    for (const [file, html] of written) writeFileSync(join(outDir, file), html);
    // The build's final text of b differs from the file the worker read.
    const final = new Map([...written, ['guides/b.html', page(4)]]);
    const { contents, early } = await reader.contents(final);
    expect(contents).toEqual(new Map([...final].map(([file, html]) => [file, readPage(html)])));
    expect(contents.get('guides/b.html')?.title).toBe('Page 4');
    expect(early).toBe(2);
  });

  it('reads every page on the main thread when the output folder never appeared', async () => {
    const { contents, early } = await readPagesAsWritten(join(outDir, 'not-built')).contents(new Map([['x.html', page(6)]]));
    expect([contents.get('x.html'), early]).toEqual([readPage(page(6)), 0]);
  });

  it('reads on the main thread alone when nothing watched the build', async () => {
    const { contents, early } = await readNow.contents(new Map([['x.html', page(5)]]));
    expect(contents.get('x.html')).toEqual(readPage(page(5)));
    expect(early).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { readPage } from './html-to-markdown.ts';
import { readPages } from './read-pages.ts';

const page = (n: number) =>
  `<html><head><link rel="alternate" type="text/markdown" href="/p${n}.md"></head><body><main data-content-body>` +
  `<h1>Page ${n}</h1>${`<h2 id="s${n}">Section</h2><p>${'text '.repeat(20)}</p>`.repeat(n)}</main></body></html>`;

describe('readPages', () => {
  const pages = [3, 1, 4, 1, 5, 9, 2, 6].map(page);

  it('reads every page as readPage does, in the order given, with a worker sharing the work', async () => {
    const read = await readPages(pages, { workers: 1, bytesPerWorker: 1000 });
    expect(read).toEqual(pages.map(readPage));
    expect(read.map((p) => p.markdownHref)).toEqual(['/p3.md', '/p1.md', '/p4.md', '/p1.md', '/p5.md', '/p9.md', '/p2.md', '/p6.md']);
  });

  it('reads a site too small for a worker on the main thread alone', async () => {
    expect(await readPages(pages.slice(0, 2), { workers: 1 })).toEqual(pages.slice(0, 2).map(readPage));
  });
});

import { describe, expect, it } from 'vitest';
import { readPage } from '../../../src/lib/markdown/html-to-markdown.ts';
import { readPages } from './read-pages.ts';

/** A page with content of `size` paragraphs, a heading and a table row with an anchor. */
const page = (n: number, size: number) =>
  `<!doctype html><html><head><title>P${n}</title><link rel="alternate" type="text/markdown" href="/p${n}.md"></head>` +
  `<body><main data-content-body><h1>Page ${n}</h1>${'<p>Some <code>text</code> and a <a href="/x">link</a>.</p>'.repeat(size)}` +
  `<h2 id="s${n}">Section ${n}</h2><table><thead><tr><th>Code</th></tr></thead><tbody><tr id="r${n}"><td>c${n}</td></tr></tbody></table></main></body></html>`;

describe('readPages', () => {
  it('reads many pages on two threads to what readPage gives each, in order', async () => {
    const pages = Array.from({ length: 40 }, (_, n) => page(n, (n * 7) % 23));
    expect(await readPages(pages)).toEqual(pages.map((html) => readPage(html)));
  });
  it('reads a few pages on the main thread alone', async () => {
    const pages = [page(1, 2), page(2, 3)];
    expect(await readPages(pages)).toEqual(pages.map((html) => readPage(html)));
  });
});

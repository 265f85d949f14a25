// The built pages read while the build renders them. Reading the pages (readPage) is most of the post-build time,
// and while Astro renders pages on the main thread the machine's other cores are idle: a worker thread
// (./read-pages-worker.ts) reads each page as it lands in the output folder, and the last ones when the build asks.
// A page whose text is the one the worker read keeps the worker's reading; any other (changed since) is read again
// on the main thread, so the result is always the final page's.
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { type PageContent, readPage } from './html-to-markdown.ts';

/** What the worker read: a page (path relative to the output folder) to the hash of its text and its content. */
export type EarlyReadings = [page: string, reading: { hash: string; content: PageContent }][];

export const textHash = (html: string) => createHash('sha1').update(html).digest('hex');

export interface PageReader {
  /** Each page's content (page path to its final HTML); `early`: how many the worker had read as they are now. */
  contents(pages: ReadonlyMap<string, string>): Promise<{ contents: Map<string, PageContent>; early: number }>;
}

/** Pages read on the main thread alone (`astro dev`, tests, a build the reader did not watch). */
export const readNow: PageReader = {
  contents: async (pages) => ({ contents: new Map([...pages].map(([page, html]) => [page, readPage(html)])), early: 0 }),
};

/** Starts reading the `.html` files written into `outDir` from now on; `contents` stops the worker and completes. */
export function readPagesAsWritten(outDir: string): PageReader {
  // A second back: the file system stamps a file with a coarser clock than Date.now(), a little behind it.
  const since = Date.now() - 1000;
  const worker = new Worker(new URL('./read-pages-worker.ts', import.meta.url), { workerData: { outDir, since } });
  // A build that fails before its end must not wait for the worker.
  worker.unref();
  const failed = once(worker, 'error').then(([error]) => Promise.reject(error as Error));
  failed.catch(() => {});
  return {
    async contents(pages) {
      worker.postMessage('stop');
      const [early] = (await Promise.race([once(worker, 'message'), failed])) as [EarlyReadings];
      const read = new Map(early);
      const contents = new Map<string, PageContent>();
      for (const [page, html] of pages) {
        const reading = read.get(page);
        contents.set(page, reading?.hash === textHash(html) ? reading.content : readPage(html));
      }
      return { contents, early: [...pages].filter(([page]) => contents.get(page) === read.get(page)?.content).length };
    },
  };
}

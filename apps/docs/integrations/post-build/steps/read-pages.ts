// Every built page read once (src/lib/markdown/html-to-markdown.ts `readPage`), on both cores: a worker thread reads
// part of the pages while the main thread reads the rest. It runs after the render, when the main thread is the
// only one working: the reading was ~2.3 s of CPU at the end of every build, one core's wall time.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { type PageContent, readPage } from '../../../src/lib/markdown/html-to-markdown.ts';

// The worker's share of the pages' text: less than half, as it first loads the conversion's modules.
const WORKER_SHARE = 0.45;
// Fewer pages are read faster than a worker starts.
const MIN_PAGES_FOR_WORKER = 16;

/** Each page's content, in the order of `pages` (HTML). */
export async function readPages(pages: readonly string[]): Promise<PageContent[]> {
  if (availableParallelism() < 2 || pages.length < MIN_PAGES_FOR_WORKER) return pages.map((html) => readPage(html));
  // The largest pages first, each to the side further below its share, so both finish together.
  const bySize = pages.map((_, i) => i).sort((a, b) => pages[b]!.length - pages[a]!.length);
  const [mine, theirs]: [number[], number[]] = [[], []];
  let theirLength = 0;
  let myLength = 0;
  for (const i of bySize) {
    if (theirLength / WORKER_SHARE <= myLength / (1 - WORKER_SHARE)) {
      theirs.push(i);
      theirLength += pages[i]!.length;
    } else {
      mine.push(i);
      myLength += pages[i]!.length;
    }
  }
  const worker = new Worker(new URL('./read-pages-worker.ts', import.meta.url), { workerData: theirs.map((i) => pages[i]!) });
  const fromWorker = new Promise<PageContent[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`post-build: the page-reading worker stopped (exit code ${code}) before it answered`)));
  });
  // Until awaited below, a failure of the worker is no unhandled rejection.
  fromWorker.catch(() => {});
  const contents: PageContent[] = new Array(pages.length);
  for (const i of mine) contents[i] = readPage(pages[i]!);
  const theirContents = await fromWorker;
  theirs.forEach((i, k) => {
    contents[i] = theirContents[k]!;
  });
  return contents;
}

// readPage over many pages at once, on every core: the built site's pages are read by the main thread and by worker
// threads (./read-pages-worker.ts), each taking a share by size. Reading the pages is most of the post-build step's
// time, and the rest of the machine is idle then: the build has finished rendering.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { type PageContent, readPage } from './html-to-markdown.ts';

interface Options {
  /** Threads beside the main one (default: one per other core). */
  workers?: number;
  /** HTML a worker must have to read: under 2 MB, its start (loading the parser and the writer) costs more than it saves. */
  bytesPerWorker?: number;
}

/** Each page's content, in the order given. */
export async function readPages(
  htmls: readonly string[],
  { workers = availableParallelism() - 1, bytesPerWorker = 2_000_000 }: Options = {},
) {
  const total = htmls.reduce((n, html) => n + html.length, 0);
  const threads = Math.max(0, Math.min(workers, Math.floor(total / bytesPerWorker)));
  const shares = splitBySize(htmls, threads + 1);
  const fromWorkers = shares.slice(1).map((share) => readInWorker(share.map((i) => htmls[i]!)));
  const contents: PageContent[] = new Array(htmls.length);
  for (const i of shares[0]!) contents[i] = readPage(htmls[i]!);
  for (const [n, read] of (await Promise.all(fromWorkers)).entries()) {
    for (const [k, i] of shares[n + 1]!.entries()) contents[i] = read[k]!;
  }
  return contents;
}

/** Page indexes in `parts` groups of about equal total size (largest first, each to the lightest group). */
function splitBySize(htmls: readonly string[], parts: number): number[][] {
  const groups = Array.from({ length: parts }, () => ({ size: 0, pages: [] as number[] }));
  const bySize = htmls.map((html, i) => [html.length, i] as const).sort((a, b) => b[0] - a[0]);
  for (const [size, i] of bySize) {
    const lightest = groups.reduce((a, b) => (b.size < a.size ? b : a));
    lightest.size += size;
    lightest.pages.push(i);
  }
  return groups.map((g) => g.pages.sort((a, b) => a - b));
}

function readInWorker(htmls: string[]): Promise<PageContent[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./read-pages-worker.ts', import.meta.url), { workerData: htmls });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`read-pages: a worker exited with code ${code}`)));
  });
}

// Worker thread of ./read-pages.ts: every 200 ms, reads the `.html` files of the output folder written since the
// build started and left alone for 100 ms (Astro writes a page in one go). On 'stop' (the build has written every
// page), it reads the pages it has not read yet and posts its readings.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { readPage } from './html-to-markdown.ts';
import { type EarlyReadings, textHash } from './read-pages.ts';

const { outDir, since } = workerData as { outDir: string; since: number };
const readings = new Map<string, EarlyReadings[number][1]>();
const readAt = new Map<string, number>();
let stopping = false;
parentPort!.once('message', () => {
  stopping = true;
});

/** Reads the pages written or rewritten since they were last read; `settled`: only those left alone for 100 ms. */
function readNewPages(settled: boolean): void {
  let files: string[];
  try {
    files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html') && !f.startsWith('.'));
  } catch {
    return; // the output folder is not there yet
  }
  for (const file of files) {
    const modified = statSync(join(outDir, file), { throwIfNoEntry: false })?.mtimeMs;
    if (modified === undefined || modified < since || readAt.get(file) === modified || (settled && Date.now() - modified < 100)) continue;
    const html = readFileSync(join(outDir, file), 'utf8');
    readAt.set(file, modified);
    readings.set(file, { hash: textHash(html), content: readPage(html) });
  }
}

while (!stopping) {
  readNewPages(true);
  await sleep(200);
}
readNewPages(false);
parentPort!.postMessage([...readings]);
